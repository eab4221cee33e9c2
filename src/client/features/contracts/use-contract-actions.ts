import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useDownloadContractPdf, useSendContract } from './api.ts';
import { saveFile } from '#client/lib/file-download.ts';
import { getContractPdfFilename } from './contract-format.ts';

export const SENT_TOAST = { title: 'Contract sent', description: 'Contract has been sent to client for e-signature.' };

/**
 * Send (or send again) with the spec's toasts: 'Contract sent', or 'Failed to send contract' and
 * why. The toasts belong to the mutation: a sent draft's Send button is gone when it answers.
 */
export function useSendContractAction() {
  const sendMutation = useSendContract({
    onSuccess: () => toast(SENT_TOAST),
    onError: (error) => toastApiError(error, 'Please try again.', 'Failed to send contract'),
  });
  return {
    send: (contract: Pick<Contract, 'id'>) => sendMutation.mutate(contract.id),
    isSending: sendMutation.isPending,
  };
}

/** Download and Download PDF: the signed PDF saved under a filename the couple can be found by. */
export function useDownloadContractAction() {
  const downloadMutation = useDownloadContractPdf();
  function download(contract: Contract) {
    downloadMutation.mutate(contract.id, {
      onSuccess: ({ blob, disposition }) => saveFile(blob, getContractPdfFilename(contract, disposition)),
      onError: (error) => toastApiError(error, 'Please try again.', 'Failed to download contract'),
    });
  }
  return { download, isDownloading: downloadMutation.isPending };
}

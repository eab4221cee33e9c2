import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Contract,
  ContractAudit,
  CreateContractInput,
  UpdateContractInput,
} from '#shared/contracts/contracts.schemas.ts';
import { apiJson, apiRequest } from '#client/lib/api-client.ts';
import { invalidateDashboard } from '#client/lib/query-invalidation.ts';

/**
 * Every key starts with the path it reads (decision 011), so invalidating `['/api/contracts']`
 * refreshes the list, each contract and its audit trail.
 */
export const contractKeys = {
  all: ['/api/contracts'] as const,
  audit: (id: string) => ['/api/contracts', id, 'audit'] as const,
};

/** The venue's contracts, newest first. */
export function useContracts() {
  return useQuery<Contract[]>({ queryKey: contractKeys.all });
}

/** The audit trail of one contract, read only while it is shown. */
export function useContractAudit(id: string, enabled: boolean) {
  return useQuery<ContractAudit>({ queryKey: contractKeys.audit(id), enabled });
}

/**
 * After a contract changes: the answer replaces it in the list at once (the View dialog reads it
 * there), then the contracts, their audit trails and the dashboard are read again.
 */
function refreshContracts(queryClient: QueryClient, changed?: Contract) {
  if (changed) {
    queryClient.setQueryData<Contract[]>(contractKeys.all, (contracts) =>
      contracts?.some((contract) => contract.id === changed.id)
        ? contracts.map((contract) => (contract.id === changed.id ? changed : contract))
        : [changed, ...(contracts ?? [])],
    );
  }
  return Promise.all([queryClient.invalidateQueries({ queryKey: contractKeys.all }), invalidateDashboard(queryClient)]);
}

/**
 * What a caller does when the change lands or fails. These run with the mutation, not with the
 * component: a send or revoke changes the status, which can unmount the button that asked.
 */
export interface ContractMutationCallbacks {
  onSuccess?: (contract: Contract) => void;
  onError?: (error: unknown) => void;
}

function useContractMutation<TInput>(
  mutationFn: (input: TInput) => Promise<Contract>,
  callbacks: ContractMutationCallbacks = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (contract) => {
      callbacks.onSuccess?.(contract);
      return refreshContracts(queryClient, contract);
    },
    onError: callbacks.onError,
  });
}

export function useCreateContract() {
  return useContractMutation((input: CreateContractInput) => apiJson<Contract>('POST', '/api/contracts', input));
}

export function useUpdateContract() {
  return useContractMutation(({ id, ...changes }: UpdateContractInput & { id: string }) =>
    apiJson<Contract>('PATCH', `/api/contracts/${id}`, changes),
  );
}

/** Freezes the text and e-mails a new signing link (revoking an earlier one). */
export function useSendContract(callbacks?: ContractMutationCallbacks) {
  return useContractMutation((id: string) => apiJson<Contract>('POST', `/api/contracts/${id}/send`), callbacks);
}

/** Revokes the signing link; the contract is a draft again. */
export function useRevokeContract(callbacks?: ContractMutationCallbacks) {
  return useContractMutation((id: string) => apiJson<Contract>('POST', `/api/contracts/${id}/revoke`), callbacks);
}

/**
 * The signed PDF, read with the session's token (a plain link would carry none). The download is
 * an audit event, so the contract's trail is read again.
 */
export function useDownloadContractPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await apiRequest('GET', `/api/contracts/${id}/pdf`);
      return { blob: await response.blob(), disposition: response.headers.get('Content-Disposition') };
    },
    onSuccess: (_file, id) => queryClient.invalidateQueries({ queryKey: contractKeys.audit(id) }),
  });
}

import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import { getDispositionFilename } from '#client/lib/file-download.ts';

/** Spec §2: a contract whose booking is gone reads 'Unknown Couple'. */
export function getContractCouple(contract: Pick<Contract, 'coupleNames'>): string {
  return contract.coupleNames?.trim() || 'Unknown Couple';
}

/** Spec §2: a contract without a template name reads 'Standard Contract'. */
export function getContractName(contract: Pick<Contract, 'templateName'>): string {
  return contract.templateName?.trim() || 'Standard Contract';
}

/** 'Sarah & Michael' → 'sarah-michael'; letters of any script are kept. */
function toFilePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * The signed PDF's filename: the server's, or 'signed-contract-sarah-michael.pdf'. Path
 * separators never survive, whoever named it.
 */
export function getContractPdfFilename(contract: Pick<Contract, 'coupleNames'>, disposition: string | null): string {
  const fromServer = getDispositionFilename(disposition);
  if (fromServer) return fromServer;
  const couple = contract.coupleNames ? toFilePart(contract.coupleNames) : '';
  return couple ? `signed-contract-${couple}.pdf` : 'signed-contract.pdf';
}

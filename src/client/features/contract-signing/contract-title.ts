import type { PublicContract } from '#shared/contracts/contracts.schemas.ts';

/** Spec §2: a contract without a name reads 'Standard Contract'. */
export function getContractTitle(contract: Pick<PublicContract, 'templateName'>): string {
  return contract.templateName?.trim() || 'Standard Contract';
}

import type { PublicContract } from '#shared/contracts/contracts.schemas.ts';
import type { SigningKey } from '#shared/i18n/surfaces.ts';
import type { Translator } from '#shared/i18n/translator.ts';

/** Spec §2: a contract without a name reads 'Standard Contract' (in the page's language). */
export function getContractTitle(
  contract: Pick<PublicContract, 'templateName'>,
  { t }: Pick<Translator<SigningKey>, 't'>,
): string {
  return contract.templateName?.trim() || t('signing.standardContract');
}

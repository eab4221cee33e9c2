import type { PublicContract } from '#shared/contracts/contracts.schemas.ts';
import type { SigningKey } from '#shared/i18n/surfaces.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { Translator } from '#shared/i18n/translator.ts';

type Named = Pick<PublicContract, 'templateName' | 'names'>;

/**
 * The contract's name in the page's language (session 31): the name the server picked for a
 * reader of it (`pickContractName`), else its name as written; spec §2: a contract without a
 * name reads 'Standard Contract' (in the page's language).
 */
export function getContractTitle(
  contract: Named,
  { t, language }: Pick<Translator<SigningKey>, 't' | 'language'>,
): string {
  return contract.names[language]?.name ?? (contract.templateName?.trim() || t('signing.standardContract'));
}

/**
 * The language the name shown on a page in `language` is written in, when it is another (the
 * contract has no name in the page's language): the name is then marked with it. Undefined when
 * it is the page's, or unknown.
 */
export function getContractTitleLanguage(contract: Named, language: Language): Language | undefined {
  return contract.names[language]?.nameLanguage ?? undefined;
}

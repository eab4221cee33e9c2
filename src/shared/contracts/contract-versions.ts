import { languages, type Language } from '../i18n/languages.ts';

/**
 * A contract in language versions (decision 074). A template's `content` is written in the
 * venue's default client language; its versions in the other languages sit beside it, keyed by
 * language. A contract's `content` is its governing version (the one that prevails), in
 * `language`; a bilingual contract shows its other versions beside it.
 */
/**
 * A version in another language: its text, and the name couples read in that language (session
 * 31); without a name, the original's name, whole.
 */
export interface LanguageVersion {
  content: string;
  name?: string | undefined;
}
export type ContractTemplateTranslations = Partial<Record<Language, LanguageVersion>>;
export type ContractTranslations = Partial<Record<Language, LanguageVersion>>;

/** One version the signer was shown, as the signed event records it. */
export interface SignedVersion {
  language: Language;
  /** SHA-256 (hex) of the version's text as shown. */
  sha256: string;
  /** Whether this version prevails. */
  governs: boolean;
}

/**
 * The template's body for a contract in `language`: its version in that language, else the
 * original, whole, in the venue's default language (never a mix). The language is the text's.
 * The name is the version's name, else the template's (the original's).
 */
export function pickTemplateVersion(
  template: { name: string; content: string; translations?: ContractTemplateTranslations },
  language: Language,
  defaultLanguage: Language,
): { content: string; language: Language; name: string } {
  const version = language === defaultLanguage ? undefined : template.translations?.[language];
  return version?.content
    ? { content: version.content, language, name: version.name?.trim() || template.name }
    : { content: template.content, language: defaultLanguage, name: template.name };
}

/**
 * A contract's name as a reader of `language` reads it (session 31): in the contract's language,
 * its `templateName`; in another, the name of its version in that language, else `templateName`
 * (a quoted proper name, whole, never mixed). `nameLanguage` is the language the name is known to
 * be in when it is not the reader's (to mark it `lang`), else null. Null `name`: the contract has
 * no name (the reader's "Standard Contract").
 */
export function pickContractName(
  contract: { templateName: string | null; language: Language | null; translations: ContractTranslations },
  language: Language,
): { name: string | null; nameLanguage: Language | null } {
  const own = language === contract.language ? undefined : contract.translations[language]?.name?.trim();
  if (own) return { name: own, nameLanguage: null };
  const name = contract.templateName?.trim() || null;
  const isOther = name !== null && contract.language !== null && contract.language !== language;
  return { name, nameLanguage: isOther ? contract.language : null };
}

/** The name a reader of each language reads (`pickContractName`); none when the contract has no name. */
export function listContractNames(contract: {
  templateName: string | null;
  language: Language | null;
  translations: ContractTranslations;
}): Partial<Record<Language, { name: string; nameLanguage: Language | null }>> {
  const names: Partial<Record<Language, { name: string; nameLanguage: Language | null }>> = {};
  for (const language of languages) {
    const { name, nameLanguage } = pickContractName(contract, language);
    if (name !== null) names[language] = { name, nameLanguage };
  }
  return names;
}

/** A contract's versions in the order a reader meets them: the governing one first. */
export function listContractVersions(contract: {
  content: string;
  language: Language | null;
  translations: ContractTranslations;
}): { language: Language | null; content: string; governs: boolean }[] {
  // In the order of `languages`, not the stored object's: jsonb keeps keys in an order of its own.
  const others = languages.flatMap((language) => {
    const version = language === contract.language ? undefined : contract.translations[language];
    return version ? [{ language, content: version.content, governs: false }] : [];
  });
  return [{ language: contract.language, content: contract.content, governs: true }, ...others];
}

import { languages, type Language } from '../i18n/languages.ts';

/**
 * A contract in language versions (decision 074). A template's `content` is written in the
 * venue's default client language; its versions in the other languages sit beside it, keyed by
 * language. A contract's `content` is its governing version (the one that prevails), in
 * `language`; a bilingual contract shows its other versions beside it.
 */
export type ContractTemplateTranslations = Partial<Record<Language, { content: string }>>;
export type ContractTranslations = Partial<Record<Language, { content: string }>>;

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
 */
export function pickTemplateVersion(
  template: { content: string; translations?: ContractTemplateTranslations },
  language: Language,
  defaultLanguage: Language,
): { content: string; language: Language } {
  const version = language === defaultLanguage ? undefined : template.translations?.[language]?.content;
  return version ? { content: version, language } : { content: template.content, language: defaultLanguage };
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

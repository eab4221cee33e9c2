import {
  listContractVersions,
  type ContractTranslations,
  type SignedVersion,
} from '#shared/contracts/contract-versions.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { sha256Hex } from './contract-audit.ts';

/**
 * The versions a signer of the contract is shown, each language with the SHA-256 of its text and
 * whether it governs, governing first (decision 074). None for a contract made before its
 * language was recorded: what it shows is its one text, as before.
 */
export function describeSignedVersions(contract: {
  content: string;
  language: Language | null;
  translations: ContractTranslations;
}): SignedVersion[] | null {
  if (contract.language === null) return null;
  return listContractVersions(contract).map((version) => ({
    language: version.language!,
    sha256: sha256Hex(version.content),
    governs: version.governs,
  }));
}

/** Whether two lists name the same versions, in the same order, with the same hashes. */
export function sameSignedVersions(
  recorded: readonly SignedVersion[],
  stored: readonly SignedVersion[] | null,
): boolean {
  return (
    stored !== null &&
    recorded.length === stored.length &&
    recorded.every(
      (version, index) =>
        version.language === stored[index]!.language &&
        version.sha256 === stored[index]!.sha256 &&
        version.governs === stored[index]!.governs,
    )
  );
}

/** A version as the signed PDF carries it: its text, language, SHA-256 and whether it governs. */
export interface SignedVersionText extends SignedVersion {
  content: string;
}

/** The versions the signed PDF carries, with their hashes; null for a contract made before (its one text). */
export function listSignedVersionTexts(contract: {
  content: string;
  language: Language | null;
  translations: ContractTranslations;
}): SignedVersionText[] | null {
  const hashes = describeSignedVersions(contract);
  if (!hashes) return null;
  return listContractVersions(contract).map((version, index) => ({ ...hashes[index]!, content: version.content }));
}

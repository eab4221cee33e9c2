import type { Language } from '#shared/i18n/languages.ts';
import { pickContractName, type ContractTranslations } from '#shared/contracts/contract-versions.ts';
import { getTranslator } from '#shared/i18n/i18n.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './contracts.repo.ts';

/**
 * The couple's language for a contract's e-mails and page: the booking's stored language, else
 * (a contract without a booking) the venue's default client language, whoever acts (decision 068).
 */
export async function findCoupleLanguage(
  db: DbOrTx,
  contract: { venueId: number; bookingId: number | null },
): Promise<Language> {
  const booking = await repo.findBookingNaming(db, contract.venueId, contract.bookingId);
  if (booking) return booking.language;
  return (await repo.findVenueFacts(db, contract.venueId)).defaultClientLanguage;
}

/** A link to a couple's page that opens in their language (the page follows ?lang= first). */
export function withLanguage(url: string, language: Language): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
}

/**
 * A contract's name as a reader of `language` reads it (session 31): its name in that language
 * (`pickContractName`: the version's, else the contract's `templateName`), or 'Standard Contract'
 * in their language when it has none. Every text a couple reads names the contract through it.
 */
export function getContractNameIn(
  contract: { templateName: string | null; language: Language | null; translations: ContractTranslations },
  language: Language,
): string {
  return pickContractName(contract, language).name ?? getTranslator(language).t('signing.standardContract');
}

import type { Language } from '#shared/i18n/languages.ts';
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

/** A contract's name as the couple reads it: the venue's, or 'Standard Contract' in their language. */
export function getContractNameIn(templateName: string | null, language: Language): string {
  return templateName?.trim() || getTranslator(language).t('signing.standardContract');
}

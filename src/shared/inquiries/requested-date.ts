import { formatLongDay, formatWeekdayName } from '../i18n/format.ts';
import type { Translator } from '../i18n/translator.ts';
import type { InquiryKey } from '../i18n/surfaces.ts';
import type { RequestedDate } from './inquiries.schemas.ts';

/** "a, b and c" / "a, b y c": the days are full dates with commas of their own, so no comma before the last. */
function joinList(items: readonly string[], { t }: Translator<InquiryKey>): string {
  if (items.length <= 1) return items.join('');
  return t('list.and', { head: items.slice(0, -1).join(', '), last: items.at(-1) ?? '' });
}

function describeState(date: RequestedDate, translator: Translator<InquiryKey>): string {
  const { t, locale } = translator;
  const day = formatLongDay(date.day, locale);
  if (date.available) return t('requestedDate.available', { day });
  switch (date.reason) {
    case 'booked':
      return t('requestedDate.booked', { day });
    case 'closed':
      return t('requestedDate.closed', { day, weekday: formatWeekdayName(date.day, locale) });
    case 'blackout':
      return t('requestedDate.blackout', { day });
    case 'past':
      return t('requestedDate.past', { day });
    default:
      return t('requestedDate.notOpen', { day });
  }
}

/**
 * How the date a visitor asked about stood when the inquiry arrived, and the open days offered
 * instead: the same sentences on the thank-you page and in the acknowledgement e-mail, in the
 * visitor's language.
 */
export function describeRequestedDate(date: RequestedDate, translator: Translator<InquiryKey>): string {
  const { t, locale } = translator;
  const state = describeState(date, translator);
  if (date.available) return state;
  const alternatives = (date.alternatives ?? []).map((day) => formatLongDay(day, locale));
  if (alternatives.length === 0) return t('requestedDate.noneNear', { state });
  return t('requestedDate.nearest', { count: alternatives.length, state, days: joinList(alternatives, translator) });
}

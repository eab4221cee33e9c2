import { useState } from 'react';
import { useSearch } from 'wouter';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { LANGUAGE_PARAM, readLanguageCookie, selectLanguage } from '#shared/i18n/select-language.ts';
import { usePortalBookings } from './api.ts';
import { sortBookingsForPortal } from './portal-data.ts';

/**
 * The language the couple's bookings are kept in: the next event's (what is to come first), as
 * every e-mail to them is written in it. A booking takes the venue's default client language when
 * nobody named one, so this is the venue's default too (decision 068).
 */
export function getBookingsLanguage(bookings: readonly Booking[] | undefined, now: number): Language | null {
  if (!bookings || bookings.length === 0) return null;
  return sortBookingsForPortal([...bookings], now)[0]?.language ?? null;
}

/**
 * The portal's language, for its page and for the header the signed-in shell draws around it:
 * ?lang= (a portal e-mail's link names it), the saved choice, the browser's languages, then the
 * couple's bookings' language. The same choice as `useVisitorLanguage`, made here without the
 * message runtime so the staff shell that draws the header does not load it.
 */
export function usePortalLanguage(): Language {
  const { data } = usePortalBookings();
  const [now] = useState(() => Date.now());
  const query = new URLSearchParams(useSearch()).get(LANGUAGE_PARAM);
  return selectLanguage({
    query,
    saved: typeof document === 'undefined' ? null : readLanguageCookie(document.cookie),
    acceptLanguage: typeof navigator === 'undefined' ? null : navigator.languages,
    venueDefault: getBookingsLanguage(data, now),
  });
}

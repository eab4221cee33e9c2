import { useState } from 'react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { useVisitorLanguage } from '#client/lib/i18n/i18n-context.tsx';
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
 * The portal page's language (the header follows it, portal-language-context.tsx):
 * ?lang= (a portal e-mail's link names it), the saved choice, the browser's languages, then the
 * couple's bookings' language: `useVisitorLanguage` with the bookings' language as the default.
 */
export function usePortalLanguage(): Language {
  const { data } = usePortalBookings();
  const [now] = useState(() => Date.now());
  return useVisitorLanguage(getBookingsLanguage(data, now));
}

import type { User } from '#shared/auth/auth.schemas.ts';
import type { Booking, BookingVenue } from '#shared/bookings/bookings.schemas.ts';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { jsonResponse, makeStaffUser, routeFetch } from './fake-api.ts';

/** The portal's tests run late on 23 November 2026 in Chicago (already the 24th in UTC). */
export const PORTAL_NOW = new Date('2026-11-24T03:00:00.000Z');

export const roseHall: BookingVenue = {
  id: 7,
  name: 'Rose Hall',
  logo: null,
  primaryColor: '#1D4ED8',
  secondaryColor: '#6B7280',
  accentColor: '#10B981',
};

export const lakesideBarn: BookingVenue = {
  id: 9,
  name: 'Lakeside Barn',
  logo: 'data:image/png;base64,iVBORw0KGgo=',
  primaryColor: '#B45309',
  secondaryColor: '#4B5563',
  accentColor: '#059669',
};

/** Sarah, a client of Rose Hall (Chicago): her session carries its zone. */
export const portalClient: User = makeStaffUser('owner', {
  id: 21,
  username: 'sarah@example.com',
  firstName: 'Sarah',
  lastName: 'Johnson',
  email: 'sarah@example.com',
  role: 'client',
  venueId: roseHall.id,
  venueName: roseHall.name,
  venueTimeZone: 'America/Chicago',
});

/** The client's own lists as GET /api/bookings, /api/payments and /api/contracts answer them. */
export interface PortalData {
  bookings: Booking[];
  payments: Payment[];
  contracts: Contract[];
}

export function servePortal(
  data: PortalData,
  routes: Record<string, (init?: RequestInit) => Response> = {},
): typeof fetch {
  return routeFetch({
    'GET /api/bookings': () => jsonResponse(200, data.bookings),
    'GET /api/payments': () => jsonResponse(200, data.payments),
    'GET /api/contracts': () => jsonResponse(200, data.contracts),
    ...routes,
  });
}

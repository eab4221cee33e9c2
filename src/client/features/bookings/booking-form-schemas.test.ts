import { describe, expect, it } from 'vitest';
import {
  getDefaultEventDate,
  getEditBookingDefaults,
  getEditBookingFormSchema,
  getNewBookingFormSchema,
  parseAmount,
  parseGuestCount,
} from './booking-form-schemas.ts';

// The form is in the venue's wall time (Los Angeles here) while the tests run with TZ=UTC.
const venue = 'America/Los_Angeles';
const newBookingFormSchema = getNewBookingFormSchema(venue);
const editBookingFormSchema = getEditBookingFormSchema(venue);

const valid = {
  coupleNames: 'Sarah & Michael',
  eventDate: '2031-06-14T12:00',
  email: 'sarah@example.com',
  eventType: 'Wedding',
  guestCount: 120,
  phone: '',
  notes: '',
};

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the New Booking form rules', () => {
  it('sends the venue’s wall time as an ISO instant and empty optional text as null', () => {
    const result = newBookingFormSchema.parse(valid);
    // Noon PDT (UTC-7).
    expect(result).toEqual({ ...valid, eventDate: '2031-06-14T19:00:00.000Z', phone: null, notes: null });
    expect(getNewBookingFormSchema('Asia/Tokyo').parse(valid).eventDate).toBe('2031-06-14T03:00:00.000Z');
  });

  it('refuses a date that does not exist', () => {
    for (const eventDate of ['2031-02-30T12:00', '2031-06-14T24:00', '14/06/2031 12:00']) {
      expect(messages(newBookingFormSchema.safeParse({ ...valid, eventDate }))).toEqual({
        eventDate: 'Enter a valid event date',
      });
    }
  });

  it('names the missing required fields with the server’s messages', () => {
    const result = newBookingFormSchema.safeParse({ ...valid, coupleNames: '  ', email: '', eventDate: '' });
    expect(messages(result)).toEqual({
      coupleNames: 'Couple names are required',
      email: 'Email is required',
      eventDate: 'Event date is required',
    });
    expect(messages(newBookingFormSchema.safeParse({ ...valid, email: 'nope' }))).toEqual({
      email: 'Enter a valid email address',
    });
  });

  it('allows no guests at all on create, but refuses a negative count', () => {
    expect(newBookingFormSchema.parse({ ...valid, guestCount: null }).guestCount).toBeNull();
    expect(newBookingFormSchema.parse({ ...valid, guestCount: 0 }).guestCount).toBe(0);
    expect(messages(newBookingFormSchema.safeParse({ ...valid, guestCount: -1 }))).toEqual({
      guestCount: 'Guest count must be at least 0',
    });
  });

  it('defaults the date to noon of the chosen venue day, or of today at the venue', () => {
    expect(getDefaultEventDate('2031-06-14', venue)).toBe('2031-06-14T12:00');
    // 05:00 UTC on 21 November is still the 20th in Los Angeles, already the 21st in Tokyo.
    const now = new Date('2026-11-21T05:00:00.000Z');
    expect(getDefaultEventDate(null, venue, now)).toBe('2026-11-20T12:00');
    expect(getDefaultEventDate(null, 'Asia/Tokyo', now)).toBe('2026-11-21T12:00');
    expect(getDefaultEventDate('2031-02-30', venue, now)).toBe('2026-11-20T12:00');
  });
});

describe('the Edit Booking form rules', () => {
  const booking = {
    id: 3,
    clientId: null,
    coupleNames: 'Ana & Luis',
    eventDate: '2031-06-14T19:30:00.000Z',
    eventType: 'Gala',
    guestCount: 80,
    status: 'booked' as const,
    email: 'ana@example.com',
    phone: null,
    notes: null,
    totalAmount: '12500.00',
    language: 'en' as const,
    createdAt: '2026-11-01T10:00:00.000Z',
  };

  it('loads from the booking, its date in venue time, and sends every field back', () => {
    const defaults = getEditBookingDefaults(booking, venue);
    expect(defaults).toMatchObject({ eventDate: '2031-06-14T12:30', phone: '', notes: '', status: 'booked' });
    expect(getEditBookingDefaults(booking, 'Pacific/Kiritimati').eventDate).toBe('2031-06-15T09:30');
    expect(editBookingFormSchema.parse(defaults)).toEqual({
      coupleNames: 'Ana & Luis',
      eventDate: '2031-06-14T19:30:00.000Z',
      eventType: 'Gala',
      guestCount: 80,
      email: 'ana@example.com',
      phone: null,
      notes: null,
      status: 'booked',
      totalAmount: '12500.00',
    });
  });

  it('needs at least 1 guest and an amount of 0 or more with at most 2 decimals', () => {
    const defaults = getEditBookingDefaults(booking, venue);
    expect(messages(editBookingFormSchema.safeParse({ ...defaults, guestCount: 0 }))).toEqual({
      guestCount: 'Guest count must be at least 1',
    });
    expect(messages(editBookingFormSchema.safeParse({ ...defaults, totalAmount: '-5' }))).toEqual({
      totalAmount: 'Enter an amount of 0 or more with at most 2 decimals',
    });
    expect(messages(editBookingFormSchema.safeParse({ ...defaults, totalAmount: '1.234' }))).toEqual({
      totalAmount: 'Enter an amount of 0 or more with at most 2 decimals',
    });
    expect(editBookingFormSchema.parse({ ...defaults, totalAmount: null }).totalAmount).toBeNull();
  });
});

describe('field parsers', () => {
  it('keeps whole numbers and clears anything else', () => {
    expect(parseGuestCount('120')).toBe(120);
    expect(parseGuestCount(' 7 ')).toBe(7);
    expect(parseGuestCount('-3')).toBe(-3);
    for (const value of ['2.5', '1e3', 'abc', '', undefined, 2.5]) expect(parseGuestCount(value)).toBeNull();
  });

  it('reads an empty amount as none', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount(' 99.50 ')).toBe('99.50');
  });
});

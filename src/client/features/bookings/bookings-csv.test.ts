import { describe, expect, it } from 'vitest';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import {
  buildBookingsCsv,
  bookingsCsvHeader,
  getBookingsCsvFileName,
  neutraliseCsvValue,
  toCsvCell,
} from './bookings-csv.ts';

function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 7,
    clientId: null,
    coupleNames: 'Sarah & Michael',
    eventDate: '2031-06-14T19:30:00.000Z',
    eventType: 'Wedding',
    guestCount: 120,
    status: 'deposit_paid',
    email: 'sarah@example.com',
    phone: null,
    notes: null,
    totalAmount: '12500.00',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('CSV cells', () => {
  it('quotes every value and doubles quotes inside', () => {
    expect(toCsvCell('Ana "Lu" Diaz, Jr.')).toBe('"Ana ""Lu"" Diaz, Jr."');
    expect(toCsvCell(120)).toBe('"120"');
    expect(toCsvCell(0)).toBe('"0"');
  });

  it('writes N/A for a missing value', () => {
    expect(toCsvCell(null)).toBe('"N/A"');
    expect(toCsvCell(undefined)).toBe('"N/A"');
    expect(toCsvCell('')).toBe('"N/A"');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(neutraliseCsvValue('=SUM(1)')).toBe("'=SUM(1)");
    expect(neutraliseCsvValue('+1')).toBe("'+1");
    expect(neutraliseCsvValue('-1')).toBe("'-1");
    expect(neutraliseCsvValue('@x')).toBe("'@x");
    expect(neutraliseCsvValue('\tx')).toBe("'\tx");
    expect(neutraliseCsvValue('\rx')).toBe("'\rx");
    expect(neutraliseCsvValue('Sarah = Michael')).toBe('Sarah = Michael');
    expect(toCsvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
  });
});

describe('buildBookingsCsv', () => {
  it('writes a header row and one row per booking, lines ending in CRLF', () => {
    const csv = buildBookingsCsv([
      booking(),
      booking({
        id: 8,
        coupleNames: '=SUM(1)',
        guestCount: null,
        totalAmount: null,
        status: 'inquiry',
        phone: '+1 555',
      }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[0]).toBe(bookingsCsvHeader.map((name) => `"${name}"`).join(','));
    expect(lines[0]).toBe(
      '"Booking ID","Couple Names","Event Date","Event Type","Status","Guest Count","Email","Phone","Total Amount","Notes"',
    );
    expect(lines[1]).toBe(
      '"7","Sarah & Michael","2031-06-14 19:30","Wedding","Deposit Paid","120","sarah@example.com","N/A","12500.00","N/A"',
    );
    expect(lines[2]).toBe(
      '"8","\'=SUM(1)","2031-06-14 19:30","Wedding","Inquiry","N/A","sarah@example.com","\'+1 555","N/A","N/A"',
    );
  });

  it('keeps line breaks inside a quoted note', () => {
    expect(buildBookingsCsv([booking({ notes: 'Line one\nLine two' })])).toContain('"Line one\nLine two"');
  });

  it('names the file with the month', () => {
    expect(getBookingsCsvFileName(new Date(2031, 5, 14))).toBe('bookings-2031-06.csv');
  });
});

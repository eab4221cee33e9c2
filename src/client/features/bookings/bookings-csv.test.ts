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
    language: 'en',
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
    const csv = buildBookingsCsv(
      [
        booking(),
        booking({
          id: 8,
          coupleNames: '=SUM(1)',
          guestCount: null,
          totalAmount: null,
          status: 'inquiry',
          phone: '+1 555',
        }),
      ],
      'UTC',
    );
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
    expect(buildBookingsCsv([booking({ notes: 'Line one\nLine two' })], 'UTC')).toContain('"Line one\nLine two"');
  });

  it('writes the event date in the venue’s wall time', () => {
    const [, row] = buildBookingsCsv([booking()], 'America/Los_Angeles').split('\r\n');
    expect(row).toContain('"2031-06-14 12:30"');
    const [, tokyo] = buildBookingsCsv([booking({ eventDate: '2031-06-14T19:30:00.000Z' })], 'Asia/Tokyo').split(
      '\r\n',
    );
    expect(tokyo).toContain('"2031-06-15 04:30"');
  });

  it('names the file with the month', () => {
    expect(getBookingsCsvFileName(new Date('2031-06-14T12:00:00.000Z'), 'UTC')).toBe('bookings-2031-06.csv');
    // The first of July in Tokyo is still 30 June in UTC: the venue's month names the file.
    expect(getBookingsCsvFileName(new Date('2031-06-30T15:00:00.000Z'), 'Asia/Tokyo')).toBe('bookings-2031-07.csv');
  });
});

import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_SETTINGS, type ShareSettings } from '#shared/calendar/calendar-share.schemas.ts';
import { buildIcsCalendar, foldIcsLines, type FeedBooking } from './ical-feed.ts';

const venue = {
  name: 'Rosewood Hall',
  address: '12 Garden Lane, Springfield; CA',
  timeZone: 'America/Los_Angeles',
  defaultLanguage: 'en' as const,
  translations: { es: { eventTypes: { 'Garden Brunch': 'Almuerzo en el jardín' } } },
};

function booking(overrides: Partial<FeedBooking> = {}): FeedBooking {
  return {
    id: 7,
    coupleNames: 'Sarah & Michael',
    eventDate: new Date('2031-06-15T00:00:00Z'),
    eventType: 'Wedding',
    email: 'sarah@example.com',
    phone: '555-0100',
    notes: 'Garden ceremony',
    totalAmount: '9000.00',
    status: 'booked',
    sequence: 0,
    updatedAt: new Date('2031-01-02T03:04:05Z'),
    ...overrides,
  };
}

function build(bookings: FeedBooking[], settings: Partial<ShareSettings> = {}, language?: 'en' | 'es') {
  return buildIcsCalendar({
    venue,
    bookings,
    settings: { ...DEFAULT_SHARE_SETTINGS, ...settings },
    host: 'venuedesk.test',
    language,
  });
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

function octets(line: string): number {
  return Buffer.byteLength(line, 'utf8');
}

describe('foldIcsLines', () => {
  it('folds every line to at most 75 octets without splitting a character, and unfolds back exactly', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'é', '€', '😀', '漢', ' ', '\\,'), maxLength: 400 });
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 4 }), (values) => {
        const original = values.map((value, index) => `X-LINE-${index}:${value}`).join('\r\n');
        const folded = foldIcsLines(original);
        for (const line of folded.split('\r\n')) {
          expect(octets(line)).toBeLessThanOrEqual(75);
          expect(line).not.toContain('\uFFFD');
        }
        expect(folded.replaceAll('\r\n ', '')).toBe(original);
      }),
    );
  });

  it('leaves short lines alone', () => {
    expect(foldIcsLines('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
});

describe('buildIcsCalendar', () => {
  it('writes the header the spec names and one event per booking, with CRLF line ends only', () => {
    const text = build([booking(), booking({ id: 8, eventDate: new Date('2031-06-22T01:00:00Z') })]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Rosewood Hall');
    expect(calendar.getFirstPropertyValue('x-published-ttl')?.toString()).toBe('PT1H');
    expect(events).toHaveLength(2);
    const event = new ICAL.Event(events[0]);
    expect(event.uid).toBe('booking-7@venuedesk.test');
    expect(event.startDate.toJSDate().toISOString()).toBe('2031-06-15T00:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2031-06-15T04:00:00.000Z');
    expect(event.summary).toBe('Event - Wedding');
    expect(event.description).toBe('Venue booking');
    expect(event.location).toBe('12 Garden Lane, Springfield; CA');
    expect(events[0]!.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(events[0]!.getFirstPropertyValue('dtstamp')?.toString()).toBe('2031-01-02T03:04:05Z');
  });

  it('escapes backslashes, semicolons, commas and newlines in TEXT values', () => {
    const text = build([booking({ coupleNames: 'A\\B; C, D\nE', notes: 'one\r\ntwo, three; four\\' })], {
      includeClientNames: true,
      includeNotes: true,
    });
    expect(text).toContain('SUMMARY:A\\\\B\\; C\\, D\\nE - Wedding');
    expect(text).toContain('LOCATION:12 Garden Lane\\, Springfield\\; CA');
    const event = new ICAL.Event(parse(text).events[0]);
    expect(event.summary).toBe('A\\B; C, D\nE - Wedding');
    expect(event.description).toBe('one\ntwo, three; four\\');
  });

  it('keeps notes holding CRLF and END:VEVENT inside one property: one VEVENT per booking', () => {
    const hostile = 'Fine.\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil@attacker\r\nSUMMARY:Injected\r\n';
    const text = build([booking({ notes: hostile, coupleNames: 'X\r\nEND:VCALENDAR' }), booking({ id: 8 })], {
      includeNotes: true,
      includeClientNames: true,
    });
    const { events } = parse(text);
    expect(events).toHaveLength(2);
    expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(2);
    expect(text).not.toMatch(/^UID:evil/m);
    expect(new ICAL.Event(events[0]).description).toBe(hostile.replaceAll('\r\n', '\n'));
  });

  it('escapes the calendar name and drops control characters', () => {
    const text = buildIcsCalendar({
      venue: { ...venue, name: 'Hall\r\nBEGIN:VEVENT, A;B\u0007' },
      bookings: [booking({ coupleNames: 'Ana\u001b Lopez' })],
      settings: { ...DEFAULT_SHARE_SETTINGS, includeClientNames: true },
      host: 'venuedesk.test',
    });
    const { events } = parse(text);
    expect(events).toHaveLength(1);
    // ical.js does not know X-WR-CALNAME as TEXT, so the raw line is the check.
    expect(text).toContain('\r\nX-WR-CALNAME:Hall\\nBEGIN:VEVENT\\, A\\;B\r\n');
    expect(new ICAL.Event(events[0]).summary).toBe('Ana Lopez - Wedding');
  });

  it('folds long UTF-8 names at 75 octets, and they unfold back exactly', () => {
    const names = 'Zoë & Renée Müller-Łukasiewicz 💍 ' + '婚礼 '.repeat(30) + '😀'.repeat(20);
    const text = build([booking({ coupleNames: names })], { includeClientNames: true });
    const lines = text.split('\r\n');
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(Buffer.from(text, 'utf8').toString('utf8')).toBe(text);
    expect(new ICAL.Event(parse(text).events[0]).summary).toBe(`${names} - Wedding`);
  });

  it('applies the switches: names, notes, contact details and the total only when on', () => {
    const off = new ICAL.Event(parse(build([booking()])).events[0]);
    expect(off.summary).toBe('Event - Wedding');
    expect(off.description).toBe('Venue booking');
    const on = new ICAL.Event(
      parse(
        build([booking()], {
          includeClientNames: true,
          includeNotes: true,
          includeContactInfo: true,
          includeRevenue: true,
        }),
      ).events[0],
    );
    expect(on.summary).toBe('Sarah & Michael - Wedding');
    expect(on.description).toBe('Garden ceremony\n\nEmail: sarah@example.com\nPhone: 555-0100\nTotal: $9000.00');
    const noNotes = new ICAL.Event(parse(build([booking({ notes: null })], { includeNotes: true })).events[0]);
    expect(noNotes.description).toBe('Venue booking');
  });

  it('leaves LOCATION out when the venue has no address, rather than the spec’s placeholder (decision 042)', () => {
    for (const address of [null, '  ']) {
      const text = buildIcsCalendar({
        venue: { ...venue, address },
        bookings: [booking()],
        settings: DEFAULT_SHARE_SETTINGS,
        host: 'venuedesk.test',
      });
      expect(text).not.toContain('LOCATION');
      expect(new ICAL.Event(parse(text).events[0]).location).toBeNull();
    }
  });

  it('marks pencilled-in dates TENTATIVE, booked ones CONFIRMED, cancelled ones CANCELLED', () => {
    const statuses = ['inquiry', 'tour_scheduled', 'contract_sent', 'booked', 'deposit_paid', 'completed', 'cancelled'];
    const { events } = parse(
      build(statuses.map((status, id) => booking({ id, status: status as FeedBooking['status'] }))),
    );
    expect(events.map((event) => event.getFirstPropertyValue('status'))).toEqual([
      'TENTATIVE',
      'TENTATIVE',
      'TENTATIVE',
      'CONFIRMED',
      'CONFIRMED',
      'CONFIRMED',
      'CANCELLED',
    ]);
  });

  it('writes the booking’s SEQUENCE', () => {
    const event = new ICAL.Event(parse(build([booking({ sequence: 3 })])).events[0]);
    expect(event.sequence).toBe(3);
  });

  it('is byte-for-byte the same for the same data (the ETag depends on it)', () => {
    expect(build([booking()])).toBe(build([booking()]));
  });
});

describe('the feed in Spanish (?lang=es on a Spanish shared calendar page)', () => {
  const everything = { includeClientNames: false, includeContactInfo: true, includeRevenue: true, includeNotes: false };

  it("writes VenueDesk's own texts, the event types and the amount in Spanish", () => {
    const [event] = parse(build([booking()], everything, 'es')).events;
    const read = new ICAL.Event(event);
    expect(read.summary).toBe('Evento - Boda');
    expect(read.description).toBe(
      'Reservación en el salón\n\nCorreo electrónico: sarah@example.com\nTeléfono: 555-0100\nTotal: $9,000.00',
    );
  });

  it("gives the venue's own event type its Spanish name, and one without a name as written", () => {
    const { events } = parse(
      build([booking({ eventType: 'Garden Brunch' }), booking({ id: 8, eventType: 'Tango Night' })], everything, 'es'),
    );
    expect(events.map((event) => new ICAL.Event(event).summary)).toEqual([
      'Evento - Almuerzo en el jardín',
      'Evento - Tango Night',
    ]);
  });

  it('leaves the English feed exactly as it was', () => {
    const [event] = parse(build([booking()], everything)).events;
    const read = new ICAL.Event(event);
    expect(read.summary).toBe('Event - Wedding');
    expect(read.description).toBe('Venue booking\n\nEmail: sarah@example.com\nPhone: 555-0100\nTotal: $9000.00');
    expect(build([booking()], everything)).toBe(build([booking()], everything, 'en'));
  });
});

import { describe, expect, it } from 'vitest';
import { getCell, getReferencePrice, getSlotFill, getVenueDemand, isBookableDay } from './demand.ts';
import { getCountryOfTimeZone, getPublicHolidays } from './public-holidays.ts';
import { bookingOn, leadFor, makeFacts, TODAY } from './venue-facts.test-helper.ts';

const SATURDAY = 6;
const JUNE = 5;

describe('getVenueDemand', () => {
  it('spans a year back and a year ahead of the venue’s today', () => {
    // 20:00 UTC on the 26th is still the 26th in Los Angeles, and already the 27th in Tokyo.
    const demand = getVenueDemand(makeFacts());
    expect([demand.todayKey, demand.firstDay, demand.lastDay]).toEqual(['2026-11-26', '2025-11-26', '2027-11-26']);
    expect(demand.days).toHaveLength(731);
    expect(getVenueDemand(makeFacts({ timeZone: 'Asia/Tokyo' })).todayKey).toBe('2026-11-27');
  });

  it('fills each weekday × month of the last 12 months with confirmed bookings against its slots', () => {
    const facts = makeFacts({
      bookings: [
        bookingOn('2026-06-06', 'booked'),
        bookingOn('2026-06-13', 'completed'),
        bookingOn('2026-06-20', 'deposit_paid'),
        // Held but not confirmed, and cancelled: neither fills.
        bookingOn('2026-06-27', 'inquiry'),
        bookingOn('2026-06-27', 'cancelled'),
        // A year ahead: what fills is the last 12 months'.
        bookingOn('2027-06-05', 'booked'),
      ],
    });
    expect(getCell(getVenueDemand(facts), JUNE, SATURDAY)).toEqual({
      weekday: SATURDAY,
      month: JUNE,
      openDays: 4,
      slots: 4,
      booked: 3,
      asked: 0,
    });
  });

  it('opens maxBookingsPerDay slots on each open day, none on closed weekdays or blackout dates', () => {
    const twoADay = getVenueDemand(makeFacts({ maxBookingsPerDay: 2, blackoutDates: ['2026-06-13'] }));
    expect(getCell(twoADay, JUNE, SATURDAY)).toMatchObject({ openDays: 3, slots: 6 });
    const closedSaturdays = getVenueDemand(makeFacts({ openWeekdays: [0, 1, 2, 3, 4, 5] }));
    expect(getCell(closedSaturdays, JUNE, SATURDAY)).toMatchObject({ openDays: 0, slots: 0 });
    expect(closedSaturdays.days.find((day) => day.dayKey === '2027-06-05')?.isOpen).toBe(false);
  });

  it('counts the leads asking by month and day, leaving out converted ones and those without a date', () => {
    const demand = getVenueDemand(
      makeFacts({
        leads: [
          leadFor('2027-06-12', 'new'),
          leadFor('2027-06-12', 'contacted'),
          leadFor('2027-06-19', 'lost'),
          leadFor('2027-06-05', 'converted'),
          leadFor(null, 'new'),
          leadFor('2026-06-13', 'proposal_sent'),
        ],
      }),
    );
    expect(Object.fromEntries(demand.leadsByMonth)).toEqual({ '2027-06': 3, '2026-06': 1 });
    expect(Object.fromEntries(demand.leadsByDay)).toEqual({ '2027-06-12': 2, '2027-06-19': 1, '2026-06-13': 1 });
    expect(getCell(demand, JUNE, SATURDAY).asked).toBe(1);
  });

  it('flags the public holidays of the venue’s country, and none when the country is unknown', () => {
    const holidays = getVenueDemand(makeFacts({ country: 'US' })).holidays;
    expect(holidays.get('2027-07-04')).toBe('Independence Day');
    expect(holidays.get('2026-12-25')).toBe('Christmas Day');
    // Christmas Eve and Valentine's Day are not days off.
    expect(holidays.has('2026-12-24')).toBe(false);
    expect(holidays.has('2027-02-14')).toBe(false);
    expect(getVenueDemand(makeFacts({ country: null })).holidays.size).toBe(0);
  });
});

describe('getSlotFill and isBookableDay', () => {
  it('adds up a run of days, and offers only days ahead, open, with a slot free', () => {
    const facts = makeFacts({
      maxBookingsPerDay: 2,
      blackoutDates: ['2026-12-12'],
      bookings: [
        bookingOn('2026-12-05'),
        bookingOn('2026-12-05', 'inquiry'),
        bookingOn('2026-12-19', 'tour_scheduled'),
        // A cancelled booking frees its slot.
        bookingOn('2026-12-19', 'cancelled'),
      ],
    });
    const demand = getVenueDemand(facts);
    const december = getSlotFill(demand, 2, (day) => day.dayKey.startsWith('2026-12'));
    expect(december).toEqual({ openDays: 30, slots: 60, booked: 1, held: 3 });
    const bookable = (dayKey: string) =>
      isBookableDay(
        demand,
        2,
        demand.days.find((day) => day.dayKey === dayKey)!,
      );
    expect(['2026-11-26', '2026-11-27', '2026-12-05', '2026-12-12', '2026-12-19'].map(bookable)).toEqual([
      false, // today
      true,
      false, // full
      false, // blackout
      true, // one of two slots held
    ]);
  });
});

describe('getReferencePrice', () => {
  it('averages the confirmed bookings with a total, else takes the base price', () => {
    const bookings = [
      bookingOn('2026-05-02', 'completed', 12_000),
      bookingOn('2026-05-09', 'booked', 9_001),
      bookingOn('2026-05-16', 'deposit_paid', null),
      bookingOn('2026-05-23', 'cancelled', 50_000),
      bookingOn('2026-05-30', 'inquiry', 50_000),
    ];
    expect(getReferencePrice(makeFacts({ bookings }))).toEqual({ amount: 10_501, basis: 'average booking' });
    expect(getReferencePrice(makeFacts({ basePrice: 4500 }))).toEqual({ amount: 4500, basis: 'base price' });
    expect(getReferencePrice(makeFacts({ basePrice: null }))).toBeNull();
  });
});

describe('public holidays', () => {
  it('reads holidays in a window, in English, for any country the library knows', () => {
    const germany = getPublicHolidays('DE', '2027-05-01', '2027-05-31');
    expect(Object.fromEntries(germany)).toEqual({
      '2027-05-01': 'Labour Day',
      '2027-05-06': 'Ascension Day',
      '2027-05-17': 'Whit Monday',
    });
    expect(getPublicHolidays('XX', '2027-01-01', '2027-12-31').size).toBe(0);
  });

  it('finds a zone’s country when one country alone lists it', () => {
    expect(getCountryOfTimeZone('America/Los_Angeles')).toBe('US');
    expect(getCountryOfTimeZone('Europe/Berlin')).toBe('DE');
    expect(getCountryOfTimeZone('Asia/Tokyo')).toBe('JP');
    // Shared by Nigeria, Benin, Cameroon…; no country's zone.
    expect(getCountryOfTimeZone('Africa/Lagos')).toBeNull();
    expect(getCountryOfTimeZone('UTC')).toBeNull();
  });
});

it('is worked out once per facts', () => {
  const facts = makeFacts({ now: TODAY });
  expect(getVenueDemand(facts)).toBe(getVenueDemand(facts));
});

import { describe, expect, it } from 'vitest';
import { calendarRecommendationsSchema, type OptimalDate } from '#shared/calendar/optimal-dates.schemas.ts';
import { addDaysToKey, getVenueDay, MONTH_NAMES } from '#shared/calendar/recommendations.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { addStaffMember, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();
const LA = 'America/Los_Angeles';

function getRecommendations(who: SignedIn) {
  return app.inject({ method: 'GET', url: '/api/calendar/recommendations', headers: who.auth });
}

/** Every Saturday of a month ('YYYY-MM'). */
function saturdaysOf(monthKey: string): string[] {
  const days: string[] = [];
  for (let day = `${monthKey}-01`; day.startsWith(monthKey); day = addDaysToKey(day, 1)) {
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 6) days.push(day);
  }
  return days;
}

/** 20:00 UTC is midday in Los Angeles: the same calendar day, summer or winter. */
const atMidday = (day: string) => `${day}T20:00:00Z`;

/**
 * The month three months ahead, and the same month a year before: that month's Saturdays all
 * filled, as weddings completed. Of the coming Saturdays, the last is booked and the one before
 * it a blackout date; a lead asks for the second, a converted lead (whose booking counts instead)
 * for the first.
 */
const todayKey = getVenueDay(new Date(), LA).dayKey;
const [year, month] = todayKey.split('-').map(Number) as [number, number];
const ahead = new Date(Date.UTC(year, month - 1 + 3, 1)).toISOString().slice(0, 7);
const lastYear = `${Number(ahead.slice(0, 4)) - 1}${ahead.slice(4)}`;
const comingSaturdays = saturdaysOf(ahead);
const pastSaturdays = saturdaysOf(lastYear);
const monthName = MONTH_NAMES[Number(ahead.slice(5)) - 1]!;

async function venueWithDemand(): Promise<SignedIn> {
  const owner = await signUpOwner(app);
  for (const day of pastSaturdays) {
    await createBooking(app, owner, { eventDate: atMidday(day), status: 'completed', totalAmount: '12000' });
  }
  await createBooking(app, owner, { eventDate: atMidday(comingSaturdays.at(-1)!), status: 'booked' });
  const blackout = comingSaturdays.at(-2)!;
  const settings = await app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: owner.auth,
    payload: { availability: { blackoutDates: [blackout] } },
  });
  expect(settings.statusCode).toBe(200);
  for (const [preferredDate, status] of [
    [comingSaturdays[1]!, null],
    [comingSaturdays[0]!, 'converted'],
  ] as const) {
    const lead = await app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: owner.auth,
      payload: { name: 'Ana Ruiz', email: 'ana@example.com', preferredDate },
    });
    expect(lead.statusCode).toBe(201);
    if (status) {
      const moved = await app.inject({
        method: 'PATCH',
        url: `/api/leads/${lead.json<{ id: number }>().id}`,
        headers: owner.auth,
        payload: { status },
      });
      expect(moved.statusCode).toBe(200);
    }
  }
  return owner;
}

/** Holidays depend on the year the test runs in; the demand reasons do not. */
function withoutHolidays(date: OptimalDate): OptimalDate {
  return { ...date, reasons: date.reasons.filter((reason) => reason.kind !== 'holiday') };
}

describe('GET /api/calendar/recommendations', () => {
  it('answers the open dates with the most demand, each with its reasons', async () => {
    const owner = await venueWithDemand();
    const response = await getRecommendations(owner);
    expect(response.statusCode).toBe(200);
    const { dates } = calendarRecommendationsSchema.parse(response.json());
    const filled = `Saturdays in ${monthName} fill ${pastSaturdays.length} of ${pastSaturdays.length}`;
    expect(dates.slice(0, 2).map(withoutHolidays)).toEqual([
      {
        dayKey: comingSaturdays[1],
        score: pastSaturdays.length + 2,
        reasons: [
          { kind: 'date-leads', label: 'A lead asked for this date' },
          { kind: 'fill', label: filled },
          { kind: 'month-leads', label: '1 lead asked for this month' },
        ],
      },
      {
        dayKey: comingSaturdays[0],
        score: pastSaturdays.length + 1,
        reasons: [
          { kind: 'fill', label: filled },
          { kind: 'month-leads', label: '1 lead asked for this month' },
        ],
      },
    ]);
    expect(dates).toHaveLength(6);
    const dayKeys = dates.map((date) => date.dayKey);
    // The booked Saturday and the blackout one are never offered; every date is in the month asked for.
    expect(dayKeys).not.toContain(comingSaturdays.at(-1));
    expect(dayKeys).not.toContain(comingSaturdays.at(-2));
    expect(dayKeys.every((day) => day.startsWith(ahead))).toBe(true);
  });

  it('reads each venue’s own demand only, for every staff role', async () => {
    const owner = await venueWithDemand();
    const other = await signUpOwner(app, 'Other Hall');
    expect((await getRecommendations(other)).json()).toEqual({ dates: [] });
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    expect((await getRecommendations(coordinator)).json<{ dates: unknown[] }>().dates).toHaveLength(6);
  });
});

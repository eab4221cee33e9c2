import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { venues } from '#server/db/schema.ts';
import type { CreateBookingInput } from '#shared/bookings/bookings.schemas.ts';
import type { UpdateSettingsInput, UpdateSettingsResponse } from '#shared/settings/settings.schemas.ts';
import { createBooking, postBooking } from '#tests/bookings-factory.ts';
import { signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();
const CONCURRENT_REQUESTS = 50;

async function statusesOf(requests: Promise<{ statusCode: number }>[]) {
  const responses = await Promise.all(requests);
  const tally: Record<number, number> = {};
  for (const { statusCode } of responses) tally[statusCode] = (tally[statusCode] ?? 0) + 1;
  return tally;
}

describe('concurrent bookings of one day', () => {
  it.each([1, 2, 3])('round %i: exactly one of 50 simultaneous creates wins a 1-slot day', async () => {
    const owner = await signUpOwner(app);
    const tally = await statusesOf(
      Array.from({ length: CONCURRENT_REQUESTS }, (_, i) => postBooking(app, owner, { coupleNames: `Couple ${i}` })),
    );
    expect(tally).toEqual({ 201: 1, 409: CONCURRENT_REQUESTS - 1 });
  });

  it('exactly 3 of 50 win a day with 3 slots', async () => {
    const owner = await signUpOwner(app);
    await app.deps.db.update(venues).set({ maxBookingsPerDay: 3 }).where(eq(venues.id, owner.user.venueId!));
    const tally = await statusesOf(Array.from({ length: CONCURRENT_REQUESTS }, () => postBooking(app, owner)));
    expect(tally).toEqual({ 201: 3, 409: CONCURRENT_REQUESTS - 3 });
  });

  it('exactly one of 50 simultaneous reschedules onto a free day wins', async () => {
    const owner = await signUpOwner(app);
    const movers = await Promise.all(
      Array.from({ length: CONCURRENT_REQUESTS }, (_, i) =>
        createBooking(app, owner, { eventDate: new Date(Date.UTC(2032, 0, 1 + i, 20)).toISOString() }),
      ),
    );
    const tally = await statusesOf(
      movers.map((booking) =>
        app.inject({
          method: 'PATCH',
          url: `/api/bookings/${booking.id}`,
          headers: owner.auth,
          payload: { eventDate: '2033-03-05T18:00:00Z' },
        }),
      ),
    );
    expect(tally).toEqual({ 200: 1, 409: CONCURRENT_REQUESTS - 1 });
  });
});

describe('bookings racing a settings save', () => {
  const WORKERS = 16;
  const PER_WORKER = 5;
  const ROUNDS = 5;
  type Outcome = { statusCode: number; message: string };
  type DayState = { day: string; blackout: boolean; max: number; held: number };

  /**
   * One round: WORKERS loops each make up to PER_WORKER bookings one after another (worker w's
   * k-th is `booking(w, k)`), and the settings save goes out once WORKERS / 2 have answered. The
   * loops stop when it answers, so when it commits some bookings have read the day rules and not
   * yet committed: the window the venue lock closes. `watch`, a reader of the database, runs
   * over and over until all have settled. (PER_WORKER bounds the loops because new FOR SHARE
   * lockers get in ahead of a waiting FOR UPDATE: an endless stream of bookings starves the save.)
   */
  async function raceSettingsSave(
    owner: SignedIn,
    booking: (worker: number, k: number) => Partial<CreateBookingInput>,
    settings: UpdateSettingsInput,
    watch?: () => Promise<void>,
  ) {
    const bookings: Outcome[] = [];
    let saveAnswered = false;
    let settled = false;
    const workers = Array.from({ length: WORKERS }, async (_, worker) => {
      for (let k = 0; k < PER_WORKER && !saveAnswered; k += 1) {
        const response = await postBooking(app, owner, booking(worker, k));
        bookings.push({
          statusCode: response.statusCode,
          message: response.json<{ message?: string }>().message ?? '',
        });
      }
    });
    const save = (async () => {
      while (bookings.length < WORKERS / 2) await new Promise((resolve) => setTimeout(resolve, 1));
      const response = await app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: owner.auth,
        payload: settings,
      });
      saveAnswered = true;
      return response;
    })();
    const watcher = (async () => {
      while (watch && !settled) await watch();
    })();
    const [saved] = await Promise.all([save, ...workers]);
    settled = true;
    await watcher;
    return { saved, bookings };
  }

  /** Worker w's day in a round: each worker books a day of its own, so they never vie for a slot. */
  const dayOf = (round: number, worker: number) =>
    new Date(Date.UTC(2034, 0, 1 + round * WORKERS + worker)).toISOString().slice(0, 10);
  const daysOf = (round: number) => Array.from({ length: WORKERS }, (_, worker) => dayOf(round, worker));

  /** Each day's rules and non-cancelled bookings, read in one statement (one snapshot). */
  async function dayStates(venueId: number, days: string[]): Promise<DayState[]> {
    const result = await app.deps.db.execute<DayState>(sql`
      select to_char(d, 'YYYY-MM-DD') as day, d = any(v.blackout_dates) as blackout, v.max_bookings_per_day as max,
        (select count(*) from bookings b
          where b.venue_id = v.id and b.local_day = d and b.status <> 'cancelled')::int as held
      from venues v, unnest(string_to_array(${days.join(',')}, ',')::date[]) as d
      where v.id = ${venueId}`);
    return result.rows;
  }

  /** 201, or the status with the end of the refusal ("blackout date", "booked"). */
  function tallyOf(outcomes: Outcome[]) {
    const tally: Record<string, number> = {};
    for (const { statusCode, message } of outcomes) {
      const key = statusCode === 201 ? '201' : `${statusCode} ${message.replace(/^.* is (a |already )?/, '')}`;
      tally[key] = (tally[key] ?? 0) + 1;
    }
    return tally;
  }

  /*
   * A save that adds a blackout date keeps the bookings the day already holds (it does not look
   * at them), and a booking takes the rules FOR SHARE, so it commits before the save or reads the
   * new rules and is refused as a blackout date. Hence: from the moment a reader can see a day
   * blacked out, the day's bookings never change; every reader that sees the blackout sees the
   * day's final count. Without the lock a booking that read the old rules commits after the save.
   */
  it('a booking on a day being blacked out commits before the save or is refused', async () => {
    const owner = await signUpOwner(app);
    const venueId = owner.user.venueId!;
    await app.deps.db.update(venues).set({ maxBookingsPerDay: 100 }).where(eq(venues.id, venueId));
    const blackoutDates: string[] = [];
    const outcomes: Outcome[] = [];
    const found = { failedSaves: 0, bookingsAddedAfterTheBlackoutWasVisible: 0, createdNotHeld: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const days = daysOf(round);
      blackoutDates.push(...days);
      const leastSeen = new Map<string, number>();
      const { saved, bookings } = await raceSettingsSave(
        owner,
        (worker, k) => ({ coupleNames: `Couple ${round}.${worker}.${k}`, eventDate: `${days[worker]}T20:00:00Z` }),
        { availability: { blackoutDates } },
        async () => {
          for (const state of await dayStates(venueId, days)) {
            if (state.blackout) leastSeen.set(state.day, Math.min(leastSeen.get(state.day) ?? Infinity, state.held));
          }
        },
      );
      if (saved.statusCode !== 200) found.failedSaves += 1;
      const final = await dayStates(venueId, days);
      for (const { day, held } of final) {
        found.bookingsAddedAfterTheBlackoutWasVisible += Math.max(0, held - (leastSeen.get(day) ?? held));
      }
      const created = bookings.filter(({ statusCode }) => statusCode === 201).length;
      found.createdNotHeld += Math.abs(created - final.reduce((sum, { held }) => sum + held, 0));
      outcomes.push(...bookings);
    }
    expect(found).toEqual({ failedSaves: 0, bookingsAddedAfterTheBlackoutWasVisible: 0, createdNotHeld: 0 });
    expect(Object.keys(tallyOf(outcomes))).toContain('201');
    expect(['201', '409 blackout date']).toEqual(expect.arrayContaining(Object.keys(tallyOf(outcomes))));
  });

  /*
   * Lowering the maximum keeps the bookings a day holds, and the save answers the days left
   * over-full (counted just after it commits). A booking that took the old maximum FOR SHARE
   * commits before the save; one after it finds the day full unless the day is empty. Hence:
   * once a reader can see the new maximum 1 with h bookings on a day, the day ends with at most
   * max(h, 1), and the save's overfullDays gives the day's final count (a day it leaves out ends
   * with at most 1).
   */
  it('bookings that saw the old maximum never exceed a just-lowered one', async () => {
    const owner = await signUpOwner(app);
    const venueId = owner.user.venueId!;
    const outcomes: Outcome[] = [];
    const found = { failedSaves: 0, bookingsAboveTheNewMaximumOnceVisible: 0, daysEndingAboveTheReport: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      await app.deps.db.update(venues).set({ maxBookingsPerDay: 100 }).where(eq(venues.id, venueId));
      const days = daysOf(round);
      const leastSeen = new Map<string, number>();
      const { saved, bookings } = await raceSettingsSave(
        owner,
        (worker, k) => ({ coupleNames: `Couple ${round}.${worker}.${k}`, eventDate: `${days[worker]}T20:00:00Z` }),
        { availability: { maxBookingsPerDay: 1 } },
        async () => {
          for (const state of await dayStates(venueId, days)) {
            if (state.max === 1) leastSeen.set(state.day, Math.min(leastSeen.get(state.day) ?? Infinity, state.held));
          }
        },
      );
      const final = await dayStates(venueId, days);
      if (saved.statusCode !== 200) found.failedSaves += 1;
      const { overfullDays } = saved.statusCode === 200 ? saved.json<UpdateSettingsResponse>() : { overfullDays: [] };
      for (const { day, held } of final) {
        found.bookingsAboveTheNewMaximumOnceVisible += Math.max(0, held - Math.max(leastSeen.get(day) ?? held, 1));
        const reported = overfullDays.find((overfull) => overfull.day === day)?.bookings ?? 1;
        if (saved.statusCode === 200 && held > reported) found.daysEndingAboveTheReport += 1;
      }
      outcomes.push(...bookings);
    }
    expect(found).toEqual({ failedSaves: 0, bookingsAboveTheNewMaximumOnceVisible: 0, daysEndingAboveTheReport: 0 });
    expect(['201', '409 booked']).toEqual(expect.arrayContaining(Object.keys(tallyOf(outcomes))));
  });

  /*
   * A time zone change refiles every booking under its day in the new zone inside the save, and
   * a booking takes its day from the zone it reads FOR SHARE. Hence once both have committed
   * every booking's local day is its instant's day in the venue's zone.
   */
  it('files every booking under its day in the zone the venue has when it commits', async () => {
    const owner = await signUpOwner(app);
    const zones = ['Europe/London', 'America/Los_Angeles'];
    const outcomes: Outcome[] = [];
    const found = { failedSaves: 0, misfiled: 0 };
    let next = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      // 05:00 UTC is the same day in London and the evening before in Los Angeles; each booking
      // has a day of its own, so none is refused as day full.
      const { saved, bookings } = await raceSettingsSave(
        owner,
        (worker, k) => ({
          coupleNames: `Couple ${round}.${worker}.${k}`,
          eventDate: new Date(Date.UTC(2035, 0, 1 + next++, 5)).toISOString(),
        }),
        { venue: { timezone: zones[round % 2] } },
      );
      if (saved.statusCode !== 200) found.failedSaves += 1;
      outcomes.push(...bookings);
      const result = await app.deps.db.execute<{ misfiled: number }>(sql`
        select count(*)::int as misfiled from bookings b join venues v on v.id = b.venue_id
        where b.venue_id = ${owner.user.venueId} and b.local_day <> (b.event_date at time zone v.timezone)::date`);
      found.misfiled += result.rows[0]!.misfiled;
    }
    expect(found).toEqual({ failedSaves: 0, misfiled: 0 });
    expect(tallyOf(outcomes)).toEqual({ 201: outcomes.length });
  });
});

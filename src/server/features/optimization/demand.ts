import { revenueBookingStatuses, type BookingStatus } from '#shared/bookings/booking-status.ts';
import { addDaysToKey, getCalendarDay, getVenueDay } from '#shared/calendar/recommendations.ts';
import { getPublicHolidays } from './public-holidays.ts';
import type { BookingFact, LeadFact, VenueFacts } from './venue-facts.ts';

/**
 * How the venue's demand falls over the calendar, from its own facts: which days it opens and
 * how many slots each holds, which of them confirmed bookings fill, and which dates and months
 * leads ask for. Pure (the facts carry `now`), read by the demand rules and the optimal dates.
 */

/**
 * What the demand reads of a venue's facts: its calendar, its bookings and the dates its leads ask
 * for. `VenueFacts` is one, so the engine hands its facts over as they are.
 */
export interface DemandFacts extends Pick<
  VenueFacts,
  'now' | 'timeZone' | 'country' | 'basePrice' | 'maxBookingsPerDay' | 'openWeekdays' | 'blackoutDates'
> {
  bookings: readonly Pick<BookingFact, 'localDay' | 'status' | 'totalAmount'>[];
  leads: readonly Pick<LeadFact, 'status' | 'preferredDate'>[];
}

/** The demand year looks a year back (what filled) and a year ahead (what is filling). */
export const DEMAND_WINDOW_DAYS = 365;

const confirmedStatuses: readonly BookingStatus[] = revenueBookingStatuses;

export interface DemandDay {
  dayKey: string;
  weekday: number;
  month: number;
  /** Open that weekday and not a blackout date. */
  isOpen: boolean;
  /** Bookings confirmed on that day (booked, deposit paid, completed). */
  confirmed: number;
  /** Bookings holding a slot that day, at any stage but cancelled. */
  held: number;
}

/**
 * A weekday in a month of the year (Saturdays in June) over the last 12 months: what filled. The
 * year ahead is left out of it, as its far months have not had their time to sell yet.
 */
export interface DemandCell {
  weekday: number;
  month: number;
  openDays: number;
  /** openDays × maxBookingsPerDay. */
  slots: number;
  /** Confirmed bookings on those days. */
  booked: number;
  /** Leads not (yet) won that asked for one of those days. */
  asked: number;
}

export interface VenueDemand {
  todayKey: string;
  /** First and last day of the window, inclusive. */
  firstDay: string;
  lastDay: string;
  days: DemandDay[];
  /** The last 12 months, indexed month × 7 + weekday. */
  cells: DemandCell[];
  /** Leads asking, by the month ('YYYY-MM') and the day ('YYYY-MM-DD') they asked for. */
  leadsByMonth: Map<string, number>;
  leadsByDay: Map<string, number>;
  /** The country's public holidays in the window, by day. */
  holidays: Map<string, string>;
}

export function getTodayKey(facts: Pick<VenueFacts, 'now' | 'timeZone'>): string {
  return getVenueDay(facts.now, facts.timeZone).dayKey;
}

export function isOpenDay(facts: Pick<VenueFacts, 'openWeekdays' | 'blackoutDates'>, dayKey: string): boolean {
  return facts.openWeekdays.includes(getCalendarDay(dayKey).weekday) && !facts.blackoutDates.includes(dayKey);
}

/**
 * A lead that is demand the bookings do not already show: every lead with a date but a converted
 * one (its booking counts instead). A lost lead asked too; it is demand the venue did not win.
 */
export function isAskingLead(
  lead: DemandFacts['leads'][number],
): lead is { status: LeadFact['status']; preferredDate: string } {
  return lead.preferredDate !== null && lead.status !== 'converted';
}

const demandOfFacts = new WeakMap<DemandFacts, VenueDemand>();

/** Worked out once per facts: the rules and the optimal dates of one analysis share it. */
export function getVenueDemand(facts: DemandFacts): VenueDemand {
  let demand = demandOfFacts.get(facts);
  if (!demand) {
    demand = computeVenueDemand(facts);
    demandOfFacts.set(facts, demand);
  }
  return demand;
}

function computeVenueDemand(facts: DemandFacts): VenueDemand {
  const todayKey = getTodayKey(facts);
  const firstDay = addDaysToKey(todayKey, -DEMAND_WINDOW_DAYS);
  const lastDay = addDaysToKey(todayKey, DEMAND_WINDOW_DAYS);

  const confirmedByDay = new Map<string, number>();
  const heldByDay = new Map<string, number>();
  for (const booking of facts.bookings) {
    if (booking.status === 'cancelled') continue;
    heldByDay.set(booking.localDay, (heldByDay.get(booking.localDay) ?? 0) + 1);
    if (confirmedStatuses.includes(booking.status)) {
      confirmedByDay.set(booking.localDay, (confirmedByDay.get(booking.localDay) ?? 0) + 1);
    }
  }

  const leadsByMonth = new Map<string, number>();
  const leadsByDay = new Map<string, number>();
  for (const lead of facts.leads.filter(isAskingLead)) {
    leadsByDay.set(lead.preferredDate, (leadsByDay.get(lead.preferredDate) ?? 0) + 1);
    const monthKey = lead.preferredDate.slice(0, 7);
    leadsByMonth.set(monthKey, (leadsByMonth.get(monthKey) ?? 0) + 1);
  }

  const cells: DemandCell[] = Array.from({ length: 84 }, (_, index) => ({
    month: Math.floor(index / 7),
    weekday: index % 7,
    openDays: 0,
    slots: 0,
    booked: 0,
    asked: 0,
  }));
  const days: DemandDay[] = [];
  for (let dayKey = firstDay; dayKey <= lastDay; dayKey = addDaysToKey(dayKey, 1)) {
    const { weekday, month } = getCalendarDay(dayKey);
    const day: DemandDay = {
      dayKey,
      weekday,
      month,
      isOpen: isOpenDay(facts, dayKey),
      confirmed: confirmedByDay.get(dayKey) ?? 0,
      held: heldByDay.get(dayKey) ?? 0,
    };
    days.push(day);
    if (dayKey >= todayKey) continue;
    const cell = cells[month * 7 + weekday]!;
    if (day.isOpen) {
      cell.openDays += 1;
      cell.slots += facts.maxBookingsPerDay;
    }
    cell.booked += day.confirmed;
    cell.asked += leadsByDay.get(dayKey) ?? 0;
  }

  return {
    todayKey,
    firstDay,
    lastDay,
    days,
    cells,
    leadsByMonth,
    leadsByDay,
    holidays: getPublicHolidays(facts.country, firstDay, lastDay),
  };
}

export function getCell(demand: VenueDemand, month: number, weekday: number): DemandCell {
  return demand.cells[month * 7 + weekday]!;
}

export interface SlotFill {
  openDays: number;
  slots: number;
  /** Confirmed bookings. */
  booked: number;
  /** Bookings at any stage but cancelled: slots no one else can take. */
  held: number;
}

/** How full a run of days is: the slots they open against the bookings on them. */
export function getSlotFill(
  demand: VenueDemand,
  maxBookingsPerDay: number,
  include: (day: DemandDay) => boolean,
): SlotFill {
  const fill: SlotFill = { openDays: 0, slots: 0, booked: 0, held: 0 };
  for (const day of demand.days) {
    if (!include(day)) continue;
    if (day.isOpen) {
      fill.openDays += 1;
      fill.slots += maxBookingsPerDay;
    }
    fill.booked += day.confirmed;
    fill.held += day.held;
  }
  return fill;
}

/** A day that can still take a booking: ahead, open, with a slot free. */
export function isBookableDay(demand: VenueDemand, maxBookingsPerDay: number, day: DemandDay): boolean {
  return day.dayKey > demand.todayKey && day.isOpen && day.held < maxBookingsPerDay;
}

/**
 * The price a suggestion's dollars start from: the venue's average confirmed booking when it has
 * priced ones (what couples pay), else its base price; null when it has neither.
 */
export interface ReferencePrice {
  amount: number;
  basis: 'average booking' | 'base price';
}

export function getReferencePrice(facts: Pick<DemandFacts, 'bookings' | 'basePrice'>): ReferencePrice | null {
  const totals = facts.bookings
    .filter((booking) => confirmedStatuses.includes(booking.status) && booking.totalAmount !== null)
    .map((booking) => booking.totalAmount!)
    .filter((amount) => amount > 0);
  if (totals.length > 0) {
    const sum = totals.reduce((total, amount) => total + amount, 0);
    return { amount: Math.round(sum / totals.length), basis: 'average booking' };
  }
  if (facts.basePrice !== null && facts.basePrice > 0) {
    return { amount: Math.round(facts.basePrice), basis: 'base price' };
  }
  return null;
}

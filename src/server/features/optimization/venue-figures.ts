import type { VenueFacts } from './venue-facts.ts';

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY_MS = 86_400_000;

/** A moment's day in the venue's zone, YYYY-MM-DD. */
function toLocalDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

function countBy<T>(items: readonly T[], keyOf: (item: T) => string | null): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const key = keyOf(item);
    if (key !== null) counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const round = (value: number) => Math.round(value * 100) / 100;
const sum = (values: readonly number[]) => round(values.reduce((total, value) => total + value, 0));

/**
 * The venue's data reduced to counts, sums and dates: what a language model is shown. It is
 * built from the facts alone, which carry no names, e-mail addresses or phone numbers; no
 * record's id or free text but the venue's event type names passes through (decision 048).
 */
export function summarizeVenueFacts(facts: VenueFacts) {
  const { now, timeZone } = facts;
  const today = toLocalDay(now, timeZone);
  const confirmed = facts.bookings.filter((booking) =>
    ['booked', 'deposit_paid', 'completed'].includes(booking.status),
  );
  const upcoming = confirmed.filter((booking) => booking.localDay >= today);
  const byEventType = Object.entries(countBy(confirmed, (booking) => booking.eventType)).map(([eventType, events]) => {
    const totals = confirmed
      .filter((booking) => booking.eventType === eventType && booking.totalAmount !== null)
      .map((booking) => booking.totalAmount!);
    return { eventType, events, averageTotal: totals.length ? round(sum(totals) / totals.length) : null };
  });
  const overdue = facts.payments.filter(
    (payment) =>
      (payment.status === 'pending' || payment.status === 'failed') &&
      payment.dueDate !== null &&
      payment.dueDate < today,
  );
  const waitingLeads = facts.leads.filter(
    (lead) => lead.status === 'new' && now.getTime() - lead.createdAt.getTime() > DAY_MS,
  );
  const sentUnsigned = facts.contracts.filter(
    (contract) =>
      (contract.status === 'sent' || contract.status === 'viewed') &&
      contract.sentAt !== null &&
      now.getTime() - contract.sentAt.getTime() > 7 * DAY_MS,
  );
  return {
    today,
    country: facts.country,
    basePrice: facts.basePrice,
    maxBookingsPerDay: facts.maxBookingsPerDay,
    openWeekdays: facts.openWeekdays.map((day) => weekdayNames[day]),
    upcomingBlackoutDates: facts.blackoutDates.filter((day) => day >= today).slice(0, 30),
    eventTypesOffered: facts.eventTypes,
    bookings: {
      byStatus: countBy(facts.bookings, (booking) => booking.status),
      confirmedByMonth: countBy(confirmed, (booking) => booking.localDay.slice(0, 7)),
      confirmedByWeekday: countBy(
        confirmed,
        (booking) => weekdayNames[new Date(`${booking.localDay}T00:00:00Z`).getUTCDay()]!,
      ),
      confirmedByEventType: byEventType,
      upcomingConfirmedDays: [...new Set(upcoming.map((booking) => booking.localDay))].sort().slice(0, 60),
    },
    leads: {
      byStatus: countBy(facts.leads, (lead) => lead.status),
      bySource: countBy(facts.leads, (lead) => lead.source ?? 'unknown'),
      convertedBySource: countBy(
        facts.leads.filter((lead) => lead.status === 'converted'),
        (lead) => lead.source ?? 'unknown',
      ),
      lostFromStage: countBy(facts.leads, (lead) => lead.lostFrom),
      newUnansweredOver24h: waitingLeads.length,
      preferredDatesByMonth: countBy(facts.leads, (lead) => lead.preferredDate?.slice(0, 7) ?? null),
    },
    payments: {
      overdue: { count: overdue.length, total: sum(overdue.map((payment) => payment.amount)) },
      pendingTotal: sum(
        facts.payments.filter((payment) => payment.status === 'pending').map((payment) => payment.amount),
      ),
      paidTotal: sum(facts.payments.filter((payment) => payment.status === 'paid').map((payment) => payment.amount)),
    },
    contracts: {
      byStatus: countBy(facts.contracts, (contract) => contract.status),
      sentUnsignedOver7Days: sentUnsigned.length,
    },
  };
}

/**
 * The most a suggestion could be worth in a year: every open day of the year booked to the limit
 * at the venue's own price. A model's estimate above it is clamped to it; 0 when the venue has
 * no price at all (then only the schema's bound holds).
 */
export function getYearlyRevenueCeiling(facts: VenueFacts, averageRevenuePerEvent: number | null): number {
  const price = averageRevenuePerEvent ?? facts.basePrice ?? 0;
  const openDays = Math.round((365 * facts.openWeekdays.length) / 7);
  return Math.round(openDays * facts.maxBookingsPerDay * price);
}

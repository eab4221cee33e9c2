import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { revenueBookingStatuses } from '#shared/bookings/booking-status.ts';
import type { LeadStatus } from '#shared/leads/lead-status.ts';
import type { Tx } from '../client.ts';
import { bookings, leads, payments } from '../schema.ts';
import type { DemoContext } from './demo-seed.ts';

const DAY_MS = 86_400_000;

const demoLeads: { name: string; status: LeadStatus; inDays: number | null; guests: number; budget: string }[] = [
  { name: 'Valentina Cruz', status: 'new', inDays: 120, guests: 150, budget: '18000' },
  { name: 'Noah Bennett', status: 'contacted', inDays: null, guests: 80, budget: '9000' },
  { name: 'Priya Patel', status: 'tour_scheduled', inDays: 200, guests: 220, budget: '25000' },
  { name: 'Marcus Lee', status: 'proposal_sent', inDays: 95, guests: 120, budget: '14000' },
  { name: 'Hannah Schultz', status: 'new', inDays: null, guests: 60, budget: '6000' },
  { name: 'Diego Alvarez', status: 'converted', inDays: 40, guests: 180, budget: '20000' },
  { name: 'Chloe Martin', status: 'lost', inDays: 30, guests: 90, budget: '7000' },
];

/** Leads in every status, newest first by creation, some without a preferred date. */
export async function seedDemoLeads(tx: Tx, context: DemoContext, now = new Date()): Promise<void> {
  await tx.insert(leads).values(
    demoLeads.map((lead, index) => ({
      venueId: context.venueId,
      name: lead.name,
      email: `${lead.name.split(' ')[0]!.toLowerCase()}@example.com`,
      phone: `(555) 02${String(index).padStart(2, '0')}`,
      preferredDate:
        lead.inDays === null ? null : new Date(now.getTime() + lead.inDays * DAY_MS).toISOString().slice(0, 10),
      guestCount: lead.guests,
      budget: lead.budget,
      source: index % 2 === 0 ? ('website' as const) : ('referral' as const),
      status: lead.status,
      createdAt: new Date(now.getTime() - (index + 1) * 2 * DAY_MS),
    })),
  );
}

/**
 * Payments as the bookings' stages tell: a 30% deposit, paid a week after booking, and the
 * balance, due two weeks before the event. A completed event paid both; a paid deposit is what
 * makes a booking "Deposit Paid", its balance still to pay; a booked event's deposit is due in a
 * week and its balance not yet dated. Earlier stages and cancelled events have none.
 */
export async function seedDemoPayments(tx: Tx, context: DemoContext, now = new Date()): Promise<void> {
  const confirmed = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      eventDate: bookings.eventDate,
      createdAt: bookings.createdAt,
      totalAmount: bookings.totalAmount,
    })
    .from(bookings)
    .where(and(eq(bookings.venueId, context.venueId), inArray(bookings.status, revenueBookingStatuses)))
    .orderBy(asc(bookings.eventDate));
  const dayKey = (instant: number) => new Date(instant).toISOString().slice(0, 10);
  const rows = confirmed.flatMap((booking) => {
    const total = Number(booking.totalAmount ?? 0);
    if (total <= 0) return [];
    const deposit = Math.round(total * 0.3 * 100) / 100;
    const depositPaid = booking.status !== 'booked';
    const balancePaid = booking.status === 'completed';
    const balanceDue = booking.eventDate.getTime() - 14 * DAY_MS;
    // Deposit and balance are one schedule, which staff can replace while none of it is paid.
    const scheduleId = randomUUID();
    return [
      {
        venueId: context.venueId,
        bookingId: booking.id,
        scheduleId,
        amount: deposit.toFixed(2),
        type: 'deposit' as const,
        description: '30% deposit to hold the date',
        ...(depositPaid
          ? {
              status: 'paid' as const,
              paidAt: new Date(booking.createdAt.getTime() + 7 * DAY_MS),
              method: 'card' as const,
              // The Demo venue's card payments are the test processor's (decision 033).
              provider: 'test' as const,
            }
          : { status: 'pending' as const, dueDate: dayKey(now.getTime() + 7 * DAY_MS) }),
      },
      {
        venueId: context.venueId,
        bookingId: booking.id,
        scheduleId,
        amount: (total - deposit).toFixed(2),
        type: 'final' as const,
        description: 'Final balance',
        dueDate: depositPaid ? dayKey(balanceDue) : null,
        ...(balancePaid
          ? {
              status: 'paid' as const,
              paidAt: new Date(balanceDue),
              method: 'bank_transfer' as const,
              provider: 'manual' as const,
            }
          : { status: 'pending' as const }),
      },
    ];
  });
  if (rows.length > 0) await tx.insert(payments).values(rows);
}

/**
 * The pipeline's ends as a venue sees them: the converted lead is the booking it became (a booked
 * demo event: its names, date and total, asked for two weeks before it was booked), and the lost
 * lead says why.
 */
export async function seedDemoLeadOutcomes(tx: Tx, context: DemoContext): Promise<void> {
  const [booking] = await tx
    .select({
      id: bookings.id,
      coupleNames: bookings.coupleNames,
      email: bookings.email,
      localDay: bookings.localDay,
      totalAmount: bookings.totalAmount,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(and(eq(bookings.venueId, context.venueId), eq(bookings.status, 'booked')))
    .orderBy(asc(bookings.eventDate))
    .limit(1);
  if (booking) {
    await tx
      .update(leads)
      .set({
        bookingId: booking.id,
        name: booking.coupleNames,
        email: booking.email,
        preferredDate: booking.localDay,
        budget: booking.totalAmount,
        createdAt: new Date(booking.createdAt.getTime() - 14 * DAY_MS),
      })
      .where(and(eq(leads.venueId, context.venueId), eq(leads.status, 'converted')));
  }
  await tx
    .update(leads)
    .set({ lostReason: 'Chose a venue closer to family' })
    .where(and(eq(leads.venueId, context.venueId), eq(leads.status, 'lost')));
}

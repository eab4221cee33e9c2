import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { toBooking } from '../../features/bookings/bookings.service.ts';
import { insertContractDraft, sendForSignature } from '../../features/contracts/contracts.service.ts';
import { DEFAULT_TEMPLATE_CONTENT, DEFAULT_TEMPLATE_NAME } from '../../features/contracts/default-template.ts';
import type { Tx } from '../client.ts';
import { bookings, payments } from '../schema.ts';
import { demoAccounts, type DemoContext } from './demo-seed.ts';

const DAY_MS = 86_400_000;

/**
 * The demo client's own upcoming wedding, so signing in as the client shows the portal in use:
 * a deposit paid, a milestone and the final balance to pay by card, and a contract to sign.
 */
export async function seedDemoClientPortal(
  tx: Tx,
  context: DemoContext,
  deps: AppDeps,
  today = new Date(),
): Promise<void> {
  const client = demoAccounts.find((account) => account.role === 'client')!;
  // 150 days ahead: a day the demo bookings (every 13 days from 75 days ago) leave free.
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 150));
  const localDay = day.toISOString().slice(0, 10);
  const [row] = await tx
    .insert(bookings)
    .values({
      venueId: context.venueId,
      clientId: context.userIds.client,
      coupleNames: `${client.firstName} & James ${client.lastName}`,
      eventDate: sql`(${localDay}::date + time '16:00') at time zone 'America/Los_Angeles'`,
      localDay,
      slot: 1,
      eventType: 'Wedding',
      guestCount: 140,
      status: 'deposit_paid',
      email: client.email,
      phone: '(555) 0199',
      totalAmount: '15000.00',
      // Booked before its deposit was paid, 20 days ago.
      createdAt: new Date(today.getTime() - 30 * DAY_MS),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return; // the day was taken after all; the portal still shows the client's past event
  const dueDay = (daysAhead: number) => new Date(today.getTime() + daysAhead * DAY_MS).toISOString().slice(0, 10);
  // Deposit, milestone and balance: one schedule.
  const scheduleId = randomUUID();
  await tx.insert(payments).values([
    {
      venueId: context.venueId,
      bookingId: row.id,
      scheduleId,
      amount: '4500.00',
      type: 'deposit',
      description: 'Deposit (30%)',
      status: 'paid',
      paidAt: new Date(today.getTime() - 20 * DAY_MS),
      method: 'card',
      provider: 'test',
    },
    {
      venueId: context.venueId,
      bookingId: row.id,
      scheduleId,
      amount: '5000.00',
      type: 'milestone',
      description: 'Milestone 1',
      dueDate: dueDay(14),
    },
    {
      venueId: context.venueId,
      bookingId: row.id,
      scheduleId,
      amount: '5500.00',
      type: 'final',
      description: 'Final balance',
      dueDate: dueDay(120),
    },
  ]);
  const origin = {
    actor: 'Olivia Owens <owner@demo-venue.example> (owner)',
    ip: null,
    userAgent: 'VenueDesk demo seed',
  };
  const draft = await insertContractDraft(
    tx,
    deps.keys,
    context.venueId,
    {
      booking: toBooking(row),
      templateId: null,
      templateName: DEFAULT_TEMPLATE_NAME,
      content: DEFAULT_TEMPLATE_CONTENT,
      signerEmail: client.email,
      amount: null,
      createdBy: context.userIds.owner,
    },
    origin,
  );
  await sendForSignature(tx, deps, draft, origin);
}

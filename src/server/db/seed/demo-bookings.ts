import { sql } from 'drizzle-orm';
import { bookingStatuses, type BookingStatus } from '#shared/bookings/booking-status.ts';
import type { Tx } from '../client.ts';
import { bookings } from '../schema.ts';
import type { DemoContext } from './demo-seed.ts';

const couples = [
  'Sarah & Michael',
  'Isabella Martinez',
  'Emma & James',
  'Acme Corp Holiday Party',
  'Sofia Hernandez',
  'Olivia & Noah',
  'Ava & Liam',
  'Grace & Daniel',
  'Chen Family Reunion',
  'Mia & Lucas',
  'Tech Summit 2026',
  'Harper & Elijah',
  'Camila Reyes',
  'Lily & Jack',
  'Zoe & Ethan',
  'Riverside Gala',
];
const types = [
  'Wedding',
  'Quinceañera',
  'Wedding',
  'Office Party',
  'Quinceañera',
  'Wedding',
  'Engagement',
  'Anniversary',
];

/**
 * Bookings around today: past ones completed or cancelled, coming ones spread over every status,
 * one per day (the demo venue allows one booking a day), at 5 pm in the venue's time zone.
 */
export async function seedDemoBookings(tx: Tx, context: DemoContext, today = new Date()): Promise<void> {
  const rows = couples.map((coupleNames, index) => {
    const offsetDays = -75 + index * 13; // from about 2½ months ago to 4½ months ahead
    const status: BookingStatus =
      offsetDays < 0 ? (index % 4 === 0 ? 'cancelled' : 'completed') : bookingStatuses[index % 6]!;
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offsetDays));
    const localDay = day.toISOString().slice(0, 10);
    return {
      venueId: context.venueId,
      clientId: index === 1 ? context.userIds.client : null,
      coupleNames,
      eventDate: sql`(${localDay}::date + time '17:00') at time zone 'America/Los_Angeles'`,
      localDay,
      slot: 1,
      eventType: types[index % types.length]!,
      guestCount: 60 + ((index * 37) % 180),
      status,
      email: `${coupleNames.split(/[ &]/)[0]!.toLowerCase()}@example.com`,
      phone: `(555) 01${String(index).padStart(2, '0')}`,
      notes: index % 3 === 0 ? 'Prefers the garden terrace for the ceremony.' : null,
      totalAmount: String(4500 + ((index * 1250) % 14000)),
    };
  });
  await tx.insert(bookings).values(rows);
}

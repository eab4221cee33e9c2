import { sql } from 'drizzle-orm';
import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import type { EventType } from '#shared/bookings/event-types.ts';
import type { Tx } from '../client.ts';
import { bookings } from '../schema.ts';
import type { DemoContext } from './demo-seed.ts';

const DAY_MS = 86_400_000;

/** How long before its event a demo booking was made. */
export const DEMO_BOOKED_DAYS_AHEAD = 180;

interface DemoBooking {
  inDays: number;
  coupleNames: string;
  eventType: EventType;
  status: BookingStatus;
  guests: number;
  total: string;
  /** The start at the venue, 24-hour. */
  startsAt?: string;
  notes?: string;
}

/**
 * One season of the demo venue, every 13 days from 75 days ago to 120 days ahead (one booking a
 * day, as the demo venue allows): past events completed or cancelled, coming ones at every
 * stage before. The name says what the event is, so the type agrees with it. Nothing here is
 * linked to a client: the demo client's own wedding is demo-client-portal.ts's.
 */
export const demoBookings: readonly DemoBooking[] = [
  {
    inDays: -75,
    coupleNames: 'Sarah & Michael',
    eventType: 'Wedding',
    status: 'completed',
    guests: 140,
    total: '16500',
  },
  {
    inDays: -62,
    coupleNames: 'Isabella Martinez',
    eventType: 'Quinceañera',
    status: 'completed',
    guests: 150,
    total: '9800',
  },
  { inDays: -49, coupleNames: 'Nora & Henry', eventType: 'Wedding', status: 'completed', guests: 110, total: '14200' },
  {
    inDays: -36,
    coupleNames: 'Acme Corp Holiday Party',
    eventType: 'Office Party',
    status: 'cancelled',
    guests: 120,
    total: '8500',
    notes: 'Cancelled: the company moved the party online.',
  },
  {
    inDays: -23,
    coupleNames: 'Sofia Hernandez',
    eventType: 'Quinceañera',
    status: 'completed',
    guests: 130,
    total: '9200',
  },
  { inDays: -10, coupleNames: 'Olivia & Noah', eventType: 'Wedding', status: 'completed', guests: 180, total: '18750' },
  { inDays: 3, coupleNames: 'Ava & Liam', eventType: 'Engagement', status: 'deposit_paid', guests: 60, total: '4800' },
  { inDays: 16, coupleNames: 'Grace & Daniel', eventType: 'Anniversary', status: 'booked', guests: 80, total: '6400' },
  {
    inDays: 29,
    coupleNames: 'Chen Family Reunion',
    eventType: 'Other',
    status: 'tour_scheduled',
    guests: 90,
    total: '7000',
    startsAt: '12:00',
    notes: 'Family reunion lunch; three generations, several guests in wheelchairs.',
  },
  { inDays: 42, coupleNames: 'Mia & Lucas', eventType: 'Wedding', status: 'booked', guests: 160, total: '17500' },
  {
    inDays: 55,
    coupleNames: 'Tech Summit',
    eventType: 'Conference Seminar',
    status: 'contract_sent',
    guests: 200,
    total: '12000',
    startsAt: '09:00',
    notes: 'Theatre seating, two breakout rooms, AV for the keynote.',
  },
  {
    inDays: 68,
    coupleNames: 'Harper & Elijah',
    eventType: 'Wedding',
    status: 'deposit_paid',
    guests: 150,
    total: '16000',
  },
  { inDays: 81, coupleNames: 'Camila Reyes', eventType: 'Quinceañera', status: 'inquiry', guests: 140, total: '9500' },
  {
    inDays: 94,
    coupleNames: 'Lily & Jack',
    eventType: 'Wedding',
    status: 'contract_sent',
    guests: 120,
    total: '15000',
  },
  { inDays: 107, coupleNames: 'Zoe & Ethan', eventType: 'Engagement', status: 'inquiry', guests: 70, total: '5200' },
  {
    inDays: 120,
    coupleNames: 'Riverside Gala',
    eventType: 'Gala',
    status: 'booked',
    guests: 250,
    total: '22000',
    notes: 'Charity gala; prefers the garden terrace for the reception.',
  },
];

/** Each demo booking on its day, at its hour in the venue's time zone, made half a year before. */
export async function seedDemoBookings(tx: Tx, context: DemoContext, today = new Date()): Promise<void> {
  const rows = demoBookings.map((booking, index) => {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + booking.inDays));
    const localDay = day.toISOString().slice(0, 10);
    return {
      venueId: context.venueId,
      clientId: null,
      coupleNames: booking.coupleNames,
      eventDate: sql`(${localDay}::date + ${booking.startsAt ?? '17:00'}::time) at time zone 'America/Los_Angeles'`,
      localDay,
      slot: 1,
      eventType: booking.eventType,
      guestCount: booking.guests,
      status: booking.status,
      email: `${booking.coupleNames.split(/[ &]/)[0]!.toLowerCase()}@example.com`,
      phone: `(555) 01${String(index).padStart(2, '0')}`,
      notes: booking.notes ?? null,
      totalAmount: booking.total,
      createdAt: new Date(day.getTime() - DEMO_BOOKED_DAYS_AHEAD * DAY_MS),
    };
  });
  await tx.insert(bookings).values(rows);
}

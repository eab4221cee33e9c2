/**
 * The benchmark's server: the real app on an embedded PostgreSQL in a temporary directory,
 * seeded with 20,000 bookings and 20,000 leads (5,000 of each in the measured venue). Prints
 * READY <port> <token>.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { loadInstallationKeys } from '#server/crypto/installation-keys.ts';
import { connectDatabase } from '#server/db/client.ts';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { prepareDatabase } from '#server/db/migrate.ts';

const VENUES = 4;
const BOOKINGS_PER_VENUE = 5_000;
const LEADS_PER_VENUE = 5_000;

const dataDir = await mkdtemp(path.join(tmpdir(), 'venuedesk-bench-'));
const embedded = await startEmbeddedPostgres({ dataDir });
const database = connectDatabase((await prepareDatabase(embedded.url)).url);
const app = await buildApp({
  db: database.db,
  // The feed's per-address limit would otherwise stop the load generator (one address) at once.
  config: {
    ...loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1', CALENDAR_FEEDS_PER_MINUTE: '1000000' }),
    clientDir: '/nonexistent',
  },
  mailTransport: null,
  keys: (await loadInstallationKeys({ file: null, dataDir, publicUrl: 'http://127.0.0.1' })).keys,
});

const register = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: {
    email: 'bench@example.com',
    password: 'bench-password',
    firstName: 'Bench',
    lastName: 'Owner',
    venueName: 'Bench Hall',
  },
});
const venueId = register.json<{ user: { venueId: number } }>().user.venueId;
await database.db.execute(
  sql`insert into venues (name, slug) select 'Other ' || i, 'other-' || i from generate_series(2, ${VENUES}) i`,
);
await database.db.execute(sql`update venues set max_bookings_per_day = 3`);

// 5,000 bookings per venue, three a day from 2025-01-01 on: ~4.6 years, ~90 in a month, so the
// dashboard's current and previous months hold bookings too.
await database.db.execute(sql`
  insert into bookings (venue_id, couple_names, event_date, local_day, slot, event_type, guest_count, status, email, total_amount)
  select v.id, 'Couple ' || n, ((date '2025-01-01' + (n / 3)) + time '18:00' + (n % 3) * interval '1 hour')
           at time zone 'America/Los_Angeles',
         date '2025-01-01' + (n / 3), (n % 3) + 1, 'Wedding', 50 + n % 200,
         (array['inquiry','tour_scheduled','contract_sent','booked','deposit_paid','completed','cancelled'])[1 + n % 7],
         'couple' || n || '@example.com', (1000 + n % 20000)::numeric
  from venues v cross join generate_series(0, ${BOOKINGS_PER_VENUE - 1}) n`);
// 5,000 leads per venue in every status (the leads list's target), and a deposit and a balance
// for each confirmed booking.
await database.db.execute(sql`
  insert into leads (venue_id, name, email, phone, preferred_date, guest_count, budget, source, notes, status, created_at)
  select v.id, 'Lead ' || n, 'lead' || n || '@example.com', '555-' || lpad((n % 10000)::text, 4, '0'),
         (now() + n * interval '1 day')::date, 50 + n % 200, 5000 + n % 20000,
         (array['website','social_media','referral','event_show','google','other'])[1 + n % 6],
         'Asked about the garden ceremony and parking for ' || (n % 40) || ' cars',
         (array['new','contacted','tour_scheduled','proposal_sent','converted','lost'])[1 + n % 6],
         now() - n * interval '1 hour'
  from venues v cross join generate_series(0, ${LEADS_PER_VENUE - 1}) n`);
await database.db.execute(sql`
  insert into payments (venue_id, booking_id, amount, type, status, due_date, paid_at)
  select b.venue_id, b.id, 300, kind.type, case when b.event_date < now() or kind.type = 'deposit' then 'paid' else 'pending' end,
         (b.event_date - interval '14 days')::date,
         case when b.event_date < now() then b.event_date when kind.type = 'deposit' then now() - interval '30 days' end
  from bookings b cross join (values ('deposit'), ('final')) as kind(type)
  where b.status in ('booked', 'deposit_paid', 'completed')`);
await database.db.execute(sql`analyze`);

const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'bench@example.com', password: 'bench-password' },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(`READY ${port} ${login.json<{ token: string }>().token} ${venueId}`);

async function shutdown() {
  await app.close();
  await database.close();
  await embedded.stop();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '#server/db/schema.ts';
import { getSqlState } from '#server/errors.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();

describe('rows that point at a booking carry its venue', () => {
  it('refuses a payment of one venue that points at another venue’s booking', async () => {
    const first = await signUpOwner(app, 'First Hall');
    const second = await signUpOwner(app, 'Second Hall');
    const foreignBooking = await createBooking(app, second);
    const error = await app.deps.db
      .insert(payments)
      .values({ venueId: first.user.venueId!, bookingId: foreignBooking.id, amount: '100.00', type: 'deposit' })
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(getSqlState(error)).toBe('23503');
    await app.deps.db
      .insert(payments)
      .values({ venueId: second.user.venueId!, bookingId: foreignBooking.id, amount: '100.00', type: 'deposit' });
  });

  it('holds for every table with a booking_id, today’s and any added later', async () => {
    const withBookingId = await app.deps.db.execute<{ table: string }>(sql`
      select table_name as "table" from information_schema.columns
      where table_schema = 'public' and column_name = 'booking_id' order by table_name`);
    const keys = await app.deps.db.execute<{ table: string; columns: string[] }>(sql`
      select rel.relname as "table",
        array(select a.attname::text from unnest(con.conkey) with ordinality as k(attnum, position)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.position) as columns
      from pg_constraint con join pg_class rel on rel.oid = con.conrelid
      where con.contype = 'f' and con.confrelid = 'bookings'::regclass`);
    const tables = withBookingId.rows.map((row) => row.table);
    expect(tables).toEqual(expect.arrayContaining(['contracts', 'invitations', 'leads', 'payments']));
    for (const table of tables) {
      const columns = keys.rows.filter((key) => key.table === table).map((key) => key.columns);
      expect(columns, table).toContainEqual(['venue_id', 'booking_id']);
    }
  });
});

import { readFile } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { venueSlugSchema } from '#shared/settings/settings.schemas.ts';
import { venues } from '#server/db/schema.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();
const migration = await readFile(new URL('./migrations/0012_venue_slugs_fit_the_rule.sql', import.meta.url), 'utf8');

async function insertVenue(name: string, slug: string): Promise<number> {
  const [venue] = await app.deps.db.insert(venues).values({ name, slug }).returning({ id: venues.id });
  return venue!.id;
}

describe('migration 0012: venue slugs made before the inquiry form fit the rule', () => {
  it('shortens the long slugs sign-up used to make, keeps the ones that fit, and can run again', async () => {
    // Slugs as sign-up made them before issue #10: the name's first 40 characters and a suffix.
    const longName = 'the-grand-ballroom-of-the-northern-lake';
    const long = await insertVenue('The Grand Ballroom of the Northern Lakes', `${longName}s-a1b2c3`);
    const sameStart = await insertVenue('The Grand Ballroom of the Northern Lakeside', `${longName}side-d4e5f6`);
    const short = await insertVenue('Jo', 'j');
    const edgy = await insertVenue('Hall', '-hall-');
    const fine = await insertVenue('Casa Blanca', 'casa-blanca-0a1b2c');
    const ids = [long, sameStart, short, edgy, fine];

    await app.deps.db.execute(sql.raw(migration));
    const rows = await app.deps.db
      .select({ id: venues.id, slug: venues.slug })
      .from(venues)
      .where(inArray(venues.id, ids));
    const slugOf = new Map(rows.map((row) => [row.id, row.slug]));

    for (const id of ids) expect(venueSlugSchema.safeParse(slugOf.get(id)).success, slugOf.get(id)).toBe(true);
    expect(new Set(slugOf.values()).size).toBe(ids.length);
    expect(slugOf.get(long)).toBe('the-grand-ballroom-of-the-norther');
    expect(slugOf.get(sameStart)).toMatch(/^the-grand-ballroom-of-the-norther-[0-9a-f]{6}$/);
    expect(slugOf.get(short)).toBe('venue');
    expect(slugOf.get(edgy)).toBe('hall');
    expect(slugOf.get(fine)).toBe('casa-blanca-0a1b2c');

    await app.deps.db.execute(sql.raw(migration));
    const again = await app.deps.db
      .select({ id: venues.id, slug: venues.slug })
      .from(venues)
      .where(eq(venues.id, sameStart));
    expect(again[0]!.slug).toBe(slugOf.get(sameStart));
  });
});

import { readFile } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractTemplates, venues } from '#server/db/schema.ts';
import {
  DEFAULT_TEMPLATE_CONTENT,
  DEFAULT_TEMPLATE_CONTENT_ES,
  DEFAULT_TEMPLATE_NAME,
  DEFAULT_TEMPLATE_NAME_ES,
} from '#server/features/contracts/default-template.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();
const db = app.deps.db;
const migration = await readFile(new URL('./migrations/0035_default-template-spanish.sql', import.meta.url), 'utf8');

let venueCount = 0;
async function insertVenue(defaultClientLanguage: 'en' | 'es' = 'en'): Promise<number> {
  venueCount += 1;
  const [venue] = await db
    .insert(venues)
    .values({ name: `Migrated Hall ${venueCount}`, slug: `migrated-hall-${venueCount}`, defaultClientLanguage })
    .returning({ id: venues.id });
  return venue!.id;
}

async function insertTemplate(
  venueId: number,
  values: { content: string; translations?: object; isDefault?: boolean; name?: string },
) {
  const [row] = await db
    .insert(contractTemplates)
    .values({ venueId, name: DEFAULT_TEMPLATE_NAME, isDefault: true, ...values })
    .returning({ id: contractTemplates.id });
  return row!.id;
}

describe('migration 0035: VenueDesk’s Spanish version (and name) for default templates no venue has edited', () => {
  it('adds it only where the English is still VenueDesk’s byte for byte, with no Spanish, in an English venue; and can run again', async () => {
    // As migration 0006 and sign-up before session 31 left them: the English text, no versions.
    const untouched = await insertTemplate(await insertVenue(), { content: DEFAULT_TEMPLATE_CONTENT });
    const secondOfVenue = await insertTemplate(await insertVenue(), {
      content: DEFAULT_TEMPLATE_CONTENT,
      isDefault: false,
    });
    // VenueDesk's text under a name the venue chose: the Spanish text, but no Spanish name for it.
    const renamed = await insertTemplate(await insertVenue(), {
      content: DEFAULT_TEMPLATE_CONTENT,
      name: 'Our Hall Agreement',
    });
    // The venue's own words: one character changed, a trailing newline, its own Spanish, a Spanish venue.
    const edited = await insertTemplate(await insertVenue(), {
      content: DEFAULT_TEMPLATE_CONTENT.replace('30 days', '45 days'),
    });
    const trailing = await insertTemplate(await insertVenue(), { content: `${DEFAULT_TEMPLATE_CONTENT}\n` });
    const ownSpanish = { es: { content: 'Acuerdo de {{venueName}} con {{coupleNames}}.' } };
    const withSpanish = await insertTemplate(await insertVenue(), {
      content: DEFAULT_TEMPLATE_CONTENT,
      translations: ownSpanish,
    });
    const spanishVenue = await insertTemplate(await insertVenue('es'), { content: DEFAULT_TEMPLATE_CONTENT });
    const ids = [untouched, secondOfVenue, renamed, edited, trailing, withSpanish, spanishVenue];

    const read = async () =>
      new Map(
        (
          await db
            .select({
              id: contractTemplates.id,
              content: contractTemplates.content,
              translations: contractTemplates.translations,
            })
            .from(contractTemplates)
            .where(inArray(contractTemplates.id, ids))
        ).map((row) => [row.id, row]),
      );
    const before = await read();
    await db.execute(sql.raw(migration));
    const after = await read();

    const spanish = { es: { content: DEFAULT_TEMPLATE_CONTENT_ES, name: DEFAULT_TEMPLATE_NAME_ES } };
    expect(after.get(untouched)!.translations).toEqual(spanish);
    expect(after.get(secondOfVenue)!.translations).toEqual(spanish);
    expect(after.get(renamed)!.translations).toEqual({ es: { content: DEFAULT_TEMPLATE_CONTENT_ES } });
    for (const id of [edited, trailing, withSpanish, spanishVenue]) expect(after.get(id)).toEqual(before.get(id));
    expect(after.get(withSpanish)!.translations).toEqual(ownSpanish);
    for (const id of ids) expect(after.get(id)!.content).toBe(before.get(id)!.content);

    await db.execute(sql.raw(migration));
    expect(await read()).toEqual(after);
    const [row] = await db.select().from(contractTemplates).where(eq(contractTemplates.id, untouched));
    expect(row!.translations.es!.content).toBe(DEFAULT_TEMPLATE_CONTENT_ES);
    // What a venue signing up today gets, name and all.
    expect(row!.translations.es).toEqual({ content: DEFAULT_TEMPLATE_CONTENT_ES, name: DEFAULT_TEMPLATE_NAME_ES });
  });
});

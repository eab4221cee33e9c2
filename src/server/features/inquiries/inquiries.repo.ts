import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { venues } from '../../db/schema.ts';

/** The public facts of a venue, found by its slug. */
export async function findPublicVenue(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({
      id: venues.id,
      slug: venues.slug,
      name: venues.name,
      description: venues.description,
      eventTypes: venues.eventTypes,
      primaryColor: venues.primaryColor,
      secondaryColor: venues.secondaryColor,
      accentColor: venues.accentColor,
      logo: venues.logo,
      timeZone: venues.timezone,
      defaultLanguage: venues.defaultClientLanguage,
      translations: venues.clientTextTranslations,
      email: venues.email,
      phone: venues.phone,
    })
    .from(venues)
    .where(eq(venues.slug, slug));
  return row;
}

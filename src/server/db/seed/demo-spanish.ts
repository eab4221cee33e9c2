import { and, eq } from 'drizzle-orm';
import type { VenueTextTranslations } from '#shared/i18n/venue-text.ts';
import type { Tx } from '../client.ts';
import { leads, venues } from '../schema.ts';
import type { DemoContext } from './demo-seed.ts';

const description =
  'A restored 1920s hacienda with a garden courtyard for ceremonies and a ballroom for up to 200 guests.';

/** The demo venue's own words in Spanish, as a venue with Spanish-speaking couples would write them (decision 073). */
const spanish: VenueTextTranslations = {
  es: {
    description:
      'Una hacienda de los años veinte restaurada, con un patio ajardinado para ceremonias y un salón para hasta 200 invitados.',
    eventTypes: {
      Reception: 'Recepción',
      'Ceremony + Reception': 'Ceremonia y recepción',
      'Rehearsal Dinner': 'Cena de ensayo',
      'Private Party': 'Fiesta privada',
    },
  },
};

/**
 * The demo in two languages: the venue's description and most of its event types in Spanish
 * (Anniversary Party left without, so Settings shows a missing name), and a lead who wrote in
 * Spanish, whose e-mails go out in Spanish.
 */
export async function seedDemoSpanish(tx: Tx, context: DemoContext): Promise<void> {
  const [venue] = await tx
    .select({ description: venues.description })
    .from(venues)
    .where(eq(venues.id, context.venueId));
  await tx
    .update(venues)
    .set({ description: venue?.description ?? description, clientTextTranslations: spanish })
    .where(eq(venues.id, context.venueId));
  await tx
    .update(leads)
    .set({ language: 'es' })
    .where(and(eq(leads.venueId, context.venueId), eq(leads.name, 'Valentina Cruz')));
}

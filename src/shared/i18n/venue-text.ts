import { z } from 'zod';
import { nullableText } from '../fields.ts';
import { languageSchema } from './language-schema.ts';
import type { Language } from './languages.ts';

/**
 * Text a venue writes for couples, in the languages other than its default client language
 * (decision 073): its description (the inquiry form's introduction) and the names of its own
 * event types, by the name it gave them. What a language lacks, a couple reads in the venue's
 * default language, as written.
 */
export interface VenueTextVersion {
  description?: string;
  eventTypes?: Record<string, string>;
}
export type VenueTextTranslations = Partial<Record<Language, VenueTextVersion>>;

/** Settings → Venue Info and Event Types, as a save sends them: a blank text is none. */
export const venueTextTranslationsInputSchema = z.partialRecord(
  languageSchema,
  z.object({
    description: nullableText('Description', 2000, { multiline: true }),
    eventTypes: z
      .record(z.string().max(100, 'Event type is too long'), nullableText('Event type name', 100))
      .refine((names) => Object.keys(names).length <= 100, 'A venue may have at most 100 event types')
      .optional(),
  }),
);
export type VenueTextTranslationsInput = z.input<typeof venueTextTranslationsInputSchema>;

/** As the settings and the public venue give them. */
export const venueTextTranslationsSchema = z.partialRecord(
  languageSchema,
  z.object({ description: z.string().optional(), eventTypes: z.record(z.string(), z.string()).optional() }),
);

/**
 * The versions worth keeping: blank texts dropped, and names only for the venue's own event
 * types of now (a type taken off the list takes its names with it).
 */
export function normalizeVenueTextTranslations(
  input: Partial<Record<Language, { description?: string | null; eventTypes?: Record<string, string | null> }>>,
  eventTypes: readonly string[],
): VenueTextTranslations {
  const result: VenueTextTranslations = {};
  for (const [language, version] of Object.entries(input) as [Language, (typeof input)[Language]][]) {
    if (!version) continue;
    const names = Object.entries(version.eventTypes ?? {}).filter(
      (entry): entry is [string, string] => entry[1] !== null && eventTypes.includes(entry[0]),
    );
    const kept: VenueTextVersion = {
      ...(version.description && { description: version.description }),
      ...(names.length > 0 && { eventTypes: Object.fromEntries(names) }),
    };
    if (Object.keys(kept).length > 0) result[language] = kept;
  }
  return result;
}

interface VenueTexts {
  description: string | null;
  defaultLanguage: Language;
  translations: VenueTextTranslations;
}

/**
 * The venue's description for a reader of `language`, and the language it is in: its version in
 * that language, else the description as written, in the venue's default language.
 */
export function pickVenueDescription(
  venue: VenueTexts,
  language: Language,
): { text: string; language: Language } | null {
  const version = language === venue.defaultLanguage ? undefined : venue.translations[language]?.description;
  if (version) return { text: version, language };
  return venue.description ? { text: venue.description, language: venue.defaultLanguage } : null;
}

/**
 * What a reader of `language` calls the venue's own event types, by the names the venue gave them;
 * none in the venue's default language, which the types are written in.
 */
export function getVenueEventTypeNames(
  venue: Pick<VenueTexts, 'defaultLanguage' | 'translations'>,
  language: Language,
): Readonly<Record<string, string>> | undefined {
  return language === venue.defaultLanguage ? undefined : venue.translations[language]?.eventTypes;
}

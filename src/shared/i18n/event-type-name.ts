import { eventTypeDescriptions } from '../bookings/event-types.ts';
import type { EventTypeKey } from './surfaces.ts';
import type { Translator } from './translator.ts';

/**
 * The name of an event type in the reader's language: the standard types (spec §3) are ours and
 * translated; a type the venue named itself is its own text, in the reader's language when the
 * venue gave it a name there (`venueNames`, venue-text.ts), else as written.
 */
export function getEventTypeName(
  type: string,
  translator: Pick<Translator<EventTypeKey>, 't'>,
  venueNames?: Readonly<Record<string, string>>,
): string {
  return nameEventType(type, translator, venueNames).name;
}

/**
 * The name as `getEventTypeName` gives it, and whether it is the venue's own words as written
 * (in the venue's language, not the reader's), for a page to mark with `lang`.
 */
export function nameEventType(
  type: string,
  { t }: Pick<Translator<EventTypeKey>, 't'>,
  venueNames?: Readonly<Record<string, string>>,
): { name: string; asWritten: boolean } {
  if (Object.hasOwn(eventTypeDescriptions, type))
    return { name: t(`eventType.${type}` as EventTypeKey), asWritten: false };
  const translated = venueNames && Object.hasOwn(venueNames, type) ? venueNames[type] : undefined;
  return translated === undefined ? { name: type, asWritten: true } : { name: translated, asWritten: false };
}

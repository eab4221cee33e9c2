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
  { t }: Pick<Translator<EventTypeKey>, 't'>,
  venueNames?: Readonly<Record<string, string>>,
): string {
  if (Object.hasOwn(eventTypeDescriptions, type)) return t(`eventType.${type}` as EventTypeKey);
  return (venueNames && Object.hasOwn(venueNames, type) ? venueNames[type] : undefined) ?? type;
}

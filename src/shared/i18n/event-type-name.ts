import { eventTypeDescriptions } from '../bookings/event-types.ts';
import type { EventTypeKey } from './surfaces.ts';
import type { Translator } from './translator.ts';

/**
 * The name of an event type in the reader's language: the standard types (spec §3) are ours and
 * translated; a type the venue named itself is its own text, shown as written.
 */
export function getEventTypeName(type: string, { t }: Pick<Translator<EventTypeKey>, 't'>): string {
  return Object.hasOwn(eventTypeDescriptions, type) ? t(`eventType.${type}` as EventTypeKey) : type;
}

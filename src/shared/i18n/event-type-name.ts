import { eventTypeDescriptions } from '../bookings/event-types.ts';
import type { MessageKey, Translator } from './i18n.ts';

/**
 * The name of an event type in the reader's language: the standard types (spec §3) are ours and
 * translated; a type the venue named itself is its own text, shown as written.
 */
export function getEventTypeName(type: string, { t }: Pick<Translator, 't'>): string {
  return Object.hasOwn(eventTypeDescriptions, type) ? t(`eventType.${type}` as MessageKey) : type;
}

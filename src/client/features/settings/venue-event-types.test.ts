import { describe, expect, it } from 'vitest';
import { eventTypes } from '#shared/bookings/event-types.ts';
import { getExtraEventTypes } from './venue-event-types.ts';

describe('getExtraEventTypes', () => {
  it('keeps the venue types that are not standard ones, in the venue order', () => {
    expect(getExtraEventTypes(eventTypes, ['Reception', 'Garden Ceremony', 'Private Party'])).toEqual([
      'Reception',
      'Garden Ceremony',
      'Private Party',
    ]);
  });

  it('drops standard types in any case, blanks and repeats', () => {
    expect(getExtraEventTypes(eventTypes, ['wedding', 'GALA', ' ', 'Reception', 'reception ', 'Other'])).toEqual([
      'Reception',
    ]);
  });
});

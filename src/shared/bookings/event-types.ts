/** The 22 event types of spec §3, each with the help text shown as a tooltip and under the select. */
export const eventTypeDescriptions = {
  Wedding: 'Ceremony and reception celebrating a marriage, from the first look to the last dance.',
  Quinceañera: 'A fifteenth-birthday celebration with mass or blessing, waltz and family traditions.',
  Engagement: 'A party announcing the engagement, usually cocktails and toasts with family and friends.',
  Birthday: 'A birthday celebration of any age, from an intimate dinner to a large party.',
  Anniversary: 'A milestone wedding or business anniversary with dinner, toasts and music.',
  'Bridal Shower': 'A daytime gathering with gifts and games for the bride-to-be.',
  'Baby Shower': 'A celebration with gifts for parents expecting or welcoming a baby.',
  Baptism: 'A religious ceremony followed by a family lunch or reception.',
  'Corporate Event': 'A company gathering such as an offsite, kickoff or client reception.',
  'Award Ceremony': 'A staged programme presenting awards, with seating, stage and AV.',
  'Bar Mitzvah': 'A coming-of-age celebration (Bar or Bat Mitzvah) after the synagogue service.',
  'Business Mixer': 'A networking event with standing cocktails and light catering.',
  Concert: 'A live music performance with stage, sound and audience seating or standing room.',
  'Conference Seminar': 'Talks or training sessions with theatre or classroom seating and breaks.',
  Fundraiser: 'A charity event raising money through tickets, pledges or sponsorships.',
  Gala: 'A formal evening event with dinner, programme and dancing.',
  'Graduation Party': 'A celebration of a graduate with family, friends and food.',
  'Launch Party': 'An event introducing a product, book or company to guests and press.',
  Meeting: 'A business meeting or board session, usually daytime with AV and refreshments.',
  'Office Party': 'A team celebration such as a holiday party or year-end dinner.',
  'Silent Auction': 'Guests bid in writing on displayed items, often as part of a fundraiser.',
  Other: 'Any other event; describe it in the notes.',
} as const;

export type EventType = keyof typeof eventTypeDescriptions;
export const eventTypes = Object.keys(eventTypeDescriptions) as EventType[];
export const DEFAULT_EVENT_TYPE: EventType = 'Wedding';

/**
 * The venue's event types that are not already among the standard ones (compared without case),
 * in the venue's order, each once, trimmed.
 */
export function getExtraEventTypes(standard: readonly string[], venueTypes: readonly string[]): string[] {
  const seen = new Set(standard.map((type) => type.toLocaleLowerCase()));
  const extra: string[] = [];
  for (const type of venueTypes) {
    const key = type.trim().toLocaleLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    extra.push(type.trim());
  }
  return extra;
}

/**
 * What a venue offers wherever an event type is chosen, as Settings → Event Types says: the
 * standard types, then the venue's own that are not among them.
 */
export function getOfferedEventTypes(venueTypes: readonly string[]): string[] {
  return [...eventTypes, ...getExtraEventTypes(eventTypes, venueTypes)];
}

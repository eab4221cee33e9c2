import { DEFAULT_REPLY_TEMPLATE } from '#shared/leads/reply-template.ts';
import type { UpdateSettingsResponse, VenueSettings } from '#shared/settings/settings.schemas.ts';

/** The tests' venue settings (a Chicago venue, closed on Mondays, one booking a day). */
export function makeSettings(): VenueSettings {
  return {
    venue: {
      name: 'Hacienda Rosa',
      slug: 'hacienda-rosa',
      address: '12 Mission Road, Austin',
      phone: null,
      email: 'events@hacienda.example',
      website: null,
      maxCapacity: 200,
      basePrice: '5000.00',
      description: null,
      logo: null,
      primaryColor: '#8B5A6B',
      secondaryColor: '#6B7280',
      accentColor: '#10B981',
      timezone: 'America/Chicago',
      replyTemplate: DEFAULT_REPLY_TEMPLATE,
      defaultClientLanguage: 'en',
      clientTextTranslations: {},
    },
    eventTypes: ['Reception', 'Private Party'],
    availability: {
      weekdays: { sun: true, mon: false, tue: true, wed: true, thu: true, fri: true, sat: true },
      blackoutDates: ['2031-12-25'],
      maxBookingsPerDay: 1,
    },
  };
}

/** A PUT body as the tests read it. */
export type SentSettings = {
  venue: Record<string, unknown>;
  eventTypes: string[];
  availability: Record<string, unknown>;
};

export function saved(settings: VenueSettings, overfullDays: UpdateSettingsResponse['overfullDays'] = []) {
  return { ...settings, overfullDays };
}

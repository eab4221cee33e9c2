import type { FieldErrors, Path, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import {
  availabilityInputSchema,
  eventTypesSchema,
  venueInputSchema,
  type VenueSettings,
} from '#shared/settings/settings.schemas.ts';
import { languages } from '#shared/i18n/languages.ts';
import { getApiFieldErrors } from '#client/lib/api-error-messages.ts';

/** The whole Settings page as one form, with the server's own rules. */
export const settingsFormSchema = z.object({
  venue: venueInputSchema,
  eventTypes: eventTypesSchema,
  availability: availabilityInputSchema,
});
export type SettingsFormValues = z.input<typeof settingsFormSchema>;
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;

export const settingsTabs = [
  'venue-info',
  'branding',
  'event-types',
  'contract-templates',
  'automations',
  'team-access',
  'email',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

const brandingFields = new Set(['logo', 'primaryColor', 'secondaryColor', 'accentColor']);

/** Blank optional texts are '' in the inputs and null on the server. */
export function getSettingsFormValues(settings: VenueSettings): SettingsFormValues {
  const { venue } = settings;
  // A version per other language, its blanks '' as inputs hold them (decision 073).
  const clientTextTranslations = Object.fromEntries(
    languages
      .filter((language) => language !== venue.defaultClientLanguage)
      .map((language) => {
        const version = venue.clientTextTranslations[language];
        return [language, { description: version?.description ?? '', eventTypes: { ...version?.eventTypes } }];
      }),
  );
  return {
    venue: {
      ...venue,
      address: venue.address ?? '',
      phone: venue.phone ?? '',
      email: venue.email ?? '',
      website: venue.website ?? '',
      description: venue.description ?? '',
      logo: venue.logo ?? '',
      clientTextTranslations,
    },
    eventTypes: [...settings.eventTypes],
    availability: {
      weekdays: { ...settings.availability.weekdays },
      blackoutDates: [...settings.availability.blackoutDates].sort(),
      maxBookingsPerDay: settings.availability.maxBookingsPerDay,
    },
  };
}

/**
 * The form field a server error path belongs to ('venue.name', 'eventTypes.3',
 * 'availability.blackoutDates.0' as the error handler joins zod's path). List items report on
 * their list, which shows one message.
 */
export function getFormFieldForErrorPath(path: string): Path<SettingsFormValues> | null {
  const [part, field] = path.split('.');
  if (part === 'venue' && field) return `venue.${field}` as Path<SettingsFormValues>;
  if (part === 'eventTypes') return 'eventTypes';
  if (part === 'availability' && (field === 'blackoutDates' || field === 'maxBookingsPerDay')) {
    return `availability.${field}`;
  }
  if (part === 'availability' && field === 'weekdays') return 'availability.weekdays';
  return null;
}

/** Puts a 400 reply's field errors on their fields; returns the tab of the first one. */
export function applySettingsFieldErrors(
  error: unknown,
  setError: UseFormSetError<SettingsFormValues>,
): SettingsTab | null {
  let firstTab: SettingsTab | null = null;
  for (const [path, message] of Object.entries(getApiFieldErrors(error))) {
    const field = getFormFieldForErrorPath(path);
    if (!field) continue;
    setError(field, { type: 'server', message });
    firstTab ??= getTabForField(field);
  }
  return firstTab;
}

function getTabForField(field: string): SettingsTab {
  const [part, name] = field.split('.');
  if (part === 'venue') return name && brandingFields.has(name) ? 'branding' : 'venue-info';
  return 'event-types';
}

/** The tab that holds the first invalid field, so a refused save shows its reason. */
export function getTabForErrors(errors: FieldErrors<SettingsFormValues>): SettingsTab | null {
  const venueField = Object.keys(errors.venue ?? {})[0];
  if (venueField) return getTabForField(`venue.${venueField}`);
  if (errors.eventTypes || errors.availability) return 'event-types';
  return null;
}

/** A list's message, whether it was set on the list (server) or on one of its items (zod). */
export function getListErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof message === 'string' && message) return message;
  if (typeof root?.message === 'string') return root.message;
  if (Array.isArray(error)) {
    for (const item of error as unknown[]) {
      const itemMessage = getListErrorMessage(item);
      if (itemMessage) return itemMessage;
    }
  }
  return undefined;
}

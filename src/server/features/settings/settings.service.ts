import { normalizeVenueTextTranslations } from '#shared/i18n/venue-text.ts';
import { DEFAULT_REPLY_TEMPLATE } from '#shared/leads/reply-template.ts';
import {
  updateSettingsSchema,
  weekdayKeys,
  type UpdateSettingsInput,
  type UpdateSettingsResponse,
  type VenueSettings,
} from '#shared/settings/settings.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, getSqlState, notFound } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import * as repo from './settings.repo.ts';

export function toVenueSettings(row: repo.VenueSettingsRow): VenueSettings {
  const { eventTypes, openWeekdays, blackoutDates, maxBookingsPerDay, replyTemplate, ...venue } = row;
  return {
    venue: { ...venue, replyTemplate: replyTemplate ?? DEFAULT_REPLY_TEMPLATE },
    eventTypes,
    availability: {
      weekdays: Object.fromEntries(weekdayKeys.map((key, index) => [key, openWeekdays.includes(index)])) as Record<
        (typeof weekdayKeys)[number],
        boolean
      >,
      blackoutDates: [...blackoutDates].sort(),
      maxBookingsPerDay,
    },
  };
}

export async function getSettings(deps: AppDeps, actor: StaffActor): Promise<VenueSettings> {
  const row = await repo.findVenueSettings(deps.db, actor.venueId);
  if (!row) throw notFound('Venue');
  return toVenueSettings(row);
}

/**
 * Saves any part of the settings. The availability rules apply to the next booking at once.
 * Lowering the maximum per day never removes bookings: the days left over-full are reported.
 */
export async function updateSettings(
  deps: AppDeps,
  actor: StaffActor,
  input: UpdateSettingsInput,
): Promise<UpdateSettingsResponse> {
  const { venue, eventTypes, availability } = updateSettingsSchema.parse(input);
  if (venue?.timezone && !(await repo.isTimeZoneKnownToDatabase(deps.db, venue.timezone))) {
    const message = 'Choose a time zone such as America/Los_Angeles';
    throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { 'venue.timezone': [message] } });
  }

  const saved = await deps.db
    .transaction(async (tx) => {
      const current = await repo.lockVenueSettings(tx, actor.venueId);
      if (!current) throw notFound('Venue');
      const { clientTextTranslations: sentTranslations, ...venueFields } = venue ?? {};
      const changes: repo.VenueSettingsChanges = { ...venueFields };
      // The default saved back unchanged stays the default, so a better one reaches this venue.
      if (venue?.replyTemplate === DEFAULT_REPLY_TEMPLATE) changes.replyTemplate = null;
      if (eventTypes) changes.eventTypes = eventTypes;
      // Names of event types taken off the list go with them, whether or not the versions were sent.
      const translations = sentTranslations ?? (eventTypes && current.clientTextTranslations);
      if (translations) {
        changes.clientTextTranslations = normalizeVenueTextTranslations(
          translations,
          changes.eventTypes ?? current.eventTypes,
        );
      }
      if (availability?.maxBookingsPerDay !== undefined) changes.maxBookingsPerDay = availability.maxBookingsPerDay;
      if (availability?.blackoutDates) changes.blackoutDates = availability.blackoutDates;
      if (availability?.weekdays) {
        const open = toVenueSettings(current).availability.weekdays;
        const merged = { ...open, ...availability.weekdays };
        changes.openWeekdays = weekdayKeys.flatMap((key, index) => (merged[key] ? [index] : []));
      }
      const row =
        Object.keys(changes).length > 0 ? await repo.updateVenueSettings(tx, actor.venueId, changes) : current;
      if (venue?.timezone && venue.timezone !== current.timezone) {
        await repo.refileBookingDays(tx, actor.venueId, venue.timezone);
      }
      return row;
    })
    .catch((error: unknown) => {
      if (getSqlState(error) === '23505' && venue?.slug) {
        const message = `${venue.slug} is taken by another venue; choose another`;
        throw new AppError('CONFLICT', message, { fieldErrors: { 'venue.slug': [message] } });
      }
      throw error;
    });

  const overfullDays = await repo.listOverfullDays(deps.db, actor.venueId, saved.maxBookingsPerDay);
  return { ...toVenueSettings(saved), overfullDays };
}

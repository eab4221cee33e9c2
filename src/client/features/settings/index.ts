// The settings feature's public entry: what the app shell, other features and tests use (decision 011).
export { settingsKeys, useVenueEventTypes, useVenueLogo, useVenueSettings } from './api.ts';
export { useVenueTheme } from './use-venue-theme.ts';
export { getExtraEventTypes, VENUE_EVENT_TYPE_DESCRIPTION } from './venue-event-types.ts';

/**
 * The database tables, one file per feature under schema/; drizzle-kit and the code read them
 * all through this file.
 */
export * from './schema/venues.ts';
export * from './schema/auth.ts';
export * from './schema/rate-limits.ts';
export * from './schema/outbox.ts';
export * from './schema/contact.ts';
export * from './schema/bookings.ts';
export * from './schema/leads.ts';
export * from './schema/notifications.ts';
export * from './schema/payments.ts';
export * from './schema/team.ts';
export * from './schema/contracts.ts';
export * from './schema/calendar.ts';
export * from './schema/optimization.ts';
export * from './schema/automations.ts';

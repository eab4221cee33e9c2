import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Background passes shared by every server instance (decision 035): an instance runs a task only
 * after claiming this row, which it can do once per interval, so one instance runs each pass.
 */
export const maintenanceRuns = pgTable('maintenance_runs', {
  task: text('task').primaryKey(),
  /** When an instance last took the task on, by the database's clock. */
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  /** When that run ended without an error; null while it runs, or if it failed. */
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

import type { CalendarRecommendations } from '#shared/calendar/optimal-dates.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import type { StaffActor } from '../../http/access.ts';
import { notFound } from '../../errors.ts';
import { loadVenueFacts } from './optimization.repo.ts';
import { findOptimalDates, OPTIMAL_DATE_LIMIT } from './optimal-dates.ts';

/** The calendar's Optimal Dates: the same demand the engine's suggestions read (decision 051). */
export async function getCalendarRecommendations(
  deps: AppDeps,
  actor: StaffActor,
  now = new Date(),
): Promise<CalendarRecommendations> {
  const facts = await loadVenueFacts(deps.db, actor.venueId, now);
  if (!facts) throw notFound('Venue');
  return { dates: findOptimalDates(facts, { limit: OPTIMAL_DATE_LIMIT }) };
}

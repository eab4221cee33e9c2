import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { updateShare } from '../../features/calendar/calendar-share.repo.ts';
import { ensureCalendarShare } from '../../features/calendar/calendar-share.service.ts';
import type { Tx } from '../client.ts';
import { calendarShares } from '../schema.ts';
import type { DemoContext } from './demo-seed.ts';

export const DEMO_SHARE_SLUG = 'demo-venue-calendar';

/**
 * The demo venue's calendar is shared publicly at /shared-calendar/demo-venue-calendar, with the
 * couples' names shown (contact details, revenue and notes stay off), so a first start shows a
 * working shared calendar. Should another venue hold the address already, the demo keeps none.
 */
export async function seedDemoCalendarShare(tx: Tx, context: DemoContext, deps: AppDeps): Promise<void> {
  await ensureCalendarShare(tx, deps.keys, context.venueId);
  const [taken] = await tx
    .select({ venueId: calendarShares.venueId })
    .from(calendarShares)
    .where(and(eq(calendarShares.slug, DEMO_SHARE_SLUG), ne(calendarShares.venueId, context.venueId)));
  await updateShare(tx, context.venueId, {
    ...(taken ? {} : { slug: DEMO_SHARE_SLUG }),
    publicAccess: true,
    includeClientNames: true,
  });
}

import { monthQuerySchema, sharedCalendarSchema } from '#shared/calendar/calendar-share.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import type { VenuePage } from '../../http/venue-pages.ts';
import { getSharedCalendar } from './calendar-feed.service.ts';
import { linkPart, SHARED_CALENDAR_LOADS_PER_MINUTE } from './calendar-public.routes.ts';

/**
 * /shared-calendar/{token|slug} rendered with the venue's name, colours and the month's events
 * (docs/decisions/067). A page load carries no session, so a private calendar is left to the
 * browser, which asks with the staff member's session. Without ?month= the page is rendered for
 * the venue's this month, and the browser's address is given that month before it hydrates.
 */
export function sharedCalendarPage(deps: AppDeps): VenuePage {
  return {
    path: '/shared-calendar/:id',
    loadsPerMinute: SHARED_CALENDAR_LOADS_PER_MINUTE,
    async load(request, keys) {
      const id = linkPart.safeParse((request.params as { id?: unknown }).id);
      if (!id.success) return null;
      const query = monthQuerySchema.safeParse(request.query);
      const found = await getSharedCalendar(deps, id.data, null, query.success ? query.data.month : undefined);
      // Parsed as the API's answer is, so the page hydrates with exactly what its call would get.
      const calendar = sharedCalendarSchema.parse(found);
      return {
        data: {
          url: `/shared-calendar/${encodeURIComponent(id.data)}?month=${calendar.month}`,
          queries: [[keys.sharedCalendar(id.data, calendar.month), calendar]],
        },
        imageUrl: null,
      };
    },
  };
}

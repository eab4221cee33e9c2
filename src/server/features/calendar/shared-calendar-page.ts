import { monthQuerySchema, sharedCalendarSchema } from '#shared/calendar/calendar-share.schemas.ts';
import { LANGUAGE_PARAM, readLanguageCookie, selectLanguage } from '#shared/i18n/select-language.ts';
import type { AppDeps } from '../../deps.ts';
import type { VenuePage } from '../../http/venue-pages.ts';
import { getSharedCalendarPage } from './calendar-feed.service.ts';
import { linkPart, SHARED_CALENDAR_LOADS_PER_MINUTE } from './calendar-public.routes.ts';

/**
 * /shared-calendar/{token|slug} rendered with the venue's name, colours and the month's events
 * (docs/decisions/067). A page load carries no session, so a private calendar is left to the
 * browser, which asks with the staff member's session. Without ?month= the page is rendered for
 * the venue's this month, and the browser's address is given that month before it hydrates.
 * It is rendered in the visitor's language (decision 068), chosen as the browser chooses it
 * (?lang=, the saved choice, Accept-Language, the venue's default client language), and the
 * rendered address names it, so the browser's first render is in the same language.
 */
export function sharedCalendarPage(deps: AppDeps): VenuePage {
  return {
    path: '/shared-calendar/:id',
    loadsPerMinute: SHARED_CALENDAR_LOADS_PER_MINUTE,
    async load(request, keys) {
      const id = linkPart.safeParse((request.params as { id?: unknown }).id);
      if (!id.success) return null;
      const query = monthQuerySchema.safeParse(request.query);
      const found = await getSharedCalendarPage(deps, id.data, query.success ? query.data.month : undefined);
      // Parsed as the API's answer is, so the page hydrates with exactly what its call would get.
      const calendar = sharedCalendarSchema.parse(found.calendar);
      const search = request.query as Record<string, unknown> | undefined;
      const language = selectLanguage({
        query: typeof search?.[LANGUAGE_PARAM] === 'string' ? search[LANGUAGE_PARAM] : null,
        saved: readLanguageCookie(request.headers.cookie),
        acceptLanguage: request.headers['accept-language'],
        venueDefault: calendar.venue.defaultLanguage,
      });
      return {
        data: {
          url: `/shared-calendar/${encodeURIComponent(id.data)}?month=${calendar.month}&${LANGUAGE_PARAM}=${language}`,
          queries: [[keys.sharedCalendar(id.data, calendar.month), calendar]],
        },
        imageUrl: found.imageUrl,
      };
    },
  };
}

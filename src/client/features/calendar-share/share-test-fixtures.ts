import type { CalendarShare, SharedCalendar } from '#shared/calendar/calendar-share.schemas.ts';
import { DEFAULT_SHARE_SETTINGS } from '#shared/calendar/calendar-share.schemas.ts';
import { jsonResponse } from '#client/test/fake-api.ts';

export const TOKEN = 'tok_Zq8vW3nB7xK2mP9sR4tY6uA1bC3dE5fG';
/** The feed has a token of its own (decision 023). */
export const FEED_TOKEN = 'feed_Hq2vW9nB1xK7mP3sR8tY2uA6bC9dE1fG';

export function makeShare(overrides: Partial<CalendarShare> = {}): CalendarShare {
  return {
    token: TOKEN,
    slug: null,
    shareUrl: `https://venuedesk.example/shared-calendar/${TOKEN}`,
    webcalUrl: `webcal://venuedesk.example/api/calendar/ical/${FEED_TOKEN}`,
    settings: { ...DEFAULT_SHARE_SETTINGS },
    ...overrides,
  };
}

export function makeSharedCalendar(overrides: Partial<SharedCalendar> = {}): SharedCalendar {
  return {
    venue: {
      name: 'Hacienda Rosa',
      timeZone: 'America/Chicago',
      logo: null,
      primaryColor: '#7c3aed',
      secondaryColor: '#f5f3ff',
      accentColor: '#f59e0b',
      defaultLanguage: 'en',
    },
    month: '2031-06',
    events: [],
    downloads: null,
    ...overrides,
  };
}

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/**
 * Answers by method and path (the query string left aside, so a month's range need not be
 * spelled out); records every call. Anything unexpected is a 404 the test will notice.
 */
export function routeByPath(routes: Record<string, Handler>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(url, init) : jsonResponse(404, { message: 'Not found' });
  };
  return { fetchImpl, calls };
}

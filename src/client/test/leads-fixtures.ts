import type { Mock } from 'vitest';
import { leadStatuses } from '#shared/leads/lead-status.ts';
import type { Lead, LeadCounts, LeadMatches } from '#shared/leads/leads.schemas.ts';
import { jsonResponse } from './fake-api.ts';

/** The tests' clock for lead ages: 10:00 on Saturday 20 September 2031 in Chicago (the venue's zone). */
export const LEADS_NOW = new Date('2031-09-20T15:00:00Z');

let nextId = 100;

export function makeLead(overrides: Partial<Lead> = {}): Lead {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: 'Valentina Cruz',
    email: 'valentina@example.com',
    phone: '555-0101',
    preferredDate: '2031-10-04',
    guestCount: 150,
    budget: 18000.5,
    source: 'website',
    notes: 'Garden ceremony',
    status: 'new',
    lostReason: null,
    language: 'en',
    bookingId: null,
    createdAt: '2031-09-20T14:00:00.000Z',
    updatedAt: '2031-09-20T14:00:00.000Z',
    ...overrides,
  };
}

export function makeLeadCounts(overrides: Partial<LeadCounts> = {}): LeadCounts {
  return { new: 0, contacted: 0, tour_scheduled: 0, proposal_sent: 0, converted: 0, lost: 0, ...overrides };
}

export const noMatches: LeadMatches = { leads: [], bookings: [] };

/** A page of GET /api/leads as the server sends it: the leads, and all that match in X-Total-Count. */
export function leadsPageResponse(leads: Lead[], total = leads.length): Response {
  return new Response(JSON.stringify(leads), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });
}

/** The URL a fetch call asked for, whatever form it was given in. */
export function requestUrl(input: RequestInfo | URL): URL {
  return new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
}

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/**
 * A fetch that answers by method and path, the query string left to the handler (the leads
 * list reads `search`, `status`, `offset`); anything unexpected is a 404 the test will notice.
 */
export function routeByPath(routes: Record<string, Handler>): typeof fetch {
  return async (input, init) => {
    const url = requestUrl(input);
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(url, init) : new Response('', { status: 404 });
  };
}

/**
 * A venue's leads as the server keeps them, answered through `fetchMock`; `patch` may answer a
 * PATCH itself (a refusal, or an answer held back to look at the page before it arrives).
 */
export function serveLeadsVenue(
  fetchMock: Mock<typeof fetch>,
  leads: Lead[],
  patch?: () => Promise<Response> | Response | undefined,
  { answerRereads = true } = {},
) {
  const find = (url: URL) => leads.find((lead) => url.pathname.split('/')[3] === String(lead.id));
  const reads = new Map<string, number>();
  // With answerRereads false, the list and counts are read once: what shows later is the page's own doing.
  const once = (key: string, answer: () => Response) => () => {
    reads.set(key, (reads.get(key) ?? 0) + 1);
    return answerRereads || reads.get(key) === 1 ? answer() : new Promise<Response>(() => undefined);
  };
  const routes: Record<string, Handler> = {
    'GET /api/leads': once('list', () => leadsPageResponse(leads)),
    'GET /api/leads/counts': once('counts', () =>
      jsonResponse(200, Object.fromEntries(leadStatuses.map((s) => [s, leads.filter((l) => l.status === s).length]))),
    ),
  };
  for (const lead of leads) {
    const path = `/api/leads/${lead.id}`;
    routes[`GET ${path}`] = (url) => jsonResponse(200, find(url));
    routes[`GET ${path}/matches`] = () => jsonResponse(200, noMatches);
    routes[`PATCH ${path}`] = async (url, init) => {
      const answer = await patch?.();
      if (answer) return answer;
      return jsonResponse(200, Object.assign(find(url)!, JSON.parse(init?.body as string)));
    };
  }
  fetchMock.mockImplementation(routeByPath(routes));
}

/** The bodies of the PATCHes sent for one lead, in order. */
export function leadPatches(fetchMock: Mock<typeof fetch>, id: number): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'PATCH' && requestUrl(input).pathname === `/api/leads/${id}`)
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);
}

import type { Lead, LeadCounts, LeadMatches } from '#shared/leads/leads.schemas.ts';

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

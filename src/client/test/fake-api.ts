import type { User } from '#shared/auth/auth.schemas.ts';
import type { StaffRole } from '#shared/auth/roles.ts';

/** A staff member of the tests' venue (Chicago, while tests run in UTC). */
export function makeStaffUser(role: StaffRole, overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'maria@example.com',
    firstName: 'Maria',
    lastName: 'Garcia',
    email: 'maria@example.com',
    role,
    venueId: 7,
    venueName: 'Hacienda Rosa',
    venueTimeZone: 'America/Chicago',
    emailVerified: true,
    ...overrides,
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers each request by method and path; anything unexpected is a 404 the test will notice. */
export function routeFetch(routes: Record<string, (init?: RequestInit) => Response>): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const handler = routes[`${init?.method ?? 'GET'} ${url}`];
    return Promise.resolve(handler ? handler(init) : new Response('', { status: 404 }));
  };
}

/** Radix Select measures and captures the pointer; jsdom has neither. */
export function installRadixPolyfills() {
  const polyfills = {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  };
  for (const [name, value] of Object.entries(polyfills)) {
    if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value, configurable: true });
  }
}

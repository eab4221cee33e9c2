import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Permission } from '#shared/auth/permissions.ts';
import { isStaffRole, type Role, type StaffRole } from '#shared/auth/roles.ts';
import { AppError } from '../errors.ts';

/**
 * Who may call a route. Every `/api` route is `staff` unless it says otherwise, so a new route
 * that forgets to declare its access is closed to visitors and clients, not open. A permission
 * names a row of the matrix in `#shared/auth/permissions.ts`: the staff roles that hold it.
 */
export type Access = 'public' | 'signed-in' | 'staff' | Permission;

/** The signed-in user as the session describes them. */
export interface Actor {
  userId: number;
  sessionId: number;
  /** The venue this session works in; null for a client with no venue yet. */
  venueId: number | null;
  role: Role;
}

export interface StaffActor extends Actor {
  venueId: number;
  role: StaffRole;
}

/** A venue's client (a couple, an event host): sees only what belongs to their own bookings. */
export interface ClientActor extends Actor {
  role: 'client';
}

/** Who reads a route that staff and clients share, each seeing their own. */
export type Viewer = { kind: 'staff'; actor: StaffActor } | { kind: 'client'; actor: ClientActor };

/**
 * A route that staff reach through `access` may also let clients in, to their own records only
 * (`clients: 'own'`): the handler then asks `requireViewer` and scopes by it.
 */
export type ClientAccess = 'own';

export type ResolveActor = (token: string) => Promise<Actor | null>;

/** One `/api` route and the access it declared (undefined: it relies on the default). */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access | undefined;
  clients: ClientAccess | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    clients?: ClientAccess;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every `/api` route with its declared access; the permission-matrix test walks it. */
    apiRouteAccess: RouteAccess[];
  }
}

export const DEFAULT_ACCESS: Access = 'staff';

export function registerAccessControl(app: FastifyInstance, resolveActor: ResolveActor): void {
  app.decorateRequest('actor', null);
  const routes: RouteAccess[] = [];
  app.decorate('apiRouteAccess', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        routes.push({ method, url: route.url, access: route.config?.access, clients: route.config?.clients });
      }
    }
  });
  app.addHook('onRequest', async (request) => {
    // Key on the matched route pattern: the static files' `/*` route also matches /api/... URLs,
    // and those must fall through to the JSON 404, not to a 401.
    if (request.is404 || !request.routeOptions.url?.startsWith('/api/')) return;
    const access = request.routeOptions.config.access ?? DEFAULT_ACCESS;
    const token = readBearerToken(request);
    request.actor = token ? await resolveActor(token) : null;
    if (access === 'public') return;
    if (!request.actor) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
    if (access === 'signed-in') return;
    const { role, venueId } = request.actor;
    if (role === 'client' && request.routeOptions.config.clients === 'own') return;
    const allowed = access === 'staff' ? isStaffRole(role) : can(role, access);
    if (!allowed || venueId === null) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this');
    }
  });
}

function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** The signed-in user; for routes whose access is not `public`. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return request.actor;
}

/** Staff of the session's venue, or a client, on a route that declares `clients: 'own'`. */
export function requireViewer(request: FastifyRequest): Viewer {
  const actor = requireActor(request);
  if (actor.role === 'client') {
    if (request.routeOptions.config.clients !== 'own') {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this');
    }
    return { kind: 'client', actor: actor as ClientActor };
  }
  return { kind: 'staff', actor: requireStaff(request) };
}

/** A staff member of the session's venue; every venue-data route starts here. */
export function requireStaff(request: FastifyRequest): StaffActor {
  const actor = requireActor(request);
  if (!isStaffRole(actor.role) || actor.venueId === null) {
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  }
  return actor as StaffActor;
}

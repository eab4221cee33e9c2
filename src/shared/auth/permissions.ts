import { staffRoles, type Role, type StaffRole } from './roles.ts';

/**
 * What each staff role may do, as data: the server's access guard reads it for every route and
 * the client reads it to hide or disable what a role cannot use. Clients hold no permission here;
 * their own routes (the portal, invitations) declare `signed-in` or `public` access.
 */
export const permissionRoles = {
  'bookings:read': ['owner', 'manager', 'coordinator'],
  'bookings:write': ['owner', 'manager', 'coordinator'],
  'dashboard:read': ['owner', 'manager', 'coordinator'],
  'leads:read': ['owner', 'manager', 'coordinator'],
  'leads:write': ['owner', 'manager', 'coordinator'],
  'contracts:read': ['owner', 'manager', 'coordinator'],
  'contracts:write': ['owner', 'manager', 'coordinator'],
  // Countersigning binds the venue to a contract (decision 041): those who may speak for it.
  'contracts:countersign': ['owner', 'manager'],
  'contract-templates:write': ['owner', 'manager'],
  'payments:read': ['owner', 'manager', 'coordinator'],
  'payments:write': ['owner', 'manager', 'coordinator'],
  'payments:refund': ['owner', 'manager'],
  // Where the venue's card money goes (its own Stripe account): the owner's decision alone.
  'payments:connect': ['owner'],
  'settings:read': ['owner', 'manager', 'coordinator'],
  'settings:write': ['owner', 'manager'],
  'team:read': ['owner', 'manager', 'coordinator'],
  'team:invite': ['owner', 'manager'],
  'team:manage': ['owner'],
  'outbox:manage': ['owner', 'manager'],
  // The calendar's share link (decision 015): every staff member may see and copy it; owners and
  // managers decide what it shows, rotate it and e-mail it.
  'calendar-share:read': ['owner', 'manager', 'coordinator'],
  'calendar-share:write': ['owner', 'manager'],
  // The Client Portal page for staff (decision 043): the venue's clients and a read-only preview
  // of a client's portal, which shows no more than the bookings, payments and contracts pages.
  'portal-clients:read': ['owner', 'manager', 'coordinator'],
  // Every staff member reads the venue's analysis and marks what they did; generating one may
  // call a paid language model (OPENAI_API_KEY), so it is for those who answer for the venue's costs.
  'optimization:read': ['owner', 'manager', 'coordinator'],
  'optimization:mark': ['owner', 'manager', 'coordinator'],
  'optimization:generate': ['owner', 'manager'],
  // The bell: every staff member reads the venue's notifications (and clients their own).
  'notifications:read': ['owner', 'manager', 'coordinator'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof permissionRoles;
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (permissionRoles[permission] as readonly Role[]).includes(role);
}

/** Roles the given role may hand out in invitations: only an owner invites managers. */
export function getInvitableRoles(role: Role | null | undefined): StaffRole[] {
  if (role === 'owner') return ['manager', 'coordinator'];
  if (role === 'manager') return ['coordinator'];
  return [];
}

/** Staff roles allowed to issue an invitation to `role`: the readers of that invitation's link. */
export function rolesThatMayInvite(role: StaffRole): StaffRole[] {
  return staffRoles.filter((inviter) => getInvitableRoles(inviter).includes(role));
}

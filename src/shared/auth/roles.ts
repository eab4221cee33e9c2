/** Roles a user holds in a venue. The server decides them; a request body never does. */
export const roles = ['owner', 'manager', 'coordinator', 'client'] as const;
export type Role = (typeof roles)[number];

export const staffRoles = ['owner', 'manager', 'coordinator'] as const satisfies readonly Role[];
export type StaffRole = (typeof staffRoles)[number];

export const roleLabels = {
  owner: 'Owner',
  manager: 'Manager',
  coordinator: 'Coordinator',
  client: 'Client',
} as const satisfies Record<Role, string>;

export function isStaffRole(role: Role | null | undefined): role is StaffRole {
  return role === 'owner' || role === 'manager' || role === 'coordinator';
}

import { describe, expect, it } from 'vitest';
import { getInvitableRoles, rolesThatMayInvite } from './permissions.ts';
import { staffRoles } from './roles.ts';

describe('rolesThatMayInvite', () => {
  it('names the roles that may issue each invitation', () => {
    expect(rolesThatMayInvite('owner')).toEqual([]);
    expect(rolesThatMayInvite('manager')).toEqual(['owner']);
    expect(rolesThatMayInvite('coordinator')).toEqual(['owner', 'manager']);
  });

  it('is the inverse of getInvitableRoles', () => {
    for (const invited of staffRoles) {
      for (const inviter of staffRoles) {
        expect(rolesThatMayInvite(invited).includes(inviter)).toBe(getInvitableRoles(inviter).includes(invited));
      }
    }
  });
});

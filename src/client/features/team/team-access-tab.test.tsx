// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '#shared/auth/roles.ts';
import type { Invitation, TeamMember } from '#shared/team/team.schemas.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { TeamAccessTab } from './team-access-tab.tsx';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { renderWithAuth } from '#client/test/render.tsx';

const fetchMock = installFetchMock();

const members: TeamMember[] = [
  { id: 1, firstName: 'Maria', lastName: 'Garcia', email: 'maria@example.com', role: 'owner' },
  { id: 2, firstName: 'Leo', lastName: 'Park', email: 'leo@example.com', role: 'manager' },
  { id: 3, firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', role: 'coordinator' },
];

const invitation: Invitation = {
  id: 9,
  email: 'sam@example.com',
  role: 'coordinator',
  invitedBy: 'Maria Garcia',
  expiresAt: '2031-07-01T12:00:00.000Z',
  createdAt: '2031-06-17T12:00:00.000Z',
};

function serveTeam(extra: Record<string, () => Response> = {}) {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/team': () => jsonResponse(200, members),
      'GET /api/team/invitations': () => jsonResponse(200, [invitation]),
      ...extra,
    }),
  );
}

function renderTab(role: StaffRole, userId = 1) {
  return renderWithAuth(<TeamAccessTab />, { user: makeStaffUser(role, { id: userId }) });
}

function requestsTo(method: string, url: string) {
  return fetchMock.mock.calls.filter(([input, init]) => input === url && (init?.method ?? 'GET') === method);
}

describe('TeamAccessTab', () => {
  it('shows an owner every member, themselves as Owner (you), with role selects and Remove buttons', async () => {
    serveTeam();
    renderTab('owner');

    const list = within(await screen.findByRole('list', { name: 'Team Members' }));
    const self = within(list.getByText('(you)').closest('li')!);
    expect(self.getByText('Maria Garcia')).toBeInTheDocument();
    expect(self.getByText('maria@example.com')).toBeInTheDocument();
    expect(self.getByText('Owner')).toBeInTheDocument();
    expect(self.queryByRole('combobox')).not.toBeInTheDocument();
    expect(self.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    expect(list.getByRole('combobox', { name: 'Role for Leo Park' })).toHaveTextContent('Manager');
    expect(list.getByRole('combobox', { name: 'Role for Ana Diaz' })).toHaveTextContent('Coordinator');
    expect(list.getByRole('button', { name: 'Remove Leo Park' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Remove Ana Diaz' })).toBeInTheDocument();
  });

  it('shows a manager the roles as badges, with no role selects or Remove buttons', async () => {
    serveTeam();
    renderTab('manager', 2);

    const list = within(await screen.findByRole('list', { name: 'Team Members' }));
    expect(list.queryByRole('combobox')).not.toBeInTheDocument();
    expect(list.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(list.getByText('(you)').closest('li')!).getByText('Manager')).toBeInTheDocument();
    expect(list.getByText('Owner')).toBeInTheDocument();
    expect(list.getByText('Coordinator')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invite a team member' })).toBeInTheDocument();
  });

  it('hides the invite form and the invitations from a coordinator', async () => {
    serveTeam();
    renderTab('coordinator', 3);

    expect(await screen.findByText('Leo Park')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite a team member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).not.toBeInTheDocument();
    expect(requestsTo('GET', '/api/team/invitations')).toHaveLength(0);
  });

  it('lists pending invitations with role and expiry, and revokes one', async () => {
    // Like the server, the list refetched after the revoke no longer holds it (the row unmounts).
    let revoked = false;
    serveTeam({
      'GET /api/team/invitations': () => jsonResponse(200, revoked ? [] : [invitation]),
      'DELETE /api/team/invitations/9': () => {
        revoked = true;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderTab('owner');

    const row = within((await screen.findByText('sam@example.com')).closest('li')!);
    expect(row.getByText('Coordinator')).toBeInTheDocument();
    expect(row.getByText(/Expires Jul 1, 2031/)).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Revoke invitation for sam@example.com' }));

    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    expect(requestsTo('DELETE', '/api/team/invitations/9')).toHaveLength(1);
    expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
  });

  it('changes a role with PATCH and says Role updated', async () => {
    serveTeam({ 'PATCH /api/team/3': () => jsonResponse(200, { ...members[2], role: 'manager' }) });
    const { user } = renderTab('owner');

    await user.click(await screen.findByRole('combobox', { name: 'Role for Ana Diaz' }));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));

    expect(await screen.findByText('Role updated')).toBeInTheDocument();
    expect(screen.getByText('Ana Diaz is now Manager.')).toBeInTheDocument();
    const [[, init]] = requestsTo('PATCH', '/api/team/3') as [[string, RequestInit]];
    expect(JSON.parse(init.body as string)).toEqual({ role: 'manager' });
  });

  it('shows the server message in a destructive toast when a role change is refused', async () => {
    serveTeam({
      'PATCH /api/team/2': () => jsonResponse(409, { message: 'A venue needs at least one owner', code: 'CONFLICT' }),
    });
    const { user } = renderTab('owner');

    await user.click(await screen.findByRole('combobox', { name: 'Role for Leo Park' }));
    await user.click(await screen.findByRole('option', { name: 'Coordinator' }));

    expect(await screen.findByText('A venue needs at least one owner')).toBeInTheDocument();
    expect(screen.queryByText('Role updated')).not.toBeInTheDocument();
    // The select shows what the server holds, not the refused choice.
    expect(screen.getByRole('combobox', { name: 'Role for Leo Park' })).toHaveTextContent('Manager');
  });

  it('removes a member only after the confirmation', async () => {
    // Like the server, the team refetched after the removal no longer lists Ana, so her row (and
    // its dialog) unmounts before the mutation settles: the toast must still appear.
    let removed = false;
    serveTeam({
      'GET /api/team': () => jsonResponse(200, removed ? members.slice(0, 2) : members),
      'DELETE /api/team/3': () => {
        removed = true;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderTab('owner');

    await user.click(await screen.findByRole('button', { name: 'Remove Ana Diaz' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Remove Ana Diaz from Hacienda Rosa? They lose access at once.'),
    ).toBeInTheDocument();
    expect(requestsTo('DELETE', '/api/team/3')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Team member removed')).toBeInTheDocument();
    expect(requestsTo('DELETE', '/api/team/3')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Remove Ana Diaz' })).not.toBeInTheDocument();
  });
});

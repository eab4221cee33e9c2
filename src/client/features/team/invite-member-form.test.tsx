// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { getInvitableRoles } from '#shared/auth/permissions.ts';
import type { StaffRole } from '#shared/auth/roles.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { InviteMemberForm } from './invite-member-form.tsx';
import { jsonResponse, makeStaffUser as makeUser } from '#client/test/fake-api.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { teamKeys } from './api.ts';

const fetchMock = installFetchMock();

const inviteUrl = 'http://127.0.0.1:5000/accept-invite/abcdefghijklmnopqrstuvwxyz0123456789';

function renderForm(role: StaffRole) {
  return renderWithAuth(<InviteMemberForm roles={getInvitableRoles(role)} />, { user: makeUser(role) });
}

async function roleOptions(user: ReturnType<typeof renderForm>['user']) {
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('InviteMemberForm', () => {
  it('lets an owner invite a Manager or a Coordinator (Coordinator first chosen)', async () => {
    const { user } = renderForm('owner');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Coordinator');
    expect(await roleOptions(user)).toEqual(['Manager', 'Coordinator']);
  });

  it('lets a manager invite only a Coordinator', async () => {
    const { user } = renderForm('manager');
    expect(await roleOptions(user)).toEqual(['Coordinator']);
  });

  it('checks the e-mail on its field and sends nothing', async () => {
    const { user } = renderForm('owner');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the invitation, says so and shows the link to copy', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, {
        inviteUrl,
        invitation: {
          id: 5,
          email: 'sam@example.com',
          role: 'manager',
          invitedBy: 'Maria Garcia',
          expiresAt: '2031-07-01T12:00:00.000Z',
          createdAt: '2031-06-17T12:00:00.000Z',
        },
      }),
    );
    const { user } = renderForm('owner');
    // user-event puts its own clipboard on navigator when it sets up; watch that one.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.type(screen.getByLabelText('Email'), ' Sam@Example.com ');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(screen.getByText('We e-mailed an invitation to sam@example.com.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/team/invitations');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'sam@example.com', role: 'manager' });

    const link = screen.getByLabelText('Invite link for sam@example.com');
    expect(link).toHaveValue(inviteUrl);
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(inviteUrl);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('shows a refusal in a destructive toast and a field error on its field', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, { message: 'sam@example.com is already on your team', code: 'CONFLICT' }),
    );
    const { user } = renderForm('owner');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('sam@example.com is already on your team')).toBeInTheDocument();
    expect(screen.getByText('Invitation not sent')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Invite link/)).not.toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        message: 'Check the highlighted fields',
        code: 'VALIDATION_FAILED',
        fieldErrors: { email: ['This address cannot receive mail'] },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This address cannot receive mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the new link replaces one still open for that address', async () => {
    // The year is left out only when it is the venue's own (Chicago's, not the process's): on a
    // clock of our choosing, not on New Year's night, when the two years differ.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime('2031-12-05T12:00:00Z');
    onTestFinished(() => void vi.useRealTimers());
    const year = 2031;
    const sentOn = (address: string, createdAt: string) => ({
      id: address.length,
      email: address,
      role: 'coordinator',
      invitedBy: 'Maria Garcia',
      createdAt,
      expiresAt: `${year + 1}-01-01T00:00:00.000Z`,
    });
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(201, {
          inviteUrl,
          invitation: sentOn('sam@example.com', `${year}-12-01T12:00:00.000Z`),
        }),
      ),
    );
    const { user, queryClient } = renderForm('owner');
    // 03:00 UTC on the 23rd is still the 22nd evening at the venue (Chicago).
    queryClient.setQueryData(teamKeys.invitations, [
      sentOn('sam@example.com', `${year}-11-23T03:00:00.000Z`),
      sentOn('lee@example.com', `${year}-10-02T12:00:00.000Z`),
    ]);

    await user.type(screen.getByLabelText('Email'), 'Sam@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We e-mailed an invitation to sam@example.com. A new link replaces the one sent on 22 November.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('replaced-invitation')).toHaveTextContent(
      'A new link replaces the one sent on 22 November. The earlier link no longer works.',
    );
  });

  it('says nothing of a replaced link when none was open for that address', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, {
        inviteUrl,
        invitation: {
          id: 9,
          email: 'new@example.com',
          role: 'coordinator',
          invitedBy: 'Maria Garcia',
          expiresAt: '2031-07-01T12:00:00.000Z',
          createdAt: '2031-06-17T12:00:00.000Z',
        },
      }),
    );
    const { user, queryClient } = renderForm('owner');
    queryClient.setQueryData(teamKeys.invitations, []);
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('We e-mailed an invitation to new@example.com.')).toBeInTheDocument();
    expect(screen.queryByText(/replaces/)).not.toBeInTheDocument();
  });
});

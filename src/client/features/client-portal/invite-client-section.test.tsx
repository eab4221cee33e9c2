// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { makeBooking, recordingReply } from '#client/test/contract-fixtures.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { InviteClientSection } from './invite-client-section.tsx';

const fetchMock = installFetchMock();

const booking = makeBooking({ id: 42, coupleNames: 'Sarah & Michael', email: 'sarah@example.com' });
const inviteUrl = 'https://venuedesk.example/accept-invite/tok_Zq8vW3nB7xK2mP9sR4tY6uA1';
const inviteCall = 'POST /api/bookings/42/invite-client';
const accessCall = 'GET /api/bookings/42/client-access';
const noClient = () => jsonResponse(200, { client: null, verifiedAccount: false });

describe('InviteClientSection', () => {
  it('invites the couple, shows the link to copy and says it was e-mailed to the booking’s address', async () => {
    const invite = recordingReply(200, {
      inviteUrl,
      expiresAt: '2026-12-07T18:00:00.000Z',
      replacesInvitationSentAt: null,
    });
    fetchMock.mockImplementation(routeFetch({ [accessCall]: noClient, [inviteCall]: invite }));
    const { user } = renderWithAuth(<InviteClientSection booking={booking} />);

    expect(screen.getByRole('region', { name: 'Client Portal' })).toHaveTextContent(
      'We e-mail the link to sarah@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Invite to portal' }));

    const link = await screen.findByLabelText('Portal invite link for Sarah & Michael');
    expect(link).toHaveValue(inviteUrl);
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveAccessibleDescription('We e-mailed it to sarah@example.com. It works once, until Dec 7, 2026.');
    expect(screen.queryByText(/replaces/)).not.toBeInTheDocument();
    expect(invite.bodies).toEqual([undefined]);
    expect(screen.queryByRole('button', { name: 'Invite to portal' })).not.toBeInTheDocument();

    // user-event puts its own clipboard on navigator when it sets up; watch that one.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(inviteUrl);
    expect(await navigator.clipboard.readText()).toBe(inviteUrl);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(screen.getByText('Portal invite link has been copied to clipboard.')).toBeInTheDocument();
  });

  it('says when the new link replaces one sent earlier, on the venue’s day', async () => {
    // The year is left out only when it is the venue's own (Chicago's, not the process's): on a
    // clock of our choosing, not on New Year's night, when the two years differ.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime('2031-12-05T12:00:00Z');
    onTestFinished(() => void vi.useRealTimers());
    const year = 2031;
    // 03:00 UTC on the 23rd is still the 22nd evening at the venue (Chicago).
    const invite = recordingReply(200, {
      inviteUrl,
      expiresAt: `${year}-12-07T18:00:00.000Z`,
      replacesInvitationSentAt: `${year}-11-23T03:00:00.000Z`,
    });
    fetchMock.mockImplementation(routeFetch({ [accessCall]: noClient, [inviteCall]: invite }));
    const { user } = renderWithAuth(<InviteClientSection booking={booking} />);
    await user.click(screen.getByRole('button', { name: 'Invite to portal' }));

    const link = await screen.findByLabelText('Portal invite link for Sarah & Michael');
    expect(link).toHaveValue(inviteUrl);
    const notice = 'A new link replaces the one sent on 22 November. The earlier link no longer works.';
    expect(screen.getByRole('region', { name: 'Client Portal' })).toHaveTextContent(notice);
    expect(link).toHaveAccessibleDescription(expect.stringContaining(notice));
  });

  it('shows the server’s message when the booking already has its client (409)', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        [accessCall]: noClient,
        [inviteCall]: () =>
          jsonResponse(409, {
            code: 'CONFLICT',
            message: 'Sarah & Michael already has a client portal account for this booking',
          }),
      }),
    );
    const { user } = renderWithAuth(<InviteClientSection booking={booking} />);
    await user.click(screen.getByRole('button', { name: 'Invite to portal' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sarah & Michael already has a client portal account for this booking',
    );
    expect(screen.queryByLabelText(/Portal invite link/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Invite to portal' })).toBeEnabled());
  });

  it('names the linked account and revokes its access after asking, then offers the invitation again', async () => {
    let revokes = 0;
    let linked = true;
    fetchMock.mockImplementation(
      routeFetch({
        [accessCall]: () =>
          jsonResponse(
            200,
            linked
              ? { client: { firstName: 'Sarah', lastName: 'Lee', email: 'sarah@example.com' }, verifiedAccount: false }
              : { client: null, verifiedAccount: true },
          ),
        'DELETE /api/bookings/42/client-access': () => {
          revokes += 1;
          linked = false;
          return new Response(null, { status: 204 });
        },
      }),
    );
    const { user } = renderWithAuth(<InviteClientSection booking={{ ...booking, clientId: 21 }} />);
    const region = screen.getByRole('region', { name: 'Client Portal' });
    expect(region).toHaveTextContent("Linked to the couple's client portal account");
    expect(await screen.findByText('Account: Sarah Lee (sarah@example.com)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite to portal' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke access' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke portal access?' });
    expect(dialog).toHaveTextContent('Sarah Lee will no longer see this booking, its payments or its contracts');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke access' }));

    expect(await screen.findByText('Access revoked')).toBeInTheDocument();
    expect(revokes).toBe(1);
    expect(await screen.findByRole('button', { name: 'Invite to portal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Give access' })).toBeInTheDocument();
  });

  it('gives a verified account access at once, without an invitation', async () => {
    const linked = {
      client: { firstName: 'Sarah', lastName: 'Lee', email: 'sarah@example.com' },
      verifiedAccount: false,
    };
    const grant = recordingReply(200, linked);
    fetchMock.mockImplementation(
      routeFetch({
        [accessCall]: () => jsonResponse(200, grant.bodies.length ? linked : { client: null, verifiedAccount: true }),
        'POST /api/bookings/42/client-access': grant,
      }),
    );
    const { user } = renderWithAuth(<InviteClientSection booking={booking} />);
    const region = screen.getByRole('region', { name: 'Client Portal' });
    const giveAccess = await screen.findByRole('button', { name: 'Give access' });
    expect(region).toHaveTextContent('sarah@example.com has a verified VenueDesk account.');
    await user.click(giveAccess);

    expect(await screen.findByText('Access given')).toBeInTheDocument();
    expect(grant.bodies).toEqual([undefined]);
    expect(region).toHaveTextContent('Account: Sarah Lee (sarah@example.com)');
    expect(screen.queryByRole('button', { name: 'Give access' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite to portal' })).not.toBeInTheDocument();
  });

  it('offers no Give access to an address without a verified account', async () => {
    fetchMock.mockImplementation(routeFetch({ [accessCall]: noClient }));
    renderWithAuth(<InviteClientSection booking={booking} />);
    expect(await screen.findByRole('button', { name: 'Invite to portal' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Give access' })).not.toBeInTheDocument();
  });

  it('is not offered to a client', () => {
    renderWithAuth(<InviteClientSection booking={booking} />, {
      user: makeStaffUser('owner', { role: 'client' }),
    });
    expect(screen.queryByRole('region', { name: 'Client Portal' })).not.toBeInTheDocument();
  });
});

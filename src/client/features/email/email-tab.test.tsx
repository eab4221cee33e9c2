import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxEmail } from '#shared/outbox/outbox.schemas.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { EmailTab } from './email-tab.tsx';

const fetchMock = installFetchMock();

function makeEmail(overrides: Partial<OutboxEmail> = {}): OutboxEmail {
  return {
    id: 1,
    to: 'ana@example.com',
    subject: 'Your contract from Hacienda Rosa is ready to sign',
    text: 'Your contract from Hacienda Rosa\n\nHi Ana,',
    html: '<p>Hi</p>',
    createdAt: '2026-11-23T16:30:00.000Z',
    status: 'sent',
    attempts: 1,
    lastError: null,
    sentAt: '2026-11-23T16:30:05.000Z',
    ...overrides,
  };
}

const emails = [
  makeEmail({ id: 6, subject: 'Sent one' }),
  makeEmail({
    id: 5,
    subject: 'Failed one',
    status: 'failed',
    attempts: 6,
    lastError: '550 Mailbox unavailable',
    sentAt: null,
  }),
  makeEmail({
    id: 4,
    subject: 'Retrying one',
    status: 'pending',
    attempts: 2,
    lastError: 'Connection timed out',
    sentAt: null,
  }),
  makeEmail({ id: 3, subject: 'Queued one', status: 'pending', attempts: 0, sentAt: null }),
  makeEmail({ id: 2, subject: 'Sending one', status: 'sending', attempts: 1, sentAt: null }),
  makeEmail({ id: 1, subject: 'Stored one', status: 'stored', attempts: 0, sentAt: null }),
];

function listResponse(items: OutboxEmail[], total = items.length, nextCursor?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Total-Count': String(total) };
  if (nextCursor) headers['X-Next-Cursor'] = nextCursor;
  return new Response(JSON.stringify(items), { status: 200, headers });
}

function serve(options: { emailEnabled: boolean; waiting?: number; retry?: () => Response }) {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/outbox?limit=25': () => listResponse(emails),
      'GET /api/outbox/status': () =>
        jsonResponse(200, { emailEnabled: options.emailEnabled, waiting: options.waiting ?? 0 }),
      'POST /api/outbox/5/retry': options.retry ?? (() => jsonResponse(200, makeEmail({ id: 5, status: 'pending' }))),
      'POST /api/outbox/1/retry': () => jsonResponse(200, makeEmail({ id: 1, status: 'pending' })),
    }),
  );
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

function rowOf(subject: string): HTMLElement {
  return screen.getByText(subject).closest('li')!;
}

describe('Settings → Email', () => {
  it('lists each e-mail with its recipient, time and delivery status', async () => {
    serve({ emailEnabled: true });
    renderWithAuth(<EmailTab />);
    const list = await screen.findByRole('list', { name: 'Email' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    const status = (subject: string) =>
      within(rowOf(subject)).getByText(/^(Sent|Failed|Retrying|Queued|Sending|Stored)$/);
    expect(status('Sent one')).toHaveTextContent('Sent');
    expect(status('Failed one')).toHaveTextContent('Failed');
    expect(status('Retrying one')).toHaveTextContent('Retrying');
    expect(status('Queued one')).toHaveTextContent('Queued');
    expect(status('Sending one')).toHaveTextContent('Sending');
    expect(status('Stored one')).toHaveTextContent('Stored');
    // In the venue's time zone (Chicago), with the zone named.
    expect(rowOf('Sent one')).toHaveTextContent('To ana@example.com');
    expect(rowOf('Sent one')).toHaveTextContent('Sent Nov 23, 2026, 10:30 AM CST');
    expect(rowOf('Queued one')).toHaveTextContent('Written Nov 23, 2026, 10:30 AM CST');
    // The last error of a failed or retrying one, none for the others.
    expect(rowOf('Failed one')).toHaveTextContent('Last error: 550 Mailbox unavailable');
    expect(rowOf('Retrying one')).toHaveTextContent('Last error: Connection timed out');
    expect(rowOf('Retrying one')).toHaveTextContent('it will be tried again automatically');
    expect(rowOf('Sent one')).not.toHaveTextContent('Last error');
    // No setup help while e-mail goes out.
    expect(screen.queryByRole('heading', { name: 'E-mail is not set up' })).not.toBeInTheDocument();
  });

  it('retries a failed e-mail (only a failed one), says so and reads the list again', async () => {
    serve({ emailEnabled: true });
    const { user } = renderWithAuth(<EmailTab />);
    await screen.findByRole('list', { name: 'Email' });
    const retryButtons = screen.getAllByRole('button', { name: /^Retry the e-mail/ });
    expect(retryButtons).toHaveLength(1);
    expect(retryButtons[0]).toHaveAccessibleName('Retry the e-mail “Failed one” to ana@example.com');
    // With SMTP set up, a stored one can be sent.
    expect(within(rowOf('Stored one')).getByRole('button', { name: /^Send the e-mail/ })).toBeInTheDocument();

    await user.click(retryButtons[0]!);
    expect(await screen.findByText('The e-mail to ana@example.com is queued.')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input)}`);
    expect(calls).toContain('POST /api/outbox/5/retry');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(
          ([input, init]) => urlOf(input) === '/api/outbox?limit=25' && (init?.method ?? 'GET') === 'GET',
        ),
      ).toHaveLength(2),
    );
  });

  it('shows the server’s reason when a retry is refused', async () => {
    serve({
      emailEnabled: true,
      retry: () =>
        jsonResponse(409, {
          code: 'CONFLICT',
          message:
            'This email’s attachment was removed after the retention period, so it cannot be sent again as it was',
        }),
    });
    const { user } = renderWithAuth(<EmailTab />);
    await screen.findByRole('list', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: /^Retry the e-mail/ }));
    expect(await screen.findByText(/attachment was removed after the retention period/)).toBeInTheDocument();
  });

  it('without SMTP: how to set it up, how many wait, and no Send for stored ones', async () => {
    serve({ emailEnabled: false, waiting: 19 });
    renderWithAuth(<EmailTab />);
    const help = await screen.findByRole('region', { name: 'E-mail is not set up' });
    expect(help).toHaveTextContent('(19 e-mails are waiting)');
    expect(help).toHaveTextContent('SMTP_URL');
    expect(help).toHaveTextContent('smtps://user:password@smtp.example.com:465');
    expect(help).toHaveTextContent('MAIL_FROM');
    await screen.findByRole('list', { name: 'Email' });
    expect(screen.queryByRole('button', { name: /^Send the e-mail/ })).not.toBeInTheDocument();
  });
});

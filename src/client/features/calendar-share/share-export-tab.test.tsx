// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { TZDate } from '@date-fns/tz';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarShare } from '#shared/calendar/calendar-share.schemas.ts';
import { jsonResponse, makeStaffUser } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { ShareExportTab } from './share-export-tab.tsx';
import { makeShare, routeByPath } from './share-test-fixtures.ts';

const fetchMock = installFetchMock();
const june = new TZDate(2031, 5, 1, 'America/Chicago');

const bookings = [
  { id: 1, status: 'booked', totalAmount: '12500.00', eventDate: '2031-06-07T22:00:00.000Z' },
  { id: 2, status: 'deposit_paid', totalAmount: '8000.50', eventDate: '2031-06-14T22:00:00.000Z' },
  { id: 3, status: 'inquiry', totalAmount: null, eventDate: '2031-06-20T22:00:00.000Z' },
  { id: 4, status: 'tour_scheduled', totalAmount: '500', eventDate: '2031-06-21T22:00:00.000Z' },
  { id: 5, status: 'cancelled', totalAmount: '1000', eventDate: '2031-06-28T22:00:00.000Z' },
];

function renderTab(
  routes: Parameters<typeof routeByPath>[0] = {},
  options: { share?: CalendarShare; role?: 'owner' | 'coordinator' } = {},
) {
  const router = routeByPath({
    'GET /api/calendar/share': () => jsonResponse(200, options.share ?? makeShare()),
    'GET /api/bookings/calendar': () => jsonResponse(200, bookings),
    ...routes,
  });
  fetchMock.mockImplementation(router.fetchImpl);
  const rendered = renderWithAuth(<ShareExportTab month={june} timeZone="America/Chicago" />, {
    user: makeStaffUser(options.role ?? 'owner'),
  });
  return { ...rendered, calls: router.calls };
}

const writes = (calls: ReturnType<typeof renderTab>['calls']) => calls.filter((call) => call.method !== 'GET');

describe('ShareExportTab', () => {
  it("sums the viewed month without its cancelled bookings: events, confirmed, pending and revenue, read for the venue's month", async () => {
    const { calls } = renderTab();
    const list = await screen.findByRole('region', { name: 'Monthly Summary · June 2031' });
    const figures = within(list)
      .getAllByRole('definition')
      .map((item) => item.textContent);
    // The cancelled $1,000 booking counts nowhere, as on the heat map.
    expect(figures).toEqual(['4', '2', '2', '$21,000.50']);
    expect(
      within(list)
        .getAllByRole('term')
        .map((item) => item.textContent),
    ).toEqual(['Events this month', 'Confirmed', 'Pending', 'Total revenue']);
    const read = calls.find((call) => call.url.pathname === '/api/bookings/calendar');
    // June 1 00:00 and June 30 23:59:59.999 in Chicago (UTC-5).
    expect(read?.url.searchParams.get('start')).toBe('2031-06-01T05:00:00.000Z');
    expect(read?.url.searchParams.get('end')).toBe('2031-07-01T04:59:59.999Z');
  });

  it('saves a switch as it flips, and says the link is public once public access is on', async () => {
    const put = vi.fn((_url: URL, init?: RequestInit) => {
      const change = JSON.parse(init?.body as string) as Partial<CalendarShare['settings']>;
      return jsonResponse(200, makeShare({ settings: { ...makeShare().settings, ...change } }));
    });
    const { user, calls } = renderTab({ 'PUT /api/calendar/share': put });
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Public access' }));
    expect(screen.getByRole('switch', { name: 'Public access' })).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByText('Public access enabled')).toBeInTheDocument();
    await waitFor(() => expect(writes(calls)).toEqual([expect.objectContaining({ body: { publicAccess: true } })]));

    await user.click(screen.getByRole('switch', { name: 'Include client names' }));
    await waitFor(() => expect(writes(calls).at(-1)?.body).toEqual({ includeClientNames: true }));
    expect(screen.getByRole('switch', { name: 'Include client names' })).toHaveAttribute('aria-checked', 'true');
  });

  it('says, when public access goes off, that the feed got a new address, and shows it', async () => {
    const published = makeShare({ settings: { ...makeShare().settings, publicAccess: true } });
    const newFeed = 'webcal://venuedesk.example/api/calendar/ical/feed_new0000000000000000000000000000000';
    const { user } = renderTab(
      { 'PUT /api/calendar/share': () => jsonResponse(200, makeShare({ webcalUrl: newFeed })) },
      { share: published },
    );
    expect(
      await screen.findByText(
        'The shared page offers this address to its visitors. Turning public access off replaces it, and every calendar subscribed to it stops updating.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Public access' })).toHaveAccessibleDescription(
      /Turning it off also gives the feed a new address/,
    );
    await user.click(screen.getByRole('switch', { name: 'Public access' }));
    expect(await screen.findByText('Public access off')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The shared page needs a sign-in again, and the feed has a new address: calendars subscribed to the old one stop updating.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(newFeed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', newFeed);
  });

  it('flips a switch back and says so when the save fails', async () => {
    let answer!: (response: Response) => void;
    const { user } = renderTab({
      'PUT /api/calendar/share': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const notes = await screen.findByRole('switch', { name: 'Include notes' });
    await user.click(notes);
    expect(notes).toHaveAttribute('aria-checked', 'true');

    answer(jsonResponse(500, { message: 'Something went wrong' }));
    expect(await screen.findByText('Setting not saved')).toBeInTheDocument();
    expect(notes).toHaveAttribute('aria-checked', 'false');
  });

  it('shows coordinators the settings without letting them change them', async () => {
    const { calls } = renderTab({}, { role: 'coordinator', share: makeShare({ slug: 'hacienda-rosa' }) });
    const switches = await screen.findAllByRole('switch');
    expect(switches).toHaveLength(6);
    for (const item of switches) expect(item).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Allow downloads' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText('Custom URL')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rotate link' })).not.toBeInTheDocument();
    expect(screen.getByText(/Only owners and managers can change/)).toBeInTheDocument();
    expect(screen.getByLabelText('Recipients')).toBeDisabled();
    expect(writes(calls)).toEqual([]);
  });

  it('checks the custom URL, then shows a taken one (409) on the field', async () => {
    const { user, calls } = renderTab({
      'PUT /api/calendar/share': () =>
        jsonResponse(409, { code: 'CONFLICT', message: 'This address is already taken' }),
    });
    const field = await screen.findByLabelText('Custom URL');
    expect(field).toHaveAttribute('placeholder', 'my-venue-calendar');

    await user.type(field, 'no');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Use 3 to 40 lower-case letters, digits and hyphens'),
    );
    expect(writes(calls)).toEqual([]);

    await user.clear(field);
    await user.type(field, 'taken-name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('This address is already taken')),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'PUT', body: { slug: 'taken-name' } })]);
  });

  it("puts the server's field error (400) on the custom URL", async () => {
    const { user } = renderTab({
      'PUT /api/calendar/share': () =>
        jsonResponse(400, {
          code: 'VALIDATION_FAILED',
          message: 'Invalid',
          fieldErrors: { slug: ['This address is reserved'] },
        }),
    });
    const field = await screen.findByLabelText('Custom URL');
    await user.type(field, 'admin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('This address is reserved')));
  });

  it('copies the share and webcal links, each with its toast', async () => {
    const { user } = renderTab();
    await screen.findByLabelText('Share link');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenLastCalledWith(makeShare().shareUrl);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(screen.getByText('Share link has been copied to clipboard.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy URL' }));
    expect(writeText).toHaveBeenLastCalledWith(makeShare().webcalUrl);
    expect(await screen.findByText('WebCal link has been copied to clipboard.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', makeShare().webcalUrl);
  });

  it('draws a QR code of the share link with a PNG download', async () => {
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Generate QR Code' }));
    const image = await screen.findByRole('img', { name: 'QR code of the shared calendar link' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('link', { name: 'Download PNG' })).toHaveAttribute('download', 'shared-calendar-qr.png');
  });

  it('keeps Send disabled while blank and toasts No recipients for separators only', async () => {
    const { user, calls } = renderTab({ 'POST /api/calendar/share/email': () => jsonResponse(200, { sent: 2 }) });
    const field = await screen.findByLabelText('Recipients');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.type(field, ' , ;, ');
    await user.click(send);
    expect(await screen.findByText('No recipients')).toBeInTheDocument();
    expect(screen.getByText('Please enter at least one email address.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.clear(field);
    await user.type(field, 'planner@example.com, ,family@example.com');
    await user.click(send);
    expect(await screen.findByText('The share link was e-mailed to 2 recipients.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      expect.objectContaining({ body: { recipients: ['planner@example.com', 'family@example.com'] } }),
    ]);
  });

  it('rotates the link only after confirmation and shows the new one', async () => {
    const rotated = makeShare({ token: 'tok_new', shareUrl: 'https://venuedesk.example/shared-calendar/tok_new' });
    const { user, calls } = renderTab({ 'POST /api/calendar/share/rotate': () => jsonResponse(200, rotated) });
    await user.click(await screen.findByRole('button', { name: 'Rotate link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rotate the share link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Rotate link' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rotate link' }));
    await waitFor(() => expect(screen.getByLabelText('Share link')).toHaveValue(rotated.shareUrl));
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST' })]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("downloads the month's ICS under the server's name and toasts Calendar downloaded", async () => {
    // jsdom has no object URLs; the test lends it two for the saved file.
    const objectUrls = Object.getOwnPropertyDescriptors(URL);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:calendar'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, calls } = renderTab({
      'GET /api/calendar/export.ics': () =>
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/calendar',
            'Content-Disposition': 'attachment; filename="venue-calendar-2031-06.ics"',
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download ICS' }));
    expect(await screen.findByText('Calendar downloaded')).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname === '/api/calendar/export.ics')?.url.search).toBe('?month=2031-06');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('venue-calendar-2031-06.ics');
    expect(link.href).toBe('blob:calendar');
    click.mockRestore();
    Object.defineProperties(URL, {
      createObjectURL: objectUrls.createObjectURL ?? { value: undefined, configurable: true, writable: true },
      revokeObjectURL: objectUrls.revokeObjectURL ?? { value: undefined, configurable: true, writable: true },
    });
  });
});

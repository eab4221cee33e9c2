// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '#shared/auth/roles.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { makeSettings, saved, type SentSettings } from '#client/test/settings-fixtures.ts';
import { SettingsPage } from './settings-page.tsx';

const fetchMock = installFetchMock();

function serveSettings(put?: (init?: RequestInit) => Response) {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/settings': () => jsonResponse(200, makeSettings()),
      ...(put ? { 'PUT /api/settings': put } : {}),
    }),
  );
}

function sentBody(): SentSettings {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  return JSON.parse(call?.[1]?.body as string) as SentSettings;
}

function countPuts() {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').length;
}

async function renderPage(role: StaffRole = 'owner') {
  const rendered = renderWithAuth(<SettingsPage />, { user: makeStaffUser(role) });
  await screen.findByLabelText('Venue Name');
  return rendered;
}

// Whole-page journeys with many keystrokes: 5 s is tight when the machine is busy.
describe('Settings page', () => {
  it('shows the tabs (Email for owners and managers) and the venue’s saved values', async () => {
    serveSettings();
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Venue Info',
      'Branding',
      'Event Types',
      'Contract Templates',
      'Automations',
      'Team Access',
      'Email',
    ]);
    expect(screen.getByLabelText('Venue Name')).toHaveValue('Hacienda Rosa');
    expect(screen.getByLabelText('Max Capacity')).toHaveValue(200);
    expect(screen.getByLabelText('Time Zone')).toHaveValue('America/Chicago');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('saves the whole form, says so, and shows Saving... while it runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((_input, init) =>
      init?.method === 'PUT'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(jsonResponse(200, makeSettings())),
    );
    const { user, auth } = await renderPage();

    await user.clear(screen.getByLabelText('Venue Name'));
    await user.type(screen.getByLabelText('Venue Name'), '  Casa Rosa ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    const body = sentBody();
    expect(body.venue).toMatchObject({
      name: 'Casa Rosa',
      slug: 'hacienda-rosa',
      phone: null,
      website: null,
      basePrice: '5000.00',
    });
    expect(body.eventTypes).toEqual(['Reception', 'Private Party']);
    expect(body.availability).toEqual({
      weekdays: { sun: true, mon: false, tue: true, wed: true, thu: true, fri: true, sat: true },
      blackoutDates: ['2031-12-25'],
      maxBookingsPerDay: 1,
    });

    const settings = makeSettings();
    answer(jsonResponse(200, saved({ ...settings, venue: { ...settings.venue, name: 'Casa Rosa' } })));
    // The save re-renders every tab's form: on a busy machine that takes over findBy's 1 s.
    expect(await screen.findByText('Settings saved', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.getByLabelText('Venue Name')).toHaveValue('Casa Rosa');
    // The shell's venue name and the calendar's zone come from the signed-in user.
    expect(auth.refreshUser).toHaveBeenCalledTimes(1);
  });

  it('saves the venue’s default client language', async () => {
    serveSettings(() => jsonResponse(200, saved(makeSettings())));
    const { user } = await renderPage();
    const language = screen.getByLabelText('Client Language');
    expect(language).toHaveValue('en');
    // Staff pages name languages in English (decision 073), as the Spanish versions' labels do.
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Spanish']);
    await user.selectOptions(language, 'es');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(countPuts()).toBe(1));
    expect(sentBody().venue).toMatchObject({ defaultClientLanguage: 'es' });
  });

  it('flags the description and event type names missing in Spanish, and saves the versions written', async () => {
    serveSettings(() => jsonResponse(200, saved(makeSettings())));
    const { user } = await renderPage();
    const description = screen.getByLabelText('Description');
    const spanish = screen.getByLabelText('Description in Spanish');
    expect(spanish).toHaveAttribute('lang', 'es');
    await user.type(description, 'A garden venue.');
    expect(await screen.findByText('Missing')).toBeInTheDocument();
    expect(screen.getByText(/Visitors who read Spanish see the description above, in English/)).toBeInTheDocument();
    await user.type(spanish, 'Un jardín.');
    expect(screen.queryByText('Missing')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Event Types' }));
    const names = screen.getByRole('group', { name: /Names in Spanish/ });
    expect(within(names).getByText('2 missing')).toBeInTheDocument();
    await user.type(within(names).getByLabelText('Reception in Spanish'), 'Recepción');
    expect(within(names).getByText('1 missing')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(countPuts()).toBe(1));
    expect(sentBody().venue).toMatchObject({
      description: 'A garden venue.',
      clientTextTranslations: {
        es: { description: 'Un jardín.', eventTypes: { Reception: 'Recepción' } },
      },
    });
  });

  it('shows the failure toast and puts the server’s field errors on their fields and tab', async () => {
    serveSettings(() =>
      jsonResponse(400, {
        code: 'VALIDATION_FAILED',
        message: 'Venue name is too long',
        fieldErrors: {
          'venue.name': ['Venue name is too long'],
          'availability.blackoutDates.0': ['Enter a date that exists'],
        },
      }),
    );
    const { user } = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Event Types' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to save settings. Please try again.')).toBeInTheDocument();
    // The first error's tab opens, with the message on its field.
    expect(screen.getByRole('tab', { name: 'Venue Info' })).toHaveAttribute('aria-selected', 'true');
    const name = screen.getByLabelText('Venue Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Venue name is too long');

    await user.click(screen.getByRole('tab', { name: 'Event Types' }));
    expect(screen.getByText('Enter a date that exists')).toBeInTheDocument();
  });

  it('shows the failure toast when the server fails without field errors', async () => {
    serveSettings(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save settings. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
  });

  it('checks the form before sending and opens the tab of the first problem', async () => {
    serveSettings(() => jsonResponse(200, saved(makeSettings())));
    const { user } = await renderPage();
    await user.clear(screen.getByLabelText('Venue Name'));
    await user.click(screen.getByRole('tab', { name: 'Event Types' }));
    await user.clear(screen.getByLabelText('Max Bookings per Day'));
    await user.type(screen.getByLabelText('Max Bookings per Day'), '0');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Venue name is required')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Venue Info' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Event Types' }));
    expect(screen.getByText('Max bookings per day must be at least 1')).toBeInTheDocument();
    expect(countPuts()).toBe(0);
  });

  it('lists the days left with more bookings than the new limit', async () => {
    serveSettings(() => jsonResponse(200, saved(makeSettings(), [{ day: '2031-06-14', bookings: 3 }])));
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const notice = await screen.findByText(/more bookings than the limit of 1 per day/);
    expect(notice).toHaveTextContent('They keep their bookings');
    expect(notice.parentElement).toHaveTextContent('Saturday, 14 June 2031: 3 bookings');
  });

  it('gives a coordinator a read-only page', async () => {
    serveSettings();
    const { user } = await renderPage('coordinator');
    expect(screen.getByText('Only owners and managers can change settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save Changes/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Venue Name')).toBeDisabled();
    expect(screen.getByLabelText('Time Zone')).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Branding' }));
    expect(screen.getByLabelText('Primary Colour')).toBeDisabled();
    expect(screen.queryByLabelText('Upload logo')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Event Types' }));
    expect(within(screen.getByRole('list', { name: 'Event types' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove|Add/ })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Monday' })).toBeDisabled();
    expect(screen.getByLabelText('Max Bookings per Day')).toBeDisabled();
  });

  it('says so when the settings cannot be loaded', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { code: 'INTERNAL', message: 'Something went wrong' }));
    renderWithAuth(<SettingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Settings could not be loaded');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  });
});

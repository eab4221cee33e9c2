// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { makeSettings, saved, type SentSettings } from '#client/test/settings-fixtures.ts';
import { SettingsPage } from './settings-page.tsx';

const fetchMock = installFetchMock();

function sentBody(): SentSettings {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  return JSON.parse(call?.[1]?.body as string) as SentSettings;
}

async function openEventTypes() {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/settings': () => jsonResponse(200, makeSettings()),
      'PUT /api/settings': () => jsonResponse(200, saved(makeSettings())),
    }),
  );
  const { user } = renderWithAuth(<SettingsPage />);
  await user.click(await screen.findByRole('tab', { name: 'Event Types' }));
  return user;
}

function listed(name: string) {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('Event Types tab', () => {
  it('refuses a blank event type and a duplicate in any case, with the rule’s message', async () => {
    const user = await openEventTypes();
    const input = screen.getByLabelText('New event type');

    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Add event type' }));
    expect(screen.getByText('Enter an event type')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, ' private PARTY {Enter}');
    expect(screen.getByText('"private PARTY" is already in the list')).toBeInTheDocument();
    expect(listed('Event types')).toEqual(['Reception', 'Private Party']);
  });

  it('adds the trimmed name with Enter or Add, and Enter does not save the page', async () => {
    const user = await openEventTypes();
    const input = screen.getByLabelText('New event type');
    await user.type(input, '  Garden Ceremony  {Enter}');
    expect(input).toHaveValue('');
    await user.type(input, 'Gala Dinner');
    await user.click(screen.getByRole('button', { name: 'Add event type' }));
    expect(listed('Event types')).toEqual(['Reception', 'Private Party', 'Garden Ceremony', 'Gala Dinner']);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove Reception' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByText('Settings saved')).toBeInTheDocument());
    expect(sentBody().eventTypes).toEqual(['Private Party', 'Garden Ceremony', 'Gala Dinner']);
  });

  it('adds blackout dates in date order, past ones included, and refuses repeats', async () => {
    const user = await openEventTypes();
    const input = screen.getByLabelText('Add a blackout date');
    await user.type(input, '2031-07-04');
    await user.click(screen.getByRole('button', { name: 'Add blackout date' }));
    await user.type(input, '2020-01-01{Enter}');
    expect(listed('Blackout dates')).toEqual([
      'Wednesday, 1 January 2020 (past)',
      'Friday, 4 July 2031',
      'Thursday, 25 December 2031',
    ]);

    await user.type(input, '2031-07-04{Enter}');
    expect(screen.getByText('Friday, 4 July 2031 is already a blackout date')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add blackout date' }));

    await user.click(screen.getByRole('button', { name: 'Remove Thursday, 25 December 2031' }));
    await user.click(screen.getByRole('switch', { name: 'Monday' }));
    expect(screen.getByRole('switch', { name: 'Monday' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('switch', { name: 'Saturday' }));
    await user.clear(screen.getByLabelText('Max Bookings per Day'));
    await user.type(screen.getByLabelText('Max Bookings per Day'), '3');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.getByText('Settings saved')).toBeInTheDocument());
    expect(sentBody().availability).toEqual({
      weekdays: { sun: true, mon: true, tue: true, wed: true, thu: true, fri: true, sat: false },
      blackoutDates: ['2020-01-01', '2031-07-04'],
      maxBookingsPerDay: 3,
    });
  });

  it('asks for a date when none is chosen', async () => {
    const user = await openEventTypes();
    await user.click(screen.getByRole('button', { name: 'Add blackout date' }));
    expect(screen.getByText('Choose a date')).toBeInTheDocument();
  });
});

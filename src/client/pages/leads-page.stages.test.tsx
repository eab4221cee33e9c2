// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { LEADS_NOW, makeLead, serveLeadsVenue, leadPatches } from '#client/test/leads-fixtures.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { LeadsPage } from './leads-page.tsx';

const fetchMock = installFetchMock();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(LEADS_NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

describe('Leads page: one-click stage changes in the list', () => {
  it('moves a lead at once, before the server answers, then says so', async () => {
    const held = deferred();
    serveLeadsVenue(
      fetchMock,
      [makeLead({ id: 5, name: 'Valentina Cruz' }), makeLead({ id: 6, name: 'Ben Cho' })],
      () => held.promise,
    );
    const { user } = renderWithAuth(<LeadsPage />, { path: '/leads' });
    await waitFor(() => expect(screen.getByTestId('lead-count-new')).toHaveTextContent('2'));

    await user.click(screen.getByRole('button', { name: 'Stage of Valentina Cruz: New' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'New' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Tour Scheduled' }));

    // Shown before the answer: the row's stage and the counts.
    expect(await screen.findByRole('button', { name: 'Stage of Valentina Cruz: Tour Scheduled' })).toBeInTheDocument();
    expect(screen.getByTestId('lead-count-new')).toHaveTextContent('1');
    expect(screen.getByTestId('lead-count-tour_scheduled')).toHaveTextContent('1');
    expect(leadPatches(fetchMock, 5)).toEqual([{ status: 'tour_scheduled' }]);
    // No sheet opened: the stage changed from the row.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    held.resolve(jsonResponse(200, makeLead({ id: 5, name: 'Valentina Cruz', status: 'tour_scheduled' })));
    expect(await screen.findByText('Valentina Cruz is now Tour Scheduled.')).toBeInTheDocument();
  });

  it('puts the lead back and shows the server’s reason when the move is refused', async () => {
    const held = deferred();
    serveLeadsVenue(fetchMock, [makeLead({ id: 5, name: 'Valentina Cruz' })], () => held.promise, {
      answerRereads: false,
    });
    const { user } = renderWithAuth(<LeadsPage />, { path: '/leads' });
    await waitFor(() => expect(screen.getByTestId('lead-count-new')).toHaveTextContent('1'));
    await user.click(await screen.findByRole('button', { name: 'Stage of Valentina Cruz: New' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Lost' }));
    expect(await screen.findByRole('button', { name: 'Stage of Valentina Cruz: Lost' })).toBeInTheDocument();
    expect(screen.getByTestId('lead-count-lost')).toHaveTextContent('1');

    held.resolve(jsonResponse(409, { code: 'CONFLICT', message: 'This lead changed; reload it' }));
    expect(await screen.findByText('This lead changed; reload it')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stage of Valentina Cruz: New' })).toBeInTheDocument();
    expect(screen.getByTestId('lead-count-new')).toHaveTextContent('1');
    expect(screen.getByTestId('lead-count-lost')).toHaveTextContent('0');
  });

  it('opens the lead at the conversion form for Converted, changing nothing by itself', async () => {
    serveLeadsVenue(fetchMock, [makeLead({ id: 5, name: 'Valentina Cruz' })]);
    const { user } = renderWithAuth(<LeadsPage />, { path: '/leads' });
    await user.click(await screen.findByRole('button', { name: 'Stage of Valentina Cruz: New' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Convert to booking…' }));

    const sheet = await screen.findByRole('dialog', { name: 'Valentina Cruz' });
    await waitFor(() => expect(within(sheet).getByLabelText('Event Date')).toHaveFocus());
    expect(within(sheet).getByRole('button', { name: 'Convert to Booking' })).toBeInTheDocument();
    expect(leadPatches(fetchMock, 5)).toEqual([]);
  });
});

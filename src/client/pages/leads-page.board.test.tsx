// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadStatuses } from '#shared/leads/lead-status.ts';
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

function toDomRect(rect: { left: number; top: number; width: number; height: number }): DOMRect {
  const { left, top, width, height } = rect;
  return { ...rect, x: left, y: top, right: left + width, bottom: top + height, toJSON: () => rect };
}

/**
 * jsdom lays nothing out: the board's columns stand side by side, 300 px apart, and each card
 * (and the copy that follows a drag) sits near the top of its column, so dnd-kit's keyboard moves
 * have somewhere to go.
 */
function layOutBoard() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const tagged = this.matches('[data-lead-id]') ? this : this.querySelector('[data-lead-id]');
    const leadId = tagged?.getAttribute('data-lead-id');
    const card = leadId ? document.querySelector(`li[data-lead-id="${leadId}"]`) : this;
    const column = (card ?? this).closest<HTMLElement>('[data-stage]');
    if (!column) return toDomRect({ left: 0, top: 0, width: 0, height: 0 });
    const left = leadStatuses.indexOf(column.dataset.stage as (typeof leadStatuses)[number]) * 300;
    const rect =
      this === column
        ? { left, top: 0, width: 272, height: 600 }
        : { left: left + 12, top: 48, width: 248, height: 100 };
    return toDomRect(rect);
  });
}

// hidden: also behind the lead's sheet, which hides the page from assistive technology while open.
const column = (name: string) => screen.getByRole('region', { name, hidden: true });

/** Space picks the card up by its handle, the arrows choose the stage, Space drops it. */
async function moveWithKeyboard(handle: HTMLElement, keys: string[]) {
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  for (const key of keys) {
    // dnd-kit listens on the document once the card is picked up.
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.keyDown(document, { code: key, key });
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  fireEvent.keyDown(document, { code: 'Space', key: ' ' });
}

describe('Leads page: the board', () => {
  it('shows the leads in a column per stage, the view kept in the address', async () => {
    serveLeadsVenue(fetchMock, [
      makeLead({ id: 5, name: 'Valentina Cruz' }),
      makeLead({ id: 6, name: 'Ben Cho', status: 'proposal_sent' }),
      makeLead({ id: 7, name: 'Ana Ruiz', status: 'converted', bookingId: 900 }),
    ]);
    const { user, location } = renderWithAuth(<LeadsPage />, { path: '/leads' });
    await screen.findByRole('list', { name: 'Leads' });
    await user.click(screen.getByRole('button', { name: 'Board' }));

    expect(location.history?.at(-1)).toBe('/leads?view=board');
    expect(screen.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
    const board = screen.getByRole('group', { name: 'Leads board' });
    expect(
      within(board)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual([
      'New1 lead',
      'Contacted0 leads',
      'Tour Scheduled0 leads',
      'Proposal Sent1 lead',
      'Converted1 lead',
      'Lost0 leads',
    ]);
    expect(within(column('Proposal Sent')).getByRole('button', { name: 'Ben Cho' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Leads' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(location.history?.at(-1)).toBe('/leads');
    expect(await screen.findByRole('list', { name: 'Leads' })).toBeInTheDocument();
  });

  it('moves a card to the next stage with the keyboard, saved at once', async () => {
    layOutBoard();
    serveLeadsVenue(fetchMock, [makeLead({ id: 5, name: 'Valentina Cruz' })]);
    renderWithAuth(<LeadsPage />, { path: '/leads?view=board' });
    const handle = await screen.findByRole('button', { name: 'Drag Valentina Cruz' });
    expect(handle).toHaveAttribute('aria-roledescription', 'draggable');

    await moveWithKeyboard(handle, ['ArrowRight', 'ArrowRight']);

    await waitFor(() => expect(leadPatches(fetchMock, 5)).toEqual([{ status: 'tour_scheduled' }]));
    await waitFor(() =>
      expect(within(column('Tour Scheduled')).getByRole('button', { name: 'Valentina Cruz' })).toBeInTheDocument(),
    );
    expect(within(column('New')).queryByRole('button', { name: 'Valentina Cruz' })).not.toBeInTheDocument();
    expect(await screen.findByText('Valentina Cruz is now Tour Scheduled.')).toBeInTheDocument();
  });

  it('opens the conversion form for a card brought to Converted, and changes nothing when cancelled', async () => {
    layOutBoard();
    serveLeadsVenue(fetchMock, [makeLead({ id: 5, name: 'Valentina Cruz', status: 'proposal_sent' })]);
    renderWithAuth(<LeadsPage />, { path: '/leads?view=board' });
    const handle = await screen.findByRole('button', { name: 'Drag Valentina Cruz' });

    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.keyDown(document, { code: 'Escape', key: 'Escape' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await moveWithKeyboard(handle, ['ArrowRight']);
    const sheet = await screen.findByRole('dialog', { name: 'Valentina Cruz' });
    expect(within(sheet).getByRole('button', { name: 'Convert to Booking' })).toBeInTheDocument();
    expect(leadPatches(fetchMock, 5)).toEqual([]);
    expect(
      within(column('Proposal Sent')).getByRole('button', { name: 'Valentina Cruz', hidden: true }),
    ).toBeInTheDocument();
  });

  it('moves a card without dragging, through Move to…', async () => {
    serveLeadsVenue(fetchMock, [makeLead({ id: 5, name: 'Valentina Cruz' })]);
    const { user } = renderWithAuth(<LeadsPage />, { path: '/leads?view=board' });
    await user.click(await screen.findByRole('button', { name: 'Move to…, Valentina Cruz' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Proposal Sent' }));

    await waitFor(() =>
      expect(within(column('Proposal Sent')).getByRole('button', { name: 'Valentina Cruz' })).toBeInTheDocument(),
    );
    expect(leadPatches(fetchMock, 5)).toEqual([{ status: 'proposal_sent' }]);
  });
});

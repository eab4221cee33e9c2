// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import { setAuthToken } from '#client/lib/auth-token.ts';
import {
  makeBooking,
  makeContract,
  makeSentContract,
  makeSignedContract,
  makeTemplate,
} from '#client/test/contract-fixtures.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { ContractsPage } from './contracts-page.tsx';

const fetchMock = installFetchMock();

const draft = makeContract({ coupleNames: null, templateName: null });
const sent = makeSentContract({ coupleNames: 'Ana & Luis', templateName: 'Garden Ceremony' });
const viewed = makeSentContract({ status: 'viewed', coupleNames: 'Priya & Sam' });
const signed = makeSignedContract({ coupleNames: 'Emma & Noah' });
const signedToo = makeSignedContract({ coupleNames: 'Zoë & José' });

/** The server's counts of these contracts, as GET /api/contracts/counts answers. */
function countsOf(contracts: Contract[]) {
  const counts = { draft: 0, sent: 0, viewed: 0, signed: 0 };
  for (const contract of contracts) if (contract.status in counts) counts[contract.status as keyof typeof counts]++;
  return counts;
}

function serve(contracts: Contract[], routes: Record<string, (init?: RequestInit) => Response> = {}) {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/contracts': () => jsonResponse(200, contracts),
      'GET /api/contracts/counts': () => jsonResponse(200, countsOf(contracts)),
      'GET /api/bookings': () => jsonResponse(200, [makeBooking()]),
      'GET /api/contract-templates': () => jsonResponse(200, [makeTemplate()]),
      ...routes,
    }),
  );
}

function row(name: RegExp | string) {
  return within(screen.getByRole('list', { name: 'Contracts' })).getByRole('listitem', { name });
}

function count(status: string) {
  return screen.getByTestId(`contract-count-${status}`);
}

describe('Contracts page', () => {
  it('counts drafts, sent, viewed and signed contracts', async () => {
    serve([draft, sent, viewed, signed, signedToo]);
    renderWithAuth(<ContractsPage />);
    await screen.findByRole('list', { name: 'Contracts' });
    expect(count('draft')).toHaveTextContent('1');
    expect(count('sent')).toHaveTextContent('1');
    expect(count('viewed')).toHaveTextContent('1');
    expect(count('signed')).toHaveTextContent('2');
  });

  it('lists each contract with the spec’s fallbacks, its dates at the venue and its status', async () => {
    serve([draft, sent, signed]);
    renderWithAuth(<ContractsPage />);
    await screen.findByRole('list', { name: 'Contracts' });

    const draftRow = row('Unknown Couple, Standard Contract');
    expect(within(draftRow).getByText('Unknown Couple')).toBeInTheDocument();
    expect(within(draftRow).getByText('Standard Contract')).toBeInTheDocument();
    expect(within(draftRow).getAllByText('Draft')[0]).toBeInTheDocument();

    const sentRow = row('Ana & Luis, Garden Ceremony');
    expect(within(sentRow).getByText('Garden Ceremony')).toBeInTheDocument();
    // Created 16:00 UTC on 2 Nov and sent 15:00 UTC on 3 Nov, in Chicago.
    expect(sentRow).toHaveTextContent('Created Nov 2, 2026');
    expect(sentRow).toHaveTextContent('Sent Nov 3, 2026');
    expect(sentRow).toHaveTextContent('Signed —not yet');

    // Signed 18:05 UTC on 4 Nov; 02:00 UTC on the 5th would still be the 4th in Chicago.
    expect(row('Emma & Noah, Wedding Venue Agreement')).toHaveTextContent('Signed Nov 4, 2026');
  });

  it('offers Send only on drafts and Download only on signed contracts', async () => {
    serve([draft, sent, viewed, signed]);
    renderWithAuth(<ContractsPage />);
    await screen.findByRole('list', { name: 'Contracts' });

    const buttonsOf = (name: string) =>
      within(row(name))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(buttonsOf('Unknown Couple, Standard Contract')).toEqual(['View', 'Send']);
    expect(buttonsOf('Ana & Luis, Garden Ceremony')).toEqual(['View']);
    expect(buttonsOf('Priya & Sam, Wedding Venue Agreement')).toEqual(['View']);
    expect(buttonsOf('Emma & Noah, Wedding Venue Agreement')).toEqual(['View', 'Download']);
  });

  it('shows the first page with Load more, and counts every contract, not only those loaded', async () => {
    const page = (contracts: Contract[], headers: Record<string, string>) =>
      new Response(JSON.stringify(contracts), {
        status: 200,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    serve([], {
      'GET /api/contracts': () => page([sent], { 'X-Total-Count': '2', 'X-Next-Cursor': 'next-page' }),
      'GET /api/contracts?cursor=next-page': () => page([signed], { 'X-Total-Count': '2' }),
      'GET /api/contracts/counts': () => jsonResponse(200, { draft: 40, sent: 1, viewed: 0, signed: 250 }),
    });
    const { user } = renderWithAuth(<ContractsPage />);
    await screen.findByRole('list', { name: 'Contracts' });
    expect(await screen.findByText('Showing 1 of 2 contracts')).toBeInTheDocument();
    expect(count('draft')).toHaveTextContent('40');
    expect(count('signed')).toHaveTextContent('250');
    expect(screen.queryByText('Emma & Noah')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Emma & Noah')).toBeInTheDocument();
    expect(screen.getByText('Ana & Luis')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when there are no contracts yet', async () => {
    serve([]);
    renderWithAuth(<ContractsPage />);
    expect(await screen.findByText('No contracts created yet')).toBeInTheDocument();
    expect(count('draft')).toHaveTextContent('0');
    expect(count('signed')).toHaveTextContent('0');
  });

  it('shows skeletons while loading, then the error with a Retry that reads again', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWithAuth(<ContractsPage />);
    expect(screen.getAllByTestId('contract-skeleton')).toHaveLength(3);
    expect(screen.getByText('Loading contracts')).toBeInTheDocument();

    answer(jsonResponse(500, { code: 'INTERNAL', message: 'Something went wrong (request abc)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Contracts could not be loaded');
    expect(alert).toHaveTextContent('500: Something went wrong (request abc)');

    serve([signed]);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Emma & Noah')).toBeInTheDocument();
  });

  it('sends a draft from the list and says so', async () => {
    const afterSend = { ...makeSentContract({ id: draft.id }), coupleNames: null, templateName: null };
    const sendRoute = { [`POST /api/contracts/${draft.id}/send`]: () => jsonResponse(200, afterSend) };
    serve([draft], sendRoute);
    const { user } = renderWithAuth(<ContractsPage />);
    await screen.findByRole('list', { name: 'Contracts' });
    serve([afterSend], sendRoute);
    await user.click(within(row('Unknown Couple, Standard Contract')).getByRole('button', { name: /^Send/ }));

    expect(await screen.findByText('Contract sent')).toBeInTheDocument();
    expect(screen.getByText('Contract has been sent to client for e-signature.')).toBeInTheDocument();
    const sendCall = fetchMock.mock.calls.find(([url]) => url === `/api/contracts/${draft.id}/send`);
    expect(sendCall?.[1]?.method).toBe('POST');
    expect(sendCall?.[1]?.body).toBeUndefined();
    await waitFor(() => expect(count('sent')).toHaveTextContent('1'));
    expect(count('draft')).toHaveTextContent('0');
  });

  it('says why a send failed', async () => {
    serve([draft], {
      [`POST /api/contracts/${draft.id}/send`]: () =>
        jsonResponse(409, { code: 'CONFLICT', message: 'Only a draft can be sent' }),
    });
    const { user } = renderWithAuth(<ContractsPage />);
    await screen.findByRole('list', { name: 'Contracts' });
    await user.click(within(row('Unknown Couple, Standard Contract')).getByRole('button', { name: /^Send/ }));

    expect(await screen.findByText('Failed to send contract')).toBeInTheDocument();
    expect(screen.getByText('Only a draft can be sent')).toBeInTheDocument();
  });

  describe('Download', () => {
    let clicked: { href: string; download: string }[] = [];
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:signed-pdf');
    beforeEach(() => {
      createObjectURL.mockClear();
      clicked = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ href: this.href, download: this.download });
      });
      Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
      setAuthToken('session-token-1');
    });
    afterEach(() => {
      vi.restoreAllMocks();
      localStorage.clear();
    });

    it('fetches the signed PDF with the session’s token and saves it under the server’s name', async () => {
      serve([signed], {
        [`GET /api/contracts/${signed.id}/pdf`]: () =>
          new Response('%PDF-1.7', {
            status: 200,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="contract-emma-noah-signed.pdf"',
            },
          }),
      });
      const { user } = renderWithAuth(<ContractsPage />);
      await screen.findByRole('list', { name: 'Contracts' });
      await user.click(within(row('Emma & Noah, Wedding Venue Agreement')).getByRole('button', { name: /^Download/ }));

      await waitFor(() =>
        expect(clicked).toEqual([{ href: 'blob:signed-pdf', download: 'contract-emma-noah-signed.pdf' }]),
      );
      const pdfCall = fetchMock.mock.calls.find(([url]) => url === `/api/contracts/${signed.id}/pdf`);
      expect(new Headers(pdfCall?.[1]?.headers).get('Authorization')).toBe('Bearer session-token-1');
      const [blob] = createObjectURL.mock.calls[0] ?? [];
      expect(await blob?.text()).toBe('%PDF-1.7');
    });

    it('says why a download failed', async () => {
      serve([signedToo], {
        [`GET /api/contracts/${signedToo.id}/pdf`]: () =>
          jsonResponse(404, { code: 'NOT_FOUND', message: 'The signed PDF is not ready' }),
      });
      const { user } = renderWithAuth(<ContractsPage />);
      await screen.findByRole('list', { name: 'Contracts' });
      await user.click(within(row('Zoë & José, Wedding Venue Agreement')).getByRole('button', { name: /^Download/ }));

      expect(await screen.findByText('Failed to download contract')).toBeInTheDocument();
      expect(screen.getByText('The signed PDF is not ready')).toBeInTheDocument();
      expect(clicked).toEqual([]);
    });
  });

  it('resets the Create Contract form when its dialog closes', async () => {
    serve([]);
    const { user } = renderWithAuth(<ContractsPage />);
    await user.click(await screen.findByRole('button', { name: 'Create Contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Contract' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Booking' }));
    await user.click(await screen.findByRole('option', { name: /Sarah & Michael/ }));
    expect(within(dialog).getByLabelText('Client Email')).toHaveValue('sarah@example.com');
    await user.click(within(dialog).getByLabelText('Create custom contract'));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Create Contract' }));

    const reopened = await screen.findByRole('dialog', { name: 'Create Contract' });
    expect(within(reopened).getByLabelText('Client Email')).toHaveValue('');
    expect(within(reopened).getByLabelText('Create custom contract')).not.toBeChecked();
    expect(within(reopened).getByRole('combobox', { name: 'Booking' })).toHaveTextContent('Choose a booking');
    expect(within(reopened).getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
  });
});

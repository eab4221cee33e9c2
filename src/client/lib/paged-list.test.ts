// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { fetchEveryPage, fetchListPage } from './paged-list.ts';

const fetchMock = installFetchMock();

function page(rows: unknown[], headers: Record<string, string> = {}) {
  return () =>
    new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
}

describe('paged lists', () => {
  it('read one page with its total and the next cursor', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/payments?bookingId=4': page([{ id: 1 }], { 'X-Total-Count': '3', 'X-Next-Cursor': 'c2' }),
      }),
    );
    expect(await fetchListPage('/api/payments', { bookingId: 4, cursor: undefined })).toEqual({
      items: [{ id: 1 }],
      total: 3,
      nextCursor: 'c2',
    });
  });

  it('read every page, keeping the filters and taking the largest pages after the first', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/payments?bookingId=4': page([{ id: 1 }], { 'X-Next-Cursor': 'c2' }),
        'GET /api/payments?bookingId=4&cursor=c2&limit=200': page([{ id: 2 }, { id: 3 }], { 'X-Next-Cursor': 'c3' }),
        'GET /api/payments?bookingId=4&cursor=c3&limit=200': page([{ id: 4 }]),
      }),
    );
    expect(await fetchEveryPage('/api/payments', { bookingId: 4 })).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
      { id: 4 },
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('stop at an empty page even if it names another', async () => {
    fetchMock.mockImplementation(routeFetch({ 'GET /api/bookings': page([], { 'X-Next-Cursor': 'again' }) }));
    expect(await fetchEveryPage('/api/bookings')).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

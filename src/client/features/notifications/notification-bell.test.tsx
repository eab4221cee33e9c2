// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '#shared/notifications/notifications.schemas.ts';
import { jsonResponse } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

const fetchMock = installFetchMock();

function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 5,
    type: 'lead.created',
    title: 'New inquiry from Iris Vega',
    body: 'Wedding · 2031-06-14 · 120 guests',
    link: '/leads?lead=12',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

/**
 * Serves the list (each GET answers the next of `lists`, then the last again) and a stream the
 * test writes events into.
 */
function serve(lists: NotificationList[]) {
  let reads = 0;
  let pushEvent: (text: string) => void = () => undefined;
  const posts: string[] = [];
  fetchMock.mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    if (url === '/api/notifications/stream') {
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-token');
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          pushEvent = (text) => controller.enqueue(new TextEncoder().encode(text));
          init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
    }
    if (method === 'GET' && url === '/api/notifications') {
      const list = lists[Math.min(reads, lists.length - 1)]!;
      reads += 1;
      return Promise.resolve(jsonResponse(200, list));
    }
    if (method === 'POST') {
      posts.push(url);
      return Promise.resolve(jsonResponse(200, { unreadCount: 0 }));
    }
    return Promise.resolve(new Response('', { status: 404 }));
  });
  return { posts, push: (text: string) => pushEvent(text), reads: () => reads };
}

function renderBell() {
  window.localStorage.setItem('auth_token', 'test-token');
  return renderWithAuth(<NotificationBell />, { path: '/dashboard' });
}

describe('NotificationBell', () => {
  it('shows no count when nothing is unread', async () => {
    serve([{ unreadCount: 0, items: [makeNotification({ readAt: new Date().toISOString() })], nextBefore: null }]);
    renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/notifications', expect.anything()));
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(bell).not.toHaveAccessibleDescription();
  });

  it('counts the unread, opens the list by keyboard, and an item marks itself read and opens its page', async () => {
    const { posts } = serve([{ unreadCount: 2, items: [makeNotification()], nextBefore: null }]);
    const { user, location } = renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('2');
    expect(bell).toHaveAccessibleDescription('2 unread');

    bell.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    const item = within(menu).getByRole('menuitem', { name: /New inquiry from Iris Vega/ });
    expect(item).toHaveTextContent('Unread: New inquiry from Iris Vega');
    expect(item).toHaveTextContent('5 min ago');
    item.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posts).toEqual(['/api/notifications/5/read']));
    expect(location.history?.at(-1)).toBe('/leads?lead=12');
  });

  it('marks all read', async () => {
    const { posts } = serve([{ unreadCount: 1, items: [makeNotification()], nextBefore: null }]);
    const { user } = renderBell();
    await screen.findByTestId('unread-badge');
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all read' }));
    await waitFor(() => expect(posts).toEqual(['/api/notifications/read-all']));
  });

  it('says so when there is nothing', async () => {
    serve([{ unreadCount: 0, items: [], nextBefore: null }]);
    const { user } = renderBell();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You’re all caught up.')).toBeInTheDocument();
  });

  it('reads the list again when the stream announces a notification, without a reload', async () => {
    const stream = serve([
      { unreadCount: 1, items: [makeNotification()], nextBefore: null },
      {
        unreadCount: 2,
        items: [makeNotification({ id: 6, title: 'New inquiry from Noor Haddad' }), makeNotification()],
        nextBefore: null,
      },
    ]);
    renderBell();
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('1');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/notifications/stream', expect.anything()));
    stream.push(': heartbeat\n\n');
    stream.push('event: notification\ndata: {"id":6}\n\n');
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('2'));
  });
});

import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { Viewer } from '../../http/access.ts';
import { isSessionActive } from '../auth/auth.service.ts';
import type { NotificationHub, StreamAudience } from './notification-hub.ts';

export interface StreamTimings {
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs: number;
  /** How often the stream checks its session still works (sign-out, revocation, expiry). */
  sessionCheckMs: number;
}

export const DEFAULT_STREAM_TIMINGS: StreamTimings = { heartbeatMs: 25_000, sessionCheckMs: 15_000 };

/**
 * Holds the response open as Server-Sent Events: `ready` once this instance listens, then a
 * `notification` event for each notice of the reader's, `resync` after the instance's listener
 * reconnected (read again), and `session-ended` before it closes for a session that stopped
 * working. It ends when the reader leaves, the session ends or the app shuts down.
 */
export async function openNotificationStream(
  deps: AppDeps,
  hub: NotificationHub,
  timings: StreamTimings,
  viewer: Viewer,
  reply: FastifyReply,
): Promise<void> {
  const audience: StreamAudience =
    viewer.kind === 'staff' ? { staffOfVenue: viewer.actor.venueId } : { clientUserId: viewer.actor.userId };
  void reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // nginx and similar proxies would otherwise hold the events back in their buffers.
    'x-accel-buffering': 'no',
    // Its connection serves nothing after it: closed with the stream, an ended stream leaves no
    // idle socket behind to hold a shutting-down server open.
    connection: 'close',
  });
  response.flushHeaders();

  let ended = false;
  const send = (text: string) => {
    if (!ended) response.write(text);
  };
  const heartbeat = setInterval(() => send(': heartbeat\n\n'), timings.heartbeatMs);
  const sessionCheck = setInterval(() => {
    isSessionActive(deps, viewer.actor.sessionId).then(
      (active) => {
        if (active) return;
        send('event: session-ended\ndata: {}\n\n');
        end();
      },
      // A failed check (the database briefly away) is not a signed-out session: try again later.
      () => undefined,
    );
  }, timings.sessionCheckMs);
  let unsubscribe = () => {};
  function end() {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    unsubscribe();
    // The socket goes too: a reader that stopped reading would otherwise keep it, and with it a
    // shutting-down server, open.
    const socket = response.socket;
    response.end(() => socket?.destroy());
  }
  const subscription = hub.subscribe({
    audience,
    onNotification: (signal) => send(`event: notification\ndata: ${JSON.stringify({ id: signal.id })}\n\n`),
    onResync: () => send('event: resync\ndata: {}\n\n'),
    onClose: end,
  });
  unsubscribe = () => void subscription.unsubscribe();
  response.on('close', end);
  await subscription.listening;
  send('retry: 5000\nevent: ready\ndata: {}\n\n');
}

import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The PostgreSQL channel every instance listens on; the payload is a NotificationSignal. */
export const NOTIFICATIONS_CHANNEL = 'venuedesk_notifications';

export interface NotificationSignal {
  id: number;
  venueId: number;
  /** The client it is for; null: the venue's staff. */
  userId: number | null;
}

/** Who an open stream belongs to: a venue's staff member, or a client (their own only). */
export type StreamAudience = { staffOfVenue: number } | { clientUserId: number };

export interface Subscriber {
  audience: StreamAudience;
  /** A notification for this audience was committed. */
  onNotification: (signal: NotificationSignal) => void;
  /** Signals may have been missed (the listening connection dropped): read again. */
  onResync: () => void;
  /** The instance is shutting down: end the stream. */
  onClose: () => void;
}

export interface NotificationHub {
  /** Adds a stream; `listening` settles once this instance hears the channel (or closes). */
  subscribe: (subscriber: Subscriber) => { unsubscribe: () => void; listening: Promise<void> };
  close: () => Promise<void>;
}

const RECONNECT_DELAYS_MS = [250, 1000, 5000, 15_000] as const;

function concerns(audience: StreamAudience, signal: NotificationSignal): boolean {
  return 'staffOfVenue' in audience
    ? signal.userId === null && signal.venueId === audience.staffOfVenue
    : signal.userId === audience.clientUserId;
}

/**
 * One LISTEN connection per instance, opened with the first stream, fanning each committed
 * notification out to this instance's streams of its venue or client. Every instance on the
 * database hears every NOTIFY, so a notice made through one reaches streams held by another.
 * A dropped connection is reopened (with growing waits), and the streams are told to read again
 * for what they may have missed meanwhile.
 */
export function createNotificationHub(options: { connectionString: string; log: FastifyBaseLogger }): NotificationHub {
  const subscribers = new Set<Subscriber>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;
  let waiters: (() => void)[] = [];

  function whenListening(): Promise<void> {
    if (client || closed) return Promise.resolve();
    return new Promise((resolve) => waiters.push(resolve));
  }

  function wakeWaiters(): void {
    const woken = waiters;
    waiters = [];
    woken.forEach((resolve) => resolve());
  }

  function dispatch(payload: string | undefined): void {
    let signal: NotificationSignal;
    try {
      signal = JSON.parse(payload ?? '') as NotificationSignal;
    } catch {
      return;
    }
    for (const subscriber of subscribers) {
      if (concerns(subscriber.audience, signal)) subscriber.onNotification(signal);
    }
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect().then(
        () => subscribers.forEach((subscriber) => subscriber.onResync()),
        () => undefined,
      );
    }, delay);
  }

  function connect(): Promise<void> {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: options.connectionString });
      const lost = (error?: Error) => {
        if (client !== next) return;
        client = null;
        next.removeAllListeners('notification');
        void next.end().catch(() => undefined);
        if (!closed) {
          options.log.warn({ err: error }, 'the notifications listener lost its database connection; reconnecting');
          scheduleReconnect();
        }
      };
      next.on('error', lost);
      next.on('end', () => lost());
      next.on('notification', (message) => dispatch(message.payload));
      try {
        await next.connect();
        await next.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`);
      } catch (error) {
        next.removeAllListeners();
        next.on('error', () => undefined);
        await next.end().catch(() => undefined);
        if (!closed) {
          options.log.warn({ err: error }, 'the notifications listener could not connect; retrying');
          scheduleReconnect();
        }
        throw error;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      failures = 0;
      wakeWaiters();
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    subscribe(subscriber) {
      if (closed) {
        subscriber.onClose();
        return { unsubscribe: () => undefined, listening: Promise.resolve() };
      }
      subscribers.add(subscriber);
      const listening = whenListening();
      if (!client && !connecting && !reconnectTimer) void connect().catch(() => undefined);
      return { unsubscribe: () => subscribers.delete(subscriber), listening };
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      for (const subscriber of subscribers) subscriber.onClose();
      subscribers.clear();
      wakeWaiters();
      await connecting?.catch(() => undefined);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

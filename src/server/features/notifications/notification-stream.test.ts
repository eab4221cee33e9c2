import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '#server/app.ts';
import { notifications } from '#server/db/schema.ts';
import { addStaffMember, signUpClient, signUpOwner, uniqueEmail, type SignedIn } from '#tests/factories.ts';
import { createTestApp, createTestDatabase } from '#tests/test-app.ts';
import { notifyVenue } from './notifications.service.ts';

// Two instances of the app on one database, as behind a load balancer: each has its own
// listening connection, and a notice committed through one reaches streams held by the other.
const database = await createTestDatabase();
const timings = { notificationStream: { sessionCheckMs: 150, heartbeatMs: 300 } };
const { app: first } = await createTestApp({ database, ...timings });
const { app: second } = await createTestApp({ database, ...timings });

async function baseUrl(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
const firstUrl = await baseUrl(first);
const secondUrl = await baseUrl(second);

interface StreamEvent {
  event: string;
  data: string;
  at: number;
}

/**
 * Reads a stream's events as they come, until it ends or is closed. Over node:http with a
 * connection of its own, so closing it closes its socket (the browser's fetch does the same).
 */
async function openStream(url: string, who: SignedIn | null) {
  const request = http.get(`${url}/api/notifications/stream`, { headers: who ? who.auth : {}, agent: false });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let ended = false;
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let split: number;
    while ((split = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, split);
      buffer = buffer.slice(split + 2);
      if (block.startsWith(':')) comments.push(block);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((line) => !line.startsWith(':'))
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
      );
      if (fields.event) events.push({ event: fields.event, data: fields.data ?? '', at: Date.now() });
    }
  });
  response.on('close', () => (ended = true));
  response.on('error', () => undefined);
  return {
    status: response.statusCode,
    contentType: response.headers['content-type'],
    events,
    comments,
    isEnded: () => ended,
    close: () => request.destroy(),
  };
}

async function waitFor<T>(check: () => T | undefined | false, timeoutMs = 3000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /api/notifications/stream', () => {
  it('brings a notice made through one instance to a stream held by the other within 2 s', async () => {
    const owner = await signUpOwner(first, 'Twin Hall');
    const other = await signUpOwner(first, 'Elsewhere');
    const stream = await openStream(secondUrl, owner);
    const stranger = await openStream(secondUrl, other);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await waitFor(() => stream.events.some((event) => event.event === 'ready'));
    await waitFor(() => stranger.events.some((event) => event.event === 'ready'));

    const madeAt = Date.now();
    const created = await fetch(`${firstUrl}/api/leads`, {
      method: 'POST',
      headers: { ...owner.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Noor Haddad', email: uniqueEmail() }),
    });
    expect(created.status).toBe(201);
    const heard = await waitFor(() => stream.events.find((event) => event.event === 'notification'));
    expect(heard.at - madeAt).toBeLessThan(2000);
    const listed = await fetch(`${secondUrl}/api/notifications`, { headers: owner.auth });
    const [item] = ((await listed.json()) as { items: { id: number; title: string }[] }).items;
    expect(JSON.parse(heard.data)).toEqual({ id: item!.id });
    expect(item!.title).toBe('New lead: Noor Haddad');
    // Another venue's stream hears nothing of it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stranger.events.filter((event) => event.event === 'notification')).toEqual([]);
    // Quiet streams get heartbeat comments.
    await waitFor(() => stranger.comments.length > 0);
    stream.close();
    stranger.close();
  });

  it('announces nothing for an event whose transaction rolled back', async () => {
    const owner = await signUpOwner(first, 'Rollback Hall');
    const venueId = owner.user.venueId!;
    const stream = await openStream(secondUrl, owner);
    await waitFor(() => stream.events.some((event) => event.event === 'ready'));
    await expect(
      first.deps.db.transaction(async (tx) => {
        await notifyVenue(tx, { venueId, kind: 'lead.created', title: 'Never', body: '', link: null });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    await first.deps.db.transaction((tx) =>
      notifyVenue(tx, { venueId, kind: 'lead.created', title: 'Committed', body: '', link: null }),
    );
    await waitFor(() => stream.events.some((event) => event.event === 'notification'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.events.filter((event) => event.event === 'notification')).toHaveLength(1);
    const rows = await first.deps.db.select().from(notifications).where(eq(notifications.venueId, venueId));
    expect(rows.map((row) => row.title)).toEqual(['Committed']);
    stream.close();
  });

  it('lets every staff role and clients in, and refuses a request without a session', async () => {
    const owner = await signUpOwner(first);
    const callers = [
      owner,
      await addStaffMember(first, owner.user.venueId!, 'manager'),
      await addStaffMember(first, owner.user.venueId!, 'coordinator'),
      await signUpClient(first),
    ];
    for (const who of callers) {
      const stream = await openStream(firstUrl, who);
      expect(stream.status).toBe(200);
      stream.close();
    }
    const refused = await fetch(`${firstUrl}/api/notifications/stream`);
    expect(refused.status).toBe(401);
    const forged = await fetch(`${firstUrl}/api/notifications/stream`, {
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(forged.status).toBe(401);
  });

  it('ends when the session is signed out', async () => {
    const owner = await signUpOwner(first);
    const stream = await openStream(secondUrl, owner);
    await waitFor(() => stream.events.some((event) => event.event === 'ready'));
    const logout = await fetch(`${firstUrl}/api/auth/logout`, { method: 'POST', headers: owner.auth });
    expect(logout.status).toBeLessThan(300);
    await waitFor(() => stream.isEnded(), 2000);
    expect(stream.events.at(-1)?.event).toBe('session-ended');
  });

  it('listens again after its database connection drops, and tells streams to read again', async () => {
    const owner = await signUpOwner(first, 'Dropped Hall');
    const stream = await openStream(secondUrl, owner);
    await waitFor(() => stream.events.some((event) => event.event === 'ready'));
    const admin = new pg.Client({ connectionString: database.ownerUrl });
    await admin.connect();
    const { rowCount } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN %'`,
    );
    await admin.end();
    expect(rowCount).toBe(2);
    await waitFor(() => stream.events.some((event) => event.event === 'resync'), 5000);
    const created = await fetch(`${firstUrl}/api/leads`, {
      method: 'POST',
      headers: { ...owner.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'After Drop', email: uniqueEmail() }),
    });
    expect(created.status).toBe(201);
    await waitFor(() => stream.events.some((event) => event.event === 'notification'), 5000);
    stream.close();
  });

  it('ends open streams when the app closes', async () => {
    const { app: third } = await createTestApp({ database, ...timings });
    const url = await baseUrl(third);
    const owner = await signUpOwner(third);
    const stream = await openStream(url, owner);
    await waitFor(() => stream.events.some((event) => event.event === 'ready'));
    await third.close();
    await waitFor(() => stream.isEnded(), 2000);
  });
});

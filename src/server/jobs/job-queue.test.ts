import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { enqueueEmail } from '#server/features/outbox/outbox.service.ts';
import { createRecordingTransport, createTestApp, createTestDatabase } from '#tests/test-app.ts';
import { getPassQueues } from './job-queue.ts';
import { JOB_SCHEMA, prepareJobQueue, toBossDb, type QueueDefinition } from './queue-schema.ts';
import { scheduledPasses, type ScheduledPass } from './scheduled-passes.ts';

const database = await createTestDatabase();
const appRole = decodeURIComponent(new URL(database.url).username);
const owner = new pg.Client({ connectionString: database.ownerUrl });
await owner.connect();
afterAll(() => owner.end());

// Quick clocks: pg-boss checks its schedules and queues every second instead of 30 s and 10 s.
const timing = { pollingIntervalSeconds: 1, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };
const NEVER = '0 0 1 1 *';

/** Makes queues as the owner does at migration time: the app's role may not. */
async function makeQueues(queues: QueueDefinition[]): Promise<void> {
  await prepareJobQueue(owner, appRole, queues);
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A pg-boss client as the app's role, to put jobs on a queue by hand. */
async function startSender(): Promise<PgBoss> {
  const boss = new PgBoss({
    db: toBossDb(database.pool),
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  return boss;
}

describe('the job queue', () => {
  it('has a queue made at migration time for every scheduled pass, and the app’s role cannot make one', async () => {
    const { rows } = await database.pool.query<{ name: string }>(`select name from ${JOB_SCHEMA}.queue`);
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(scheduledPasses.map((pass) => pass.name)));
    await expect(
      database.pool.query(`select ${JOB_SCHEMA}.create_queue('made-at-runtime', '{"policy":"standard"}')`),
    ).rejects.toThrow(/permission denied/);
  });

  it('runs a scheduled pass once per tick with two instances working the queue', async () => {
    const runs: Date[] = [];
    const passes: ScheduledPass[] = [
      { name: 'test-every-minute', cron: '* * * * *', run: async (_deps, now) => void runs.push(now) },
    ];
    await makeQueues(getPassQueues(passes));
    const first = await createTestApp({ database, jobs: { passes, timing } });
    const second = await createTestApp({ database, jobs: { passes, timing } });
    await Promise.all([first.app.jobs.start(), second.app.jobs.start()]);

    await waitFor(() => runs.length > 0);
    await sleep(4000);

    // pg-boss sends each tick through its send-it queue, one job a minute for every instance
    // (singleton_on), and that job puts the pass's job on its queue. A run's own clock cannot tell
    // two ticks apart: a tick sent in a minute's last seconds runs in the next minute, beside that
    // minute's own. So count ticks, jobs and runs, all in one snapshot.
    const countByState = async () => {
      const { rows } = await database.pool.query<{ queue: string; state: string; count: number }>(
        `select case when name = $1 then 'pass' else 'tick' end as queue, state, count(*)::int as count
           from ${JOB_SCHEMA}.job
          where name = $1 or (name = '__pgboss__send-it' and data->>'name' = $1)
          group by 1, 2`,
        [passes[0]!.name],
      );
      return Object.fromEntries(rows.map((row) => [`${row.queue} ${row.state}`, row.count]));
    };
    // A run counted here is marked completed a moment later; a tick being forwarded is active.
    let counts: Record<string, number> = {};
    let ran = 0;
    await waitFor(async () => {
      ran = runs.length;
      counts = await countByState();
      return Object.keys(counts).every((key) => !key.endsWith('active')) && runs.length === ran;
    });
    const { 'tick completed': forwarded, 'tick created': tickWaiting = 0, ...jobs } = counts;
    // A tick that came due just now may still wait to be forwarded or for a worker ('created');
    // every forwarded tick made one job, and every job ran once.
    expect(tickWaiting).toBeLessThanOrEqual(1);
    expect(jobs).toEqual(
      jobs['pass created'] === undefined ? { 'pass completed': ran } : { 'pass completed': ran, 'pass created': 1 },
    );
    expect(forwarded).toBe(ran + (jobs['pass created'] ?? 0));
    await Promise.all([first.app.close(), second.app.close()]);
  });

  it('gives each job to one of two instances: twenty jobs, twenty runs', async () => {
    let runs = 0;
    const queue = 'test-many-jobs';
    await makeQueues([{ name: queue, options: { policy: 'standard' } }]);
    const passes: ScheduledPass[] = [{ name: queue, cron: NEVER, run: async () => void (runs += 1) }];
    const first = await createTestApp({ database, jobs: { passes, timing } });
    const second = await createTestApp({ database, jobs: { passes, timing } });
    await Promise.all([first.app.jobs.start(), second.app.jobs.start()]);
    const sender = await startSender();
    for (let index = 0; index < 20; index++) await sender.send(queue, {});

    await waitFor(() => runs >= 20);
    await sleep(2500);

    expect(runs).toBe(20);
    await sender.stop({ graceful: false, close: false });
    await Promise.all([first.app.close(), second.app.close()]);
  });

  it('waits on shutdown for the pass running here, then takes no more jobs', async () => {
    const events: string[] = [];
    const queue = 'test-shutdown';
    await makeQueues([{ name: queue, options: { policy: 'standard' } }]);
    const passes: ScheduledPass[] = [
      {
        name: queue,
        cron: NEVER,
        run: async () => {
          events.push('started');
          await sleep(1500);
          events.push('finished');
        },
      },
    ];
    const { app } = await createTestApp({ database, jobs: { passes, timing } });
    await app.jobs.start();
    const sender = await startSender();
    await sender.send(queue, {});
    await waitFor(() => events.includes('started'));

    await app.close();
    events.push('closed');
    await sender.send(queue, {});
    await sleep(2500);

    expect(events).toEqual(['started', 'finished', 'closed']);
    const { rows } = await database.pool.query<{ state: string }>(
      `select state from ${JOB_SCHEMA}.job where name = $1 order by created_on`,
      [queue],
    );
    expect(rows.map((row) => row.state)).toEqual(['completed', 'created']);
    await sender.stop({ graceful: false, close: false });
  });

  it('tries a failing pass again once, then leaves it failed', async () => {
    let attempts = 0;
    const queue = 'test-failing';
    await makeQueues([{ name: queue, options: { policy: 'standard', retryLimit: 1, retryDelay: 1 } }]);
    const passes: ScheduledPass[] = [
      {
        name: queue,
        cron: NEVER,
        run: async () => {
          attempts += 1;
          throw new Error('boom');
        },
      },
    ];
    const { app } = await createTestApp({ database, jobs: { passes, timing } });
    await app.jobs.start();
    const sender = await startSender();
    await sender.send(queue, {});

    await waitFor(() => attempts >= 2);
    await waitFor(async () => {
      const { rows } = await database.pool.query<{ state: string }>(
        `select state from ${JOB_SCHEMA}.job where name = $1`,
        [queue],
      );
      return rows[0]?.state === 'failed';
    });
    expect(attempts).toBe(2);
    await sender.stop({ graceful: false, close: false });
    await app.close();
  });

  it('schedules every pass at start and unschedules a pass this version no longer has', async () => {
    await makeQueues([{ name: 'test-retired-pass', options: {} }]);
    const sender = await startSender();
    await sender.schedule('test-retired-pass', '0 * * * *');
    const { app } = await createTestApp({ database });
    await app.jobs.start();

    const { rows } = await database.pool.query<{ name: string; cron: string; timezone: string }>(
      `select name, cron, timezone from ${JOB_SCHEMA}.schedule`,
    );
    expect(rows.map(({ name, cron, timezone }) => [name, cron, timezone]).sort()).toEqual(
      scheduledPasses.map((pass) => [pass.name, pass.cron, 'UTC']).sort(),
    );
    await sender.stop({ graceful: false, close: false });
    await app.close();
  });

  it('sweeps the outbox: the outbox-sweep pass delivers an e-mail nobody asked to deliver yet', async () => {
    const transport = createRecordingTransport();
    const { app } = await createTestApp({ database, mailTransport: transport });
    // Queued without deliverSoon(), as an e-mail whose retry came due, or whose instance stopped.
    await app.deps.db.transaction((tx) =>
      enqueueEmail(tx, { venueId: null, to: 'swept@example.com', subject: 'Swept', text: 't', html: 'h' }),
    );
    const sweep = scheduledPasses.find((pass) => pass.name === 'outbox-sweep')!;

    expect(sweep.cron).toBe('* * * * *');
    expect(await sweep.run(app.deps, new Date())).toBe(1);
    expect(transport.sent.map((email) => email.to)).toEqual(['swept@example.com']);
    await app.close();
  });
});

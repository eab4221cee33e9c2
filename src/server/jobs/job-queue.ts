import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { AppDeps } from '../deps.ts';
import { JOB_SCHEMA, toBossDb, type QueueDefinition } from './queue-schema.ts';
import type { ScheduledPass } from './scheduled-passes.ts';

/**
 * How a pass's job behaves: `stately` keeps at most one job of a pass waiting and one running,
 * so a slow pass is not piled up behind; a failed one is tried again after a minute and then
 * waits for its next tick; one running half an hour is taken for dead and tried again.
 */
const PASS_QUEUE_OPTIONS = {
  policy: 'stately',
  retryLimit: 1,
  retryDelay: 60,
  expireInSeconds: 30 * 60,
} as const satisfies QueueDefinition['options'];

/** The queues the passes run on, made by the owner at migration time (queue-schema.ts). */
export function getPassQueues(passes: readonly ScheduledPass[]): QueueDefinition[] {
  return passes.map((pass) => ({ name: pass.name, options: PASS_QUEUE_OPTIONS }));
}

/** How often pg-boss looks; tests shorten them, production keeps pg-boss's own. */
export interface JobQueueTiming {
  /** How often each instance asks for jobs of each queue (pg-boss's default: 2 s). */
  pollingIntervalSeconds: number;
  /** How often an instance checks the schedules (pg-boss: 30 s) and moves due ones (5 s). */
  cronMonitorIntervalSeconds?: number;
  cronWorkerIntervalSeconds?: number;
}

/**
 * pg-boss sends a tick's job when a schedule check falls within the minute after the tick, and
 * skips a check that comes a hair under the interval after the last one: at its default 30 s
 * that leaves one check a minute, which jitter can push past a tick. At 20 s checks come at most
 * 40 s apart, so none is missed.
 */
const DEFAULT_TIMING: JobQueueTiming = { pollingIntervalSeconds: 10, cronMonitorIntervalSeconds: 20 };

export interface JobQueue {
  /** Schedules every pass and starts working their queues. */
  start: () => Promise<void>;
  /** Stops taking jobs and waits (up to 30 s) for the ones running here. */
  stop: () => Promise<void>;
}

/**
 * The app's pg-boss, on the app's own pool and role: it never migrates (the owner made its
 * schema and queues at start, decision 055). Every instance schedules and works every pass;
 * pg-boss's clock sends one job per tick for all of them, and one instance takes each job.
 */
export function createJobQueue(options: {
  pool: pg.Pool;
  deps: AppDeps;
  log: FastifyBaseLogger;
  passes: readonly ScheduledPass[];
  timing?: JobQueueTiming;
}): JobQueue {
  const { pool, deps, log, passes, timing = DEFAULT_TIMING } = options;
  let boss: PgBoss | null = null;

  async function runPass(pass: ScheduledPass): Promise<void> {
    try {
      const result = await pass.run(deps, new Date());
      log.info({ pass: pass.name, result }, 'scheduled pass done');
    } catch (error) {
      // Thrown again so pg-boss records the failure and retries the job.
      log.warn({ pass: pass.name, err: error }, 'scheduled pass failed');
      throw error;
    }
  }

  return {
    start: async () => {
      if (boss) return;
      const started = new PgBoss({
        db: toBossDb(pool),
        schema: JOB_SCHEMA,
        migrate: false,
        ...(timing.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: timing.cronMonitorIntervalSeconds } : {}),
        ...(timing.cronWorkerIntervalSeconds ? { cronWorkerIntervalSeconds: timing.cronWorkerIntervalSeconds } : {}),
      });
      started.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await started.start();
      boss = started;
      const names = new Set(passes.map((pass) => pass.name));
      // A pass this version no longer has stops being scheduled.
      for (const schedule of await started.getSchedules()) {
        if (!names.has(schedule.name)) await started.unschedule(schedule.name);
      }
      for (const pass of passes) {
        await started.schedule(pass.name, pass.cron, {}, { tz: 'UTC' });
        await started.work(pass.name, { pollingIntervalSeconds: timing.pollingIntervalSeconds }, async (jobs) => {
          for (const _job of jobs) await runPass(pass);
        });
      }
    },
    stop: async () => {
      const stopping = boss;
      boss = null;
      // The pool is the app's, closed after this by whoever opened it.
      await stopping?.stop({ graceful: true, close: false, timeout: 30_000 });
    },
  };
}

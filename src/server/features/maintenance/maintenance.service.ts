import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { deleteStaleAuthRecords } from '../auth/auth-cleanup.ts';
import { claimTask, markTaskFinished } from './maintenance.repo.ts';
import { pruneExpiredRecords } from './prune.service.ts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** A background pass, run by one instance at most once per `everyMs`. */
export interface MaintenanceTask {
  name: string;
  everyMs: number;
  run: (deps: AppDeps) => Promise<unknown>;
}

export const maintenanceTasks: readonly MaintenanceTask[] = [
  { name: 'auth-cleanup', everyMs: HOUR_MS, run: (deps) => deleteStaleAuthRecords(deps.db) },
  { name: 'retention', everyMs: 24 * HOUR_MS, run: (deps) => pruneExpiredRecords(deps) },
];

export type TaskOutcome = { task: string; result: unknown } | { task: string; error: unknown };

/**
 * Runs the tasks that are due and that this instance claims (decision 035); the others are left
 * to whoever claimed them. A task that fails is logged and tried again at its next interval:
 * everything they delete is still there to delete then.
 */
export async function runDueMaintenance(
  deps: AppDeps,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  tasks: readonly MaintenanceTask[] = maintenanceTasks,
): Promise<TaskOutcome[]> {
  const outcomes: TaskOutcome[] = [];
  for (const task of tasks) {
    try {
      if (!(await claimTask(deps.db, task.name, task.everyMs))) continue;
      const result = await task.run(deps);
      await markTaskFinished(deps.db, task.name);
      log.info({ task: task.name, result }, 'maintenance task done');
      outcomes.push({ task: task.name, result });
    } catch (error) {
      log.warn({ err: error, task: task.name }, 'maintenance task failed');
      outcomes.push({ task: task.name, error });
    }
  }
  return outcomes;
}

/**
 * Looks for due tasks a minute after start-up and then every ten minutes, until stopped. Every
 * instance looks; the claim in the database lets one of them run each task per interval, so no
 * pass depends on which instance happens to be up (a job library replaces this later).
 */
export function startMaintenance(
  deps: AppDeps,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  timing = { firstAfterMs: MINUTE_MS, everyMs: 10 * MINUTE_MS },
): () => void {
  let running = false;
  const look = () => {
    if (running) return;
    running = true;
    void runDueMaintenance(deps, log).finally(() => {
      running = false;
    });
  };
  const first = setTimeout(look, timing.firstAfterMs);
  const every = setInterval(look, timing.everyMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

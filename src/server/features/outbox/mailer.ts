import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MailTransport } from './mail-transport.ts';
import { claimPendingEmails, markEmail, storeAllPendingEmails } from './outbox.repo.ts';

const MAX_ATTEMPTS = 5;
const POLL_INTERVAL_MS = 15_000;

/**
 * Delivers the outbox after commit. Writers only insert rows inside their transaction and call
 * `deliverSoon()` once it has committed; no network call ever happens inside a transaction.
 */
export interface Mailer {
  deliverPending: () => Promise<number>;
  deliverSoon: () => void;
  start: () => void;
  stop: () => Promise<void>;
}

export function createMailer(options: {
  db: Db;
  transport: MailTransport | null;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, transport, from, log } = options;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function deliverBatch(): Promise<number> {
    if (!transport) return storeAllPendingEmails(db);
    let delivered = 0;
    for (;;) {
      const batch = await claimPendingEmails(db, 20);
      if (batch.length === 0) return delivered;
      for (const email of batch) {
        try {
          await transport.send({ from, to: email.to, subject: email.subject, text: email.text, html: email.html });
          await markEmail(db, email.id, { status: 'sent' });
          delivered += 1;
        } catch (error) {
          const lastError = error instanceof Error ? error.message : String(error);
          const status = email.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
          log.warn({ emailId: email.id, attempts: email.attempts, err: error }, 'email delivery failed');
          await markEmail(db, email.id, { status, lastError });
        }
      }
    }
  }

  function deliverPending(): Promise<number> {
    // One delivery run per process at a time; callers share the run in progress.
    running ??= deliverBatch().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    deliverPending,
    deliverSoon: () => {
      deliverPending().catch((error: unknown) => log.error({ err: error }, 'outbox delivery run failed'));
    },
    start: () => {
      timer ??= setInterval(() => {
        deliverPending().catch((error: unknown) => log.error({ err: error }, 'outbox delivery run failed'));
      }, POLL_INTERVAL_MS);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

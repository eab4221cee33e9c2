import type { FastifyBaseLogger } from 'fastify';
import addressparser from 'nodemailer/lib/addressparser';
import { toSingleLine } from '#shared/fields.ts';
import type { Db } from '../../db/client.ts';
import { isConnectionFailure, type MailTransport } from './mail-transport.ts';
import {
  claimNextDueEmail,
  markEmailSent,
  postponeDueEmails,
  recordFailedAttempt,
  storeAllPendingEmails,
} from './outbox.repo.ts';

const MAX_ATTEMPTS = 6;
const MINUTE_MS = 60_000;
/**
 * How long a claimed e-mail is held for its sender. The SMTP transport gives up well before
 * (mail-transport.ts: at most 30 s to connect, 30 s for the greeting, 60 s of silence), so a
 * lease runs out only when its instance died; then another instance sends the e-mail.
 */
export const OUTBOX_LEASE_MS = 5 * MINUTE_MS;

/**
 * How long an email waits after each failed attempt: exponential backoff (1 min, 5 min, 30 min,
 * 2 h, 12 h), so an outage of an SMTP server overnight costs no mail. The 6th failure
 * (MAX_ATTEMPTS) is final, about 14 h 36 min after the first; staff can then retry it by hand.
 */
const RETRY_DELAYS_MS = [1 * MINUTE_MS, 5 * MINUTE_MS, 30 * MINUTE_MS, 120 * MINUTE_MS, 720 * MINUTE_MS] as const;

function getRetryDelay(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1]!;
}

/**
 * Delivers the outbox after commit. Writers only insert rows inside their transaction and call
 * `deliverSoon()` once it has committed; no network call ever happens inside a transaction.
 * What that misses (a retry come due, an instance that died mid-send) the job queue's outbox
 * sweep delivers every minute (`src/server/jobs/scheduled-passes.ts`).
 */
export interface Mailer {
  deliverPending: () => Promise<number>;
  deliverSoon: () => void;
  /** Waits for the delivery run in progress, if any. */
  stop: () => Promise<void>;
}

export function createMailer(options: {
  db: Db;
  transport: MailTransport | null;
  from: string;
  log: FastifyBaseLogger;
  /** Tests shorten the lease to show two instances never send one e-mail twice. */
  leaseMs?: number;
}): Mailer {
  const { db, transport, from, log, leaseMs = OUTBOX_LEASE_MS } = options;
  // A venue's e-mail keeps the installation's address (its SPF and DKIM) under the venue's name.
  const fromAddress = addressparser(from, { flatten: true })[0]?.address ?? from;
  let running: Promise<number> | null = null;

  async function deliverDue(transport: MailTransport): Promise<number> {
    let delivered = 0;
    for (;;) {
      const email = await claimNextDueEmail(db, leaseMs);
      if (!email) return delivered;
      try {
        // Rows queued by an older version may hold line breaks; a header gets none (enqueueEmail).
        await transport.send({
          from: email.senderName ? { name: toSingleLine(email.senderName), address: fromAddress } : from,
          ...(email.replyTo ? { replyTo: email.replyTo } : {}),
          to: email.to,
          subject: toSingleLine(email.subject),
          text: email.text,
          html: email.html,
          attachments: email.attachments,
        });
        if (await markEmailSent(db, email.id, email.claim)) delivered += 1;
        else log.warn({ emailId: email.id }, 'email sent after its lease ran out; another instance held it');
      } catch (error) {
        log.warn({ emailId: email.id, attempts: email.attempts, err: error }, 'email delivery failed');
        const retryAt = await recordFailedAttempt(db, email.id, email.claim, {
          lastError: error instanceof Error ? error.message : String(error),
          delayMs: getRetryDelay(email.attempts),
          isFinal: email.attempts >= MAX_ATTEMPTS,
        });
        if (retryAt && isConnectionFailure(error)) {
          // The server is out of reach, so the rest of the queue would fail too: it waits as
          // long as this email, without being charged an attempt.
          await postponeDueEmails(db, retryAt);
          return delivered;
        }
      }
    }
  }

  function deliverPending(): Promise<number> {
    // One delivery run per process at a time; callers share the run in progress.
    running ??= (transport ? deliverDue(transport) : storeAllPendingEmails(db)).finally(() => {
      running = null;
    });
    return running;
  }

  return {
    deliverPending,
    deliverSoon: () => {
      deliverPending().catch((error: unknown) => log.error({ err: error }, 'outbox delivery run failed'));
    },
    stop: async () => {
      await running?.catch(() => undefined);
    },
  };
}

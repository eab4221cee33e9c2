import type { OutboxEmail } from '#shared/outbox/outbox.schemas.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import { findVenueEmail, insertEmail, listVenueEmails, requeueFailedEmail, type EmailMessage } from './outbox.repo.ts';

/** Queues an email inside the caller's transaction; call `mailer.deliverSoon()` after commit. */
export async function enqueueEmail(tx: DbOrTx, message: EmailMessage): Promise<void> {
  await insertEmail(tx, message);
}

function toView(row: Omit<OutboxEmail, 'createdAt'> & { createdAt: Date }): OutboxEmail {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function listOutbox(deps: AppDeps, actor: StaffActor): Promise<OutboxEmail[]> {
  const rows = await listVenueEmails(deps.db, actor.venueId);
  return rows.map(toView);
}

export async function getOutboxEmail(deps: AppDeps, actor: StaffActor, id: number): Promise<OutboxEmail> {
  const row = await findVenueEmail(deps.db, actor.venueId, id);
  if (!row) throw notFound('Email');
  return toView(row);
}

export async function retryOutboxEmail(deps: AppDeps, actor: StaffActor, id: number): Promise<OutboxEmail> {
  const email = await getOutboxEmail(deps, actor, id);
  if (!(await requeueFailedEmail(deps.db, actor.venueId, id))) {
    throw new AppError('CONFLICT', `Only failed emails can be retried; this one is ${email.status}`);
  }
  deps.mailer.deliverSoon();
  return getOutboxEmail(deps, actor, id);
}

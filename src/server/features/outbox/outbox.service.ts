import { toSingleLine } from '#shared/fields.ts';
import type { OutboxEmail, OutboxStatus, VisibleLink } from '#shared/outbox/outbox.schemas.ts';
import type { PageQuery } from '#shared/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import { redactSecrets } from './outbox-redaction.ts';
import { repeatInBatches } from '../../db/batches.ts';
import { toPage, toPageRequest, type Page } from '../../db/keyset.ts';
import {
  countWaitingEmails,
  findVenueEmail,
  hasPrunedAttachments,
  insertEmail,
  listVenueEmails,
  outboxListKeyset,
  pruneFinishedAttachments,
  requeueEmail,
  type EmailMessage,
} from './outbox.repo.ts';

/**
 * Queues an email inside the caller's transaction; call `mailer.deliverSoon()` after commit.
 * Every token link in it is hidden from the outbox listing unless `visibleLinks` names it with
 * the roles that may read it (decision 012). The subject and the sender's name become header
 * lines, so they are kept on one line whatever text reached them (a venue's name saved before
 * single-line fields refused line breaks, a feature that forgot the rule).
 */
export async function enqueueEmail(tx: DbOrTx, message: EmailMessage): Promise<void> {
  await insertEmail(tx, {
    ...message,
    subject: toSingleLine(message.subject),
    senderName: message.senderName == null ? message.senderName : toSingleLine(message.senderName),
  });
}

/**
 * A venue's e-mail to its couple or a visitor: from the venue's name (over the installation's
 * address) with replies to the venue's own address, so an answer reaches the venue, not no-reply.
 */
export function venueSender(venue: {
  name: string;
  email: string | null;
}): Pick<EmailMessage, 'senderName' | 'replyTo'> {
  return { senderName: venue.name, replyTo: venue.email };
}

/** The listing as this reader may see it: secrets redacted for the actor's role. */
function toView(
  row: Omit<OutboxEmail, 'createdAt' | 'sentAt'> & {
    createdAt: Date;
    sentAt: Date | null;
    visibleLinks: VisibleLink[];
    pageKey?: string;
  },
  actor: StaffActor,
): OutboxEmail {
  const { visibleLinks, createdAt, sentAt, pageKey: _pageKey, ...email } = row;
  return {
    ...email,
    subject: redactSecrets(row.subject, visibleLinks, actor.role),
    text: redactSecrets(row.text, visibleLinks, actor.role),
    html: redactSecrets(row.html, visibleLinks, actor.role),
    // An SMTP server's refusal may quote the message it refused.
    lastError: row.lastError === null ? null : redactSecrets(row.lastError, visibleLinks, actor.role),
    createdAt: createdAt.toISOString(),
    sentAt: sentAt?.toISOString() ?? null,
  };
}

/** A page of the venue's e-mails, newest first. */
export async function listOutbox(deps: AppDeps, actor: StaffActor, query: PageQuery): Promise<Page<OutboxEmail>> {
  const page = toPageRequest(outboxListKeyset, query);
  const { rows, total } = await listVenueEmails(deps.db, actor.venueId, page);
  return toPage(outboxListKeyset, page, rows, total, (row) => toView(row, actor));
}

/** What the staff app's "E-mail is not set up" banner needs. */
export async function getOutboxStatus(deps: AppDeps, actor: StaffActor): Promise<OutboxStatus> {
  return { emailEnabled: deps.emailEnabled, waiting: await countWaitingEmails(deps.db, actor.venueId) };
}

export async function getOutboxEmail(deps: AppDeps, actor: StaffActor, id: number): Promise<OutboxEmail> {
  const row = await findVenueEmail(deps.db, actor.venueId, id);
  if (!row) throw notFound('Email');
  return toView(row, actor);
}

/**
 * Sends a failed e-mail again; once SMTP is set up, also one kept (stored) while it was not, so
 * the e-mails that waited can still go out.
 */
export async function retryOutboxEmail(deps: AppDeps, actor: StaffActor, id: number): Promise<OutboxEmail> {
  const email = await getOutboxEmail(deps, actor, id);
  const retryable = deps.emailEnabled ? (['failed', 'stored'] as const) : (['failed'] as const);
  if (!(await requeueEmail(deps.db, actor.venueId, id, retryable))) {
    if (await hasPrunedAttachments(deps.db, actor.venueId, id)) {
      throw new AppError(
        'CONFLICT',
        'This email’s attachment was removed after the retention period, so it cannot be sent again as it was',
      );
    }
    throw new AppError(
      'CONFLICT',
      deps.emailEnabled
        ? `Only failed or stored emails can be sent again; this one is ${email.status}`
        : `Only failed emails can be retried; this one is ${email.status}`,
    );
  }
  deps.mailer.deliverSoon();
  return getOutboxEmail(deps, actor, id);
}

/**
 * The retention pass's part in the outbox (decision 035): the attachments (signed contracts' PDFs,
 * which the contract keeps as its evidence) of e-mails finished before `before` are removed; the
 * e-mail itself stays, as the venue's record of what was sent and to whom. Answers how many.
 */
export function pruneOldAttachments(db: DbOrTx, before: Date): Promise<number> {
  return repeatInBatches((limit) => pruneFinishedAttachments(db, before, limit));
}

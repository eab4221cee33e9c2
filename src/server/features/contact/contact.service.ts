import { contactMessageSchema, type ContactMessageInput } from '#shared/contact/contact.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { contactMessageEmail } from './contact.emails.ts';
import { insertContactMessage } from './contact.repo.ts';

/**
 * Stores a contact-form message and queues it for support in the same transaction, so a stored
 * message always has its e-mail; delivery happens after commit.
 */
export async function sendContactMessage(
  deps: AppDeps,
  input: ContactMessageInput,
  meta: { ip: string | null },
): Promise<{ id: number }> {
  const message = contactMessageSchema.parse(input);
  const { id } = await deps.db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, { ...message, ip: meta.ip });
    await enqueueEmail(tx, {
      venueId: null,
      to: deps.config.supportEmail,
      ...contactMessageEmail({ ...message, id: row.id }),
    });
    return row;
  });
  deps.mailer.deliverSoon();
  return { id };
}

import type { ContactMessage } from '#shared/contact/contact.schemas.ts';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export async function insertContactMessage(
  db: DbOrTx,
  values: ContactMessage & { ip: string | null },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: values.name,
      email: values.email,
      company: values.company ?? null,
      phone: values.phone ?? null,
      subject: values.subject,
      message: values.message,
      ip: values.ip,
    })
    .returning({ id: contactMessages.id });
  return row!;
}

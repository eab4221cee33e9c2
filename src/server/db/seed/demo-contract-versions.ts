import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { toBooking } from '../../features/bookings/bookings.service.ts';
import { recordSignature } from '../../features/contracts/contract-signing.service.ts';
import { insertContractDraft, sendForSignature } from '../../features/contracts/contracts.service.ts';
import { DEFAULT_TEMPLATE_NAME, DEFAULT_TEMPLATE_TRANSLATIONS } from '../../features/contracts/default-template.ts';
import type { Tx } from '../client.ts';
import { bookings, contracts, contractTemplates } from '../schema.ts';
import { drawDemoSignature } from './demo-contracts.ts';
import type { DemoContext } from './demo-seed.ts';

/** The couple who read Spanish and signed the demo's bilingual contract. */
export const DEMO_BILINGUAL_COUPLE = 'Mia & Lucas';

/**
 * Contracts in two languages (decision 074): the default template has VenueDesk's Spanish version
 * (given at creation since session 31; added here to a demo seeded before), and
 * Mia & Lucas, who read Spanish, have signed a bilingual contract (English governing, Spanish
 * beside it) on a Spanish signing page, made through the same steps as the API so its trail
 * verifies. A step of its own, so databases seeded before get it too.
 */
export async function seedDemoContractVersions(tx: Tx, context: DemoContext, deps: AppDeps): Promise<void> {
  const [template] = await tx
    .select()
    .from(contractTemplates)
    .where(and(eq(contractTemplates.venueId, context.venueId), eq(contractTemplates.isDefault, true)));
  if (!template) return;
  const translations = template.translations.es
    ? template.translations
    : { ...template.translations, es: { ...DEFAULT_TEMPLATE_TRANSLATIONS.es } };
  await tx.update(contractTemplates).set({ translations }).where(eq(contractTemplates.id, template.id));

  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.venueId, context.venueId), eq(bookings.coupleNames, DEMO_BILINGUAL_COUPLE)));
  if (!row || (row.status !== 'booked' && row.status !== 'deposit_paid')) return;
  const [spanishBooking] = await tx.update(bookings).set({ language: 'es' }).where(eq(bookings.id, row.id)).returning();
  const booking = toBooking(spanishBooking!);
  const origin = {
    actor: 'Olivia Owens <owner@demo-venue.example> (owner)',
    ip: null,
    userAgent: 'VenueDesk demo seed',
  };
  const draft = await insertContractDraft(
    tx,
    deps.keys,
    context.venueId,
    {
      booking,
      templateId: template.id,
      templateName: template.name || DEFAULT_TEMPLATE_NAME,
      content: template.content,
      language: 'en',
      translations: { es: translations.es! },
      signerEmail: booking.email,
      amount: null,
      createdBy: context.userIds.owner,
    },
    origin,
  );
  await sendForSignature(tx, deps, draft, origin);
  const [sent] = await tx.select().from(contracts).where(eq(contracts.id, draft.id));
  await recordSignature(
    tx,
    deps,
    sent!,
    { signerName: 'Mia Torres', signerEmail: booking.email, signature: drawDemoSignature(), language: 'es' },
    { ip: '203.0.113.41', userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) demo' },
  );
}

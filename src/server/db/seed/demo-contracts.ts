import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { toBooking } from '../../features/bookings/bookings.service.ts';
import { recordCountersignature } from '../../features/contracts/contract-countersign.service.ts';
import { recordSignature } from '../../features/contracts/contract-signing.service.ts';
import { findCoupleLanguage } from '../../features/contracts/contract-language.ts';
import { encodeRgbaToPng } from '../../features/contracts/png-codec.ts';
import { createDefaultTemplate } from '../../features/contracts/contract-templates.service.ts';
import { insertContractDraft, sendForSignature } from '../../features/contracts/contracts.service.ts';
import { DEFAULT_TEMPLATE_CONTENT, DEFAULT_TEMPLATE_NAME } from '../../features/contracts/default-template.ts';
import type { Tx } from '../client.ts';
import { bookings, contracts, contractTemplates } from '../schema.ts';
import type { DemoContext } from './demo-seed.ts';

/**
 * What happens to each demo contract: the couples of demo-bookings.ts it is for, all coming
 * events that can have one (booked or deposit paid). They are written, sent and signed as the
 * seed runs, so every time is before the event and none is in the future; the signing code
 * stamps the real clock, which its audit trail and signed PDF cover.
 */
const demoContracts = [
  { coupleNames: 'Ava & Liam', outcome: 'countersigned' },
  { coupleNames: 'Harper & Elijah', outcome: 'signed' },
  { coupleNames: 'Grace & Daniel', outcome: 'sent' },
  { coupleNames: 'Riverside Gala', outcome: 'draft' },
] as const;

const DEMO_OWNER = { name: 'Olivia Owens', actor: 'Olivia Owens <owner@demo-venue.example> (owner)' };
const origin = { actor: DEMO_OWNER.actor, ip: null, userAgent: 'VenueDesk demo seed' };

/**
 * The demo venue's contracts: its default template, two signed contracts with their PDFs (one
 * countersigned by the owner), one out for signature and one draft (the demo client's is demo-client-portal.ts's), made through
 * the same steps as the API, so their audit trails verify.
 */
export async function seedDemoContracts(tx: Tx, context: DemoContext, deps: AppDeps): Promise<void> {
  const [existing] = await tx
    .select({ id: contractTemplates.id })
    .from(contractTemplates)
    .where(eq(contractTemplates.venueId, context.venueId));
  if (!existing) await createDefaultTemplate(tx, context.venueId);
  const [template] = await tx
    .select()
    .from(contractTemplates)
    .where(and(eq(contractTemplates.venueId, context.venueId), eq(contractTemplates.isDefault, true)));

  const rows = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.venueId, context.venueId),
        inArray(
          bookings.coupleNames,
          demoContracts.map((contract) => contract.coupleNames),
        ),
      ),
    )
    .orderBy(asc(bookings.id));
  for (const plan of demoContracts) {
    const row = rows.find((booking) => booking.coupleNames === plan.coupleNames);
    if (!row) continue;
    const booking = toBooking(row);
    const draft = await insertContractDraft(
      tx,
      deps.keys,
      context.venueId,
      {
        booking,
        templateId: template?.id ?? null,
        templateName: template?.name ?? DEFAULT_TEMPLATE_NAME,
        content: template?.content ?? DEFAULT_TEMPLATE_CONTENT,
        signerEmail: booking.email,
        amount: null,
        createdBy: context.userIds.owner,
      },
      origin,
    );
    if (plan.outcome === 'draft') continue;
    await sendForSignature(tx, deps, draft, origin);
    if (plan.outcome === 'sent') continue;
    const [sent] = await tx.select().from(contracts).where(eq(contracts.id, draft.id));
    await recordSignature(
      tx,
      deps,
      sent!,
      {
        signerName: booking.coupleNames,
        signerEmail: booking.email,
        signature: drawDemoSignature(),
        language: await findCoupleLanguage(tx, sent!),
      },
      { ip: '203.0.113.24', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) demo' },
    );
    if (plan.outcome !== 'countersigned') continue;
    const [signed] = await tx.select().from(contracts).where(eq(contracts.id, draft.id));
    await recordCountersignature(tx, deps, signed!, {
      signedBy: DEMO_OWNER.actor,
      signerName: DEMO_OWNER.name,
      signature: drawDemoSignature(),
      ip: null,
      userAgent: origin.userAgent,
    });
  }
}

/** A pen stroke like a handwritten flourish, as the signing canvas would send it (600×200, transparent). */
export function drawDemoSignature(): Buffer {
  const width = 600;
  const height = 200;
  const rgba = new Uint8Array(width * height * 4);
  for (let step = 0; step <= 2000; step++) {
    const t = step / 2000;
    const x = 40 + t * 520;
    const y = 100 + Math.sin(t * Math.PI * 7) * 45 * (1 - t * 0.6) + Math.cos(t * Math.PI * 2) * 12;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const at = (Math.round(y + dy) * width + Math.round(x + dx)) * 4;
        rgba.set([30, 30, 60, 255], at);
      }
    }
  }
  return encodeRgbaToPng(rgba, width, height);
}

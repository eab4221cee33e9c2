import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookings,
  leads,
  leadStageChanges,
  memberships,
  optimizationAnalyses,
  payments,
  users,
  venues,
} from '#server/db/schema.ts';
import { optimizationAnalysisSchema } from '#shared/optimization/optimization.schemas.ts';
import { signIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { Contract, ContractAudit } from '#shared/contracts/contracts.schemas.ts';
import { createContractTemplateSchema, type ContractTemplate } from '#shared/contracts/contract-templates.schemas.ts';
import { DEFAULT_TEMPLATE_CONTENT_ES } from '#server/features/contracts/default-template.ts';
import { DEMO_BILINGUAL_COUPLE } from './demo-contract-versions.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import type { Lead } from '#shared/leads/leads.schemas.ts';
import {
  DEFAULT_SHARE_SETTINGS,
  type CalendarShare,
  type SharedCalendar,
} from '#shared/calendar/calendar-share.schemas.ts';
import { DEMO_SHARE_SLUG } from './demo-calendar-share.ts';
import { DEMO_VENUE_NAME, demoAccounts, seedDemo } from './demo-seed.ts';

const DEMO_PASSWORD = 'demo-test-password';

describe('demo seed', () => {
  it('creates the demo venue with an owner, a coordinator and a client, once', async () => {
    const { app } = await createTestApp();
    await Promise.all([seedDemo(app.deps, DEMO_PASSWORD), seedDemo(app.deps, DEMO_PASSWORD)]);
    await seedDemo(app.deps, DEMO_PASSWORD);

    const demoVenues = await app.deps.db.select().from(venues).where(eq(venues.name, DEMO_VENUE_NAME));
    expect(demoVenues).toHaveLength(1);
    const [members] = await app.deps.db
      .select({ total: count() })
      .from(memberships)
      .where(eq(memberships.venueId, demoVenues[0]!.id));
    expect(members!.total).toBe(3);
    const [people] = await app.deps.db.select({ total: count() }).from(users);
    expect(people!.total).toBe(3);

    for (const account of demoAccounts) {
      const session = await signIn(app, account.email, DEMO_PASSWORD);
      expect(session.user.role).toBe(account.role);
    }
  });

  it('seeds bookings in past and coming months in every status, once', async () => {
    const { app } = await createTestApp();
    await seedDemo(app.deps, DEMO_PASSWORD);
    await seedDemo(app.deps, DEMO_PASSWORD);
    const rows = await app.deps.db.select({ status: bookings.status, eventDate: bookings.eventDate }).from(bookings);
    expect(rows.length).toBeGreaterThanOrEqual(14);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['inquiry', 'tour_scheduled', 'contract_sent', 'booked', 'deposit_paid', 'completed', 'cancelled']),
    );
    const now = Date.now();
    expect(rows.some((row) => row.eventDate.getTime() < now - 30 * 86_400_000)).toBe(true);
    expect(rows.some((row) => row.eventDate.getTime() > now + 60 * 86_400_000)).toBe(true);

    const owner = await signIn(app, demoAccounts[0].email, DEMO_PASSWORD);
    const listed = await app.inject({ method: 'GET', url: '/api/bookings', headers: owner.auth });
    expect(listed.json()).toHaveLength(rows.length);
  });

  it('seeds leads in every status and payments, so every dashboard panel has content, once', async () => {
    const { app } = await createTestApp();
    await seedDemo(app.deps, DEMO_PASSWORD);
    await seedDemo(app.deps, DEMO_PASSWORD);
    const leadRows = await app.deps.db.select({ status: leads.status }).from(leads);
    expect(new Set(leadRows.map((row) => row.status))).toEqual(
      new Set(['new', 'contacted', 'tour_scheduled', 'proposal_sent', 'converted', 'lost']),
    );
    const owner = await signIn(app, demoAccounts[0].email, DEMO_PASSWORD);
    const listedLeads = (await app.inject({ method: 'GET', url: '/api/leads', headers: owner.auth })).json<Lead[]>();
    expect(listedLeads).toHaveLength(leadRows.length);
    const converted = listedLeads.find((lead) => lead.status === 'converted')!;
    const booking = await app.inject({
      method: 'GET',
      url: `/api/bookings/${converted.bookingId}`,
      headers: owner.auth,
    });
    expect(booking.json()).toMatchObject({ status: 'booked', coupleNames: converted.name });
    expect(listedLeads.find((lead) => lead.status === 'lost')!.lostReason).toBeTruthy();
    expect(listedLeads.every((lead) => lead.source === 'website' || lead.source === 'referral')).toBe(true);

    const paymentRows = await app.deps.db.select({ status: payments.status }).from(payments);
    expect(paymentRows.filter((row) => row.status === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(paymentRows.some((row) => row.status === 'paid')).toBe(true);

    const activity = (await app.inject({ method: 'GET', url: '/api/dashboard/activity', headers: owner.auth })).json();
    expect(activity.upcomingEvents.length).toBeGreaterThan(0);
    expect(activity.recentLeads).toHaveLength(3);
    expect(activity.pendingPayments).toHaveLength(2);
    expect(activity.paidPayments).toHaveLength(1);
  });

  it('seeds contracts: three signed with their PDFs and verified trails (one countersigned by the owner, one bilingual), two out for signature (one in the client portal), one draft', async () => {
    const { app } = await createTestApp();
    await seedDemo(app.deps, DEMO_PASSWORD);
    await seedDemo(app.deps, DEMO_PASSWORD);
    const owner = await signIn(app, demoAccounts[0].email, DEMO_PASSWORD);
    const listed = (await app.inject({ method: 'GET', url: '/api/contracts', headers: owner.auth })).json<Contract[]>();
    expect(listed.map((contract) => contract.status).sort()).toEqual([
      'draft',
      'sent',
      'sent',
      'signed',
      'signed',
      'signed',
    ]);
    for (const contract of listed) expect(contract.content).not.toContain('{{');
    expect(listed.find((contract) => contract.status === 'sent')!.signingUrl).toMatch(/\/contract\/[\w-]{43}\/sign$/);
    for (const signed of listed.filter((contract) => contract.status === 'signed')) {
      const pdf = await app.inject({ method: 'GET', url: `/api/contracts/${signed.id}/pdf`, headers: owner.auth });
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const audit = await app.inject({ method: 'GET', url: `/api/contracts/${signed.id}/audit`, headers: owner.auth });
      // Fully: a keyed chain, the PDF's hash sealed in it, and the PDF digitally signed.
      expect(audit.json()).toMatchObject({
        verified: true,
        checks: { chain: { status: 'passed' }, pdfHash: { status: 'passed' }, pdfSignature: { status: 'passed' } },
      });
    }
    const countersigned = listed.filter((contract) => contract.countersignedAt !== null);
    expect(countersigned.map((contract) => [contract.status, contract.countersignedBy])).toEqual([
      ['signed', expect.stringContaining('Olivia Owens')],
    ]);
    const templates = await app.inject({ method: 'GET', url: '/api/contract-templates', headers: owner.auth });
    expect(templates.json()).toEqual([expect.objectContaining({ name: 'Wedding Venue Agreement', isDefault: true })]);
  });

  it('seeds a Spanish version of the default template and a bilingual contract a Spanish-reading couple signed (decision 074)', async () => {
    const { app } = await createTestApp();
    await seedDemo(app.deps, DEMO_PASSWORD);
    await seedDemo(app.deps, DEMO_PASSWORD);
    const owner = await signIn(app, demoAccounts[0].email, DEMO_PASSWORD);
    const templates = (await app.inject({ method: 'GET', url: '/api/contract-templates', headers: owner.auth })).json<
      ContractTemplate[]
    >();
    expect(templates[0]!.translations.es!.content).toBe(DEFAULT_TEMPLATE_CONTENT_ES);
    expect(createContractTemplateSchema.safeParse(templates[0]).success).toBe(true);
    const listed = (await app.inject({ method: 'GET', url: '/api/contracts', headers: owner.auth })).json<Contract[]>();
    const bilingual = listed.filter((contract) => Object.keys(contract.translations).length > 0);
    expect(bilingual.map((contract) => [contract.coupleNames, contract.status, contract.language])).toEqual([
      [DEMO_BILINGUAL_COUPLE, 'signed', 'en'],
    ]);
    expect(bilingual[0]!.translations.es!.content).toMatch(/^CONTRATO DE ALQUILER/);
    expect(bilingual[0]!.translations.es!.content).not.toContain('{{');
    const audit = (
      await app.inject({ method: 'GET', url: `/api/contracts/${bilingual[0]!.id}/audit`, headers: owner.auth })
    ).json<ContractAudit>();
    expect(audit.verified).toBe(true);
    const signedEvent = audit.events.find((event) => event.type === 'signed')!;
    expect(signedEvent.language).toBe('es');
    expect(signedEvent.versions?.map((version) => [version.language, version.governs])).toEqual([
      ['en', true],
      ['es', false],
    ]);
  });

  it('gives the demo client a portal in use: their bookings, payments to pay by card and a contract to sign', async () => {
    const { app } = await createTestApp();
    await seedDemo(app.deps, DEMO_PASSWORD);
    await seedDemo(app.deps, DEMO_PASSWORD);
    const client = await signIn(app, demoAccounts[2].email, DEMO_PASSWORD);
    const own = (await app.inject({ method: 'GET', url: '/api/bookings', headers: client.auth })).json<Booking[]>();
    expect(own).toHaveLength(1);
    expect(new Date(own[0]!.eventDate).getTime()).toBeGreaterThan(Date.now());
    const owned = (await app.inject({ method: 'GET', url: '/api/payments', headers: client.auth })).json<Payment[]>();
    const pending = owned.find((payment) => payment.status === 'pending')!;
    expect(owned.some((payment) => payment.status === 'paid')).toBe(true);
    const intent = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: client.auth,
      payload: { paymentId: pending.id },
    });
    expect(intent.statusCode).toBe(200);
    const contracts = (await app.inject({ method: 'GET', url: '/api/contracts', headers: client.auth })).json<
      Contract[]
    >();
    expect(contracts.map((contract) => contract.status)).toEqual(['sent']);
    expect(contracts.find((contract) => contract.status === 'sent')!.signingUrl).toBeTruthy();
  });

  it('shares the demo calendar publicly at /shared-calendar/demo-venue-calendar with the names shown, once', async () => {
    const { app } = await createTestApp();
    await seedDemo(app.deps, DEMO_PASSWORD);
    await seedDemo(app.deps, DEMO_PASSWORD);
    const owner = await signIn(app, demoAccounts[0].email, DEMO_PASSWORD);
    const share = (
      await app.inject({ method: 'GET', url: '/api/calendar/share', headers: owner.auth })
    ).json<CalendarShare>();
    expect(share.slug).toBe(DEMO_SHARE_SLUG);
    expect(share.settings).toEqual({ ...DEFAULT_SHARE_SETTINGS, publicAccess: true, includeClientNames: true });
    const month = new Date().toISOString().slice(0, 7);
    const page = await app.inject({
      method: 'GET',
      url: `/api/public/shared-calendar/${DEMO_SHARE_SLUG}?month=${month}`,
    });
    expect(page.statusCode).toBe(200);
    const { events } = page.json<SharedCalendar>();
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.coupleNames && event.email === undefined)).toBe(true);
  });

  it('shows the demo venue in Spanish too: its description, event types and a Spanish lead', async () => {
    const { app } = await createTestApp();
    await seedDemo(app.deps, DEMO_PASSWORD);
    await seedDemo(app.deps, DEMO_PASSWORD);
    const venue = (await app.inject({ method: 'GET', url: '/api/public/venues/demo-venue' })).json();
    expect(venue.description).toMatch(/hacienda/);
    expect(venue.translations.es.description).toMatch(/^Una hacienda/);
    expect(venue.translations.es.eventTypes).toMatchObject({ Reception: 'Recepción' });
    // One of its own types is left without a Spanish name, so Settings shows what is missing.
    expect(venue.eventTypes).toContain('Anniversary Party');
    expect(venue.translations.es.eventTypes).not.toHaveProperty('Anniversary Party');
    const spanishLeads = await app.deps.db.select().from(leads).where(eq(leads.language, 'es'));
    expect(spanishLeads.map((lead) => lead.name)).toEqual(['Valentina Cruz']);
  });

  it('shows an analysis of the demo venue on the first start, with the leads’ stage history behind it, once', async () => {
    const { app } = await createTestApp();
    await seedDemo(app.deps, DEMO_PASSWORD);
    await seedDemo(app.deps, DEMO_PASSWORD);
    const owner = await signIn(app, demoAccounts[0].email, DEMO_PASSWORD);
    const response = await app.inject({ method: 'GET', url: '/api/optimization/analysis', headers: owner.auth });
    expect(response.statusCode).toBe(200);
    const analysis = optimizationAnalysisSchema.parse(response.json());
    expect(analysis.author).toEqual({ kind: 'engine' });
    const titles = analysis.suggestions.map((suggestion) => suggestion.title);
    // The two new demo leads arrived days ago and wait for a reply.
    expect(titles).toContain('Answer 2 new leads waiting over 24 hours');
    expect(analysis.dataPoints.leadCount).toBe(7);
    expect(analysis.dataPoints.conversionRate).toBe(14.3);
    expect(analysis.dataPoints.medianLeadResponseHours).not.toBeNull();
    expect(await app.deps.db.$count(optimizationAnalyses)).toBe(1);
    const lostFrom = await app.deps.db
      .select({ from: leadStageChanges.fromStatus })
      .from(leadStageChanges)
      .where(eq(leadStageChanges.toStatus, 'lost'));
    expect(lostFrom).toEqual([{ from: 'tour_scheduled' }]);
  });
});

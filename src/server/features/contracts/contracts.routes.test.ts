import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractEvents, contracts, outbox } from '#server/db/schema.ts';
import { contractSchema, type Contract } from '#shared/contracts/contracts.schemas.ts';
import { formatVenueDate } from '#shared/dates/format-dates.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { contractInput, createContract, createEligibleBooking, createSentContract } from '#tests/contracts-factory.ts';
import { addStaffMember, signUpClient, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();

function post(who: SignedIn, url: string, payload?: object) {
  return app.inject({ method: 'POST', url, headers: who.auth, ...(payload === undefined ? {} : { payload }) });
}

async function contractCount() {
  const [row] = await app.deps.db.select({ total: sql<number>`count(*)::int` }).from(contracts);
  return row!.total;
}

describe('POST /api/contracts', () => {
  it('creates a draft with a random UUID, the merge fields filled from the booking and the venue', async () => {
    const owner = await signUpOwner(app, 'Casa Azul');
    const booking = await createEligibleBooking(app, owner, {
      guestCount: 140,
      eventDate: '2031-06-14T17:00:00-07:00',
    });
    // The venue's today, read on both sides of the request: it may cross the venue's midnight.
    const venueToday = () => formatVenueDate(new Date(), { timeZone: 'America/Los_Angeles' });
    const dayBefore = venueToday();
    const response = await post(
      owner,
      '/api/contracts',
      contractInput(booking.id, {
        content:
          '{{venueName}} hosts {{coupleNames}} ({{eventType}}, {{guestCount}} guests) on {{eventDate}} for {{totalAmount}}; write to {{clientEmail}}. Dated {{ today }}.',
      }),
    );
    const dayAfter = venueToday();
    expect(response.statusCode).toBe(201);
    const contract = contractSchema.parse(response.json());
    expect(contract).toMatchObject({
      bookingId: booking.id,
      templateId: null,
      templateName: 'Wedding Agreement',
      status: 'draft',
      signerEmail: 'sarah@example.com',
      coupleNames: 'Sarah & Michael',
      amount: '12500.00',
      sentAt: null,
      signedAt: null,
      signingUrl: null,
    });
    expect(contract.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(contract.content).toContain(
      'Casa Azul hosts Sarah & Michael (Wedding, 140 guests) on Saturday, June 14, 2031 for $12,500.00',
    );
    expect(contract.content).toContain('write to sarah@example.com');
    expect([dayBefore, dayAfter]).toContain(/Dated ([^.]+)\./.exec(contract.content)?.[1]);
    expect(contract.content).not.toContain('{{');
  });

  it('takes a template: its name, and an amount that overrides the booking total', async () => {
    const owner = await signUpOwner(app);
    const [template] = (await app.inject({ method: 'GET', url: '/api/contract-templates', headers: owner.auth })).json<
      { id: number; name: string; content: string; isDefault: boolean }[]
    >();
    expect(template).toMatchObject({ name: 'Wedding Venue Agreement', isDefault: true });
    const booking = await createEligibleBooking(app, owner);
    const response = await post(
      owner,
      '/api/contracts',
      contractInput(booking.id, {
        templateId: template!.id,
        templateName: null,
        content: template!.content,
        amount: '9000',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      templateId: template!.id,
      templateName: 'Wedding Venue Agreement',
      amount: '9000.00',
    });
    expect(response.json<Contract>().content).toContain('The total fee for the rental is $9,000.00.');
  });

  it.each([
    ['inquiry', 'Inquiry'],
    ['tour_scheduled', 'Tour Scheduled'],
    ['contract_sent', 'Contract Sent'],
    ['completed', 'Completed'],
    ['cancelled', 'Cancelled'],
  ] as const)('refuses a booking in %s with 409 and writes nothing', async (status, label) => {
    const owner = await signUpOwner(app);
    const booking = await createBooking(app, owner, { status });
    const before = await contractCount();
    const response = await post(owner, '/api/contracts', contractInput(booking.id));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Only bookings with "Booked" or "Deposit Paid" status can get a contract; Sarah & Michael is ${label}`,
    );
    expect(await contractCount()).toBe(before);
  });

  it('accepts a deposit-paid booking', async () => {
    const owner = await signUpOwner(app);
    const booking = await createBooking(app, owner, { status: 'deposit_paid' });
    expect((await post(owner, '/api/contracts', contractInput(booking.id))).statusCode).toBe(201);
  });

  it.each([
    ['no booking', { bookingId: undefined }, 'bookingId'],
    ['a bad email', { signerEmail: 'not-an-email' }, 'signerEmail'],
    ['no content', { content: '  ' }, 'content'],
    ['an unknown merge field', { content: 'Dear {{bride}}, {{coupleNames}} and {{ groom }}' }, 'content'],
    ['a custom contract without a name', { templateId: null, templateName: '' }, 'templateName'],
    ['a negative amount', { amount: '-5' }, 'amount'],
  ])('refuses %s with 400 on the field and writes nothing', async (_case, overrides, field) => {
    const owner = await signUpOwner(app);
    const booking = await createEligibleBooking(app, owner);
    const before = await contractCount();
    const response = await post(owner, '/api/contracts', { ...contractInput(booking.id), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toContain(field);
    expect(await contractCount()).toBe(before);
  });

  it('names the unknown merge fields', async () => {
    const owner = await signUpOwner(app);
    const booking = await createEligibleBooking(app, owner);
    const response = await post(
      owner,
      '/api/contracts',
      contractInput(booking.id, { content: 'Dear {{bride}} and {{ groom }}' }),
    );
    expect(response.json().fieldErrors.content).toEqual(['Unknown merge field {{bride}}, {{groom}}']);
  });

  it('refuses braces outside a merge field with 400 naming them, so no "{{" can remain, and writes nothing', async () => {
    const owner = await signUpOwner(app);
    const booking = await createEligibleBooking(app, owner);
    const before = await contractCount();
    const response = await post(
      owner,
      '/api/contracts',
      contractInput(booking.id, { content: 'Pay {{ soon and {{coupleNames}} {{{venueName}}} {{' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      content: [
        'Unmatched "{{" in the text: use a merge field such as {{coupleNames}}',
        'Unmatched "}}" in the text: use a merge field such as {{coupleNames}}',
      ],
    });
    expect(await contractCount()).toBe(before);

    const draft = await createContract(app, owner);
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/contracts/${draft.id}`,
      headers: owner.auth,
      payload: { content: 'Total {{totalAmount}} due }} now' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fieldErrors.content).toEqual([
      'Unmatched "}}" in the text: use a merge field such as {{coupleNames}}',
    ]);
    const [row] = await app.deps.db.select().from(contracts).where(eq(contracts.id, draft.id));
    expect(row!.content).toBe(draft.content);
  });

  it("answers 404 for another venue's booking or template, and writes nothing", async () => {
    const owner = await signUpOwner(app);
    const other = await signUpOwner(app, 'Other Hall');
    const theirBooking = await createEligibleBooking(app, other);
    const before = await contractCount();
    expect((await post(owner, '/api/contracts', contractInput(theirBooking.id))).statusCode).toBe(404);
    const [theirTemplate] = (
      await app.inject({ method: 'GET', url: '/api/contract-templates', headers: other.auth })
    ).json<{ id: number }[]>();
    const mine = await createEligibleBooking(app, owner);
    const response = await post(owner, '/api/contracts', contractInput(mine.id, { templateId: theirTemplate!.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.templateId).toEqual(['Choose one of your templates']);
    expect(await contractCount()).toBe(before);
  });
});

describe('GET /api/contracts', () => {
  it("lists the venue's contracts newest first, never another venue's", async () => {
    const owner = await signUpOwner(app);
    const other = await signUpOwner(app, 'Other Hall');
    const first = await createContract(app, owner);
    const second = await createContract(app, owner);
    await createContract(app, other);
    const response = await app.inject({ method: 'GET', url: '/api/contracts', headers: owner.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json<Contract[]>().map((contract) => contract.id)).toEqual([second.id, first.id]);
  });

  it('counts the venue’s contracts per status for the page’s counts, never another venue’s', async () => {
    const owner = await signUpOwner(app);
    const other = await signUpOwner(app, 'Other Hall');
    await createContract(app, owner);
    await createContract(app, owner);
    // Another address than the other tests' signer, whose outbox they read.
    await createSentContract(app, owner, { signerEmail: 'counted@example.com' });
    await createContract(app, other);
    const response = await app.inject({ method: 'GET', url: '/api/contracts/counts', headers: owner.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ draft: 2, sent: 1, viewed: 0, signed: 0 });
  });

  it('keeps a contract whose booking was deleted, with no couple', async () => {
    const owner = await signUpOwner(app);
    const contract = await createContract(app, owner);
    await app.inject({ method: 'DELETE', url: `/api/bookings/${contract.bookingId}`, headers: owner.auth });
    const response = await app.inject({ method: 'GET', url: `/api/contracts/${contract.id}`, headers: owner.auth });
    expect(response.json()).toMatchObject({
      bookingId: null,
      coupleNames: null,
      eventDate: null,
      content: contract.content,
    });
  });

  it("answers 404 for another venue's contract, a malformed id and an unknown one", async () => {
    const owner = await signUpOwner(app);
    const other = await signUpOwner(app, 'Other Hall');
    const theirs = await createContract(app, other);
    for (const id of [theirs.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      for (const url of [`/api/contracts/${id}`, `/api/contracts/${id}/audit`, `/api/contracts/${id}/pdf`]) {
        expect((await app.inject({ method: 'GET', url, headers: owner.auth })).statusCode, url).toBe(404);
      }
      for (const url of [`/api/contracts/${id}/send`, `/api/contracts/${id}/revoke`]) {
        expect((await post(owner, url)).statusCode, url).toBe(404);
      }
      const patch = await app.inject({
        method: 'PATCH',
        url: `/api/contracts/${id}`,
        headers: owner.auth,
        payload: { content: 'x' },
      });
      expect(patch.statusCode).toBe(404);
    }
    const [row] = await app.deps.db.select().from(contracts).where(eq(contracts.id, theirs.id));
    expect(row).toMatchObject({ status: 'draft', content: theirs.content });
  });

  it("shows a client none of the venue's contracts, and is closed to visitors", async () => {
    const client = await signUpClient(app);
    const theirs = await app.inject({ method: 'GET', url: '/api/contracts', headers: client.auth });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/contracts' })).statusCode).toBe(401);
  });
});

describe('POST /api/contracts/{id}/send', () => {
  it('freezes the text, issues a 30-day link of 256 random bits, e-mails the signer and records the event', async () => {
    const owner = await signUpOwner(app, 'Casa Azul');
    const draft = await createContract(app, owner);
    const before = Date.now();
    const response = await post(owner, `/api/contracts/${draft.id}/send`);
    expect(response.statusCode).toBe(200);
    const sent = contractSchema.parse(response.json());
    expect(sent.status).toBe('sent');
    expect(Date.parse(sent.sentAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(sent.signingUrl).toMatch(/^http:\/\/venuedesk\.test\/contract\/[A-Za-z0-9_-]{43}\/sign$/);
    const days = (Date.parse(sent.signingLinkExpiresAt!) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    expect(sent.documentHash).toMatch(/^[0-9a-f]{64}$/);

    const emails = await app.deps.db.select().from(outbox).where(eq(outbox.to, 'sarah@example.com'));
    const request = emails.find((email) => email.subject.includes('to sign'))!;
    expect(request.subject).toBe('Your contract from Casa Azul is ready to sign');
    expect(request.senderName).toBe('Casa Azul');
    expect(request.text).toContain(sent.signingUrl);
    const events = await app.deps.db.select().from(contractEvents).where(eq(contractEvents.contractId, draft.id));
    expect(events.map((event) => event.type)).toEqual(['created', 'sent']);
  });

  it('re-sending revokes the earlier link', async () => {
    const owner = await signUpOwner(app);
    const { contract, token } = await createSentContract(app, owner);
    const again = (await post(owner, `/api/contracts/${contract.id}/send`)).json<Contract>();
    expect(again.signingUrl).not.toBe(contract.signingUrl);
    expect((await app.inject({ method: 'GET', url: `/api/contracts/${token}/public` })).statusCode).toBe(410);
  });

  it('takes an empty JSON body, as the spec sends it', async () => {
    const owner = await signUpOwner(app);
    const draft = await createContract(app, owner);
    expect((await post(owner, `/api/contracts/${draft.id}/send`, {})).statusCode).toBe(200);
  });
});

describe('PATCH and revoke', () => {
  it('edits a draft, filling merge fields typed into it', async () => {
    const owner = await signUpOwner(app);
    const draft = await createContract(app, owner);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/contracts/${draft.id}`,
      headers: owner.auth,
      payload: { content: 'New text for {{coupleNames}}', templateName: 'Revised', amount: '100.50' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      content: 'New text for Sarah & Michael',
      templateName: 'Revised',
      amount: '100.50',
    });
  });

  it("keeps a custom contract's name: blanking it answers 400 and changes nothing", async () => {
    const owner = await signUpOwner(app);
    const draft = await createContract(app, owner, { templateId: null, templateName: 'Custom Agreement' });
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/contracts/${draft.id}`,
      headers: owner.auth,
      payload: { templateName: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ templateName: ['Contract name is required'] });
    const after = await app.inject({ method: 'GET', url: `/api/contracts/${draft.id}`, headers: owner.auth });
    expect(after.json().templateName).toBe('Custom Agreement');
  });

  it('refuses to edit a sent contract until its link is revoked; revoking returns it to draft and kills the link', async () => {
    const owner = await signUpOwner(app);
    const { contract, token } = await createSentContract(app, owner);
    const patch = () =>
      app.inject({
        method: 'PATCH',
        url: `/api/contracts/${contract.id}`,
        headers: owner.auth,
        payload: { content: 'Changed' },
      });
    const refused = await patch();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This contract is out for signature: revoke its signing link to edit it');

    const revoked = await post(owner, `/api/contracts/${contract.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'draft', signingUrl: null, sentAt: null });
    expect((await app.inject({ method: 'GET', url: `/api/contracts/${token}/public` })).statusCode).toBe(410);
    expect((await patch()).statusCode).toBe(200);
    expect((await post(owner, `/api/contracts/${contract.id}/revoke`)).statusCode).toBe(409);
  });

  it('lets a coordinator create and send contracts', async () => {
    const owner = await signUpOwner(app);
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const { contract } = await createSentContract(app, coordinator);
    expect(contract.status).toBe('sent');
  });
});

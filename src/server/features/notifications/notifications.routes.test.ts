import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationList } from '#shared/notifications/notifications.schemas.ts';
import { notifications, outbox } from '#server/db/schema.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { createSentContract, signPayload } from '#tests/contracts-factory.ts';
import { addStaffMember, signUpOwner, TEST_PASSWORD, uniqueEmail, type SignedIn } from '#tests/factories.ts';
import { card, createPayableBooking, createPayment, startCheckout } from '#tests/payments-factory.ts';
import { createTestApp } from '#tests/test-app.ts';
import { asSignedIn, postAccept } from '../team/team.test-helpers.ts';

const { app } = await createTestApp({ env: { PAYMENTS_MODE: 'test' } });

function list(who: SignedIn, query = '') {
  return app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: who.auth });
}

async function read(who: SignedIn, query = ''): Promise<NotificationList> {
  const response = await list(who, query);
  expect(response.statusCode).toBe(200);
  return response.json<NotificationList>();
}

function post(who: SignedIn, url: string, payload?: object) {
  return app.inject({ method: 'POST', url, headers: who.auth, ...(payload ? { payload } : {}) });
}

/** The venue's staff notifications of one kind, straight from the table. */
function staffNotices(venueId: number, kind: string) {
  return app.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.venueId, venueId), eq(notifications.kind, kind), isNull(notifications.userId)));
}

/** A booking of the venue whose couple joined its portal through the invitation. */
async function bookingWithClient(owner: SignedIn, language: 'en' | 'es' = 'en') {
  const email = uniqueEmail('couple');
  const booking = await createPayableBooking(app, owner, { email, coupleNames: 'Ana & Luis', language });
  const invited = await post(owner, `/api/bookings/${booking.id}/invite-client`);
  expect(invited.statusCode).toBe(200);
  const token = invited.json<{ inviteUrl: string }>().inviteUrl.split('/').pop()!;
  const accepted = await postAccept(app, token, { firstName: 'Ana', lastName: 'Ruiz', password: TEST_PASSWORD });
  expect(accepted.statusCode).toBe(201);
  return { booking, client: { ...asSignedIn(accepted.json()), email } };
}

describe('each event makes exactly one notification, for the venue it happened in', () => {
  it('a lead added by staff', async () => {
    const owner = await signUpOwner(app);
    const other = await signUpOwner(app, 'Other Hall');
    const created = await post(owner, '/api/leads', { name: 'Priya Shah', email: 'priya@example.com', guestCount: 80 });
    expect(created.statusCode).toBe(201);
    const notes = await staffNotices(owner.user.venueId!, 'lead.created');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'New lead: Priya Shah', link: `/leads?lead=${created.json().id}` });
    expect(await staffNotices(other.user.venueId!, 'lead.created')).toHaveLength(0);
    // A refused lead (no name) makes none.
    expect((await post(owner, '/api/leads', { name: '', email: 'x@example.com' })).statusCode).toBe(400);
    expect(await staffNotices(owner.user.venueId!, 'lead.created')).toHaveLength(1);
  });

  it('a contract opened the first time, then signed', async () => {
    const owner = await signUpOwner(app, 'Casa Azul');
    const { contract, token } = await createSentContract(app, owner);
    for (let i = 0; i < 2; i += 1) {
      expect((await app.inject({ method: 'POST', url: `/api/contracts/${token}/view` })).statusCode).toBe(200);
    }
    const viewed = await staffNotices(owner.user.venueId!, 'contract.viewed');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({
      title: 'Sarah & Michael opened "Wedding Agreement"',
      body: 'The signing link sent to sarah@example.com was opened; not signed yet',
      link: `/contracts?contract=${contract.id}`,
    });
    const signed = await app.inject({ method: 'POST', url: `/api/contracts/${token}/sign`, payload: signPayload() });
    expect(signed.statusCode).toBe(200);
    expect(await staffNotices(owner.user.venueId!, 'contract.signed')).toHaveLength(1);
  });

  it('a payment paid by card', async () => {
    const owner = await signUpOwner(app);
    const payment = await createPayment(app, owner, { amount: '1500.00' });
    const intent = await startCheckout(app, owner, payment.id);
    const confirmed = await post(owner, `/api/payments/${payment.id}/confirm-test`, card(intent.clientSecret));
    expect(confirmed.statusCode).toBe(200);
    const notes = await staffNotices(owner.user.venueId!, 'payment.received');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toMatch(/^\$1,500\.00 received from Sarah & Michael/);
  });

  it('a client who accepted the invitation to their booking', async () => {
    const owner = await signUpOwner(app);
    const { client } = await bookingWithClient(owner);
    const notes = await staffNotices(owner.user.venueId!, 'client.joined');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: 'Ana & Luis joined the client portal',
      body: `Ana Ruiz <${client.email}> accepted the invitation`,
      link: `/client-portal?client=${client.user.id}`,
    });
  });
});

describe('client notifications', () => {
  it('tells the booking’s client of a contract to sign and of payments due, and no one else', async () => {
    const owner = await signUpOwner(app, 'Hacienda Rosa');
    const { booking, client } = await bookingWithClient(owner);
    await createSentContract(app, owner, { bookingId: booking.id, signerEmail: client.email });
    await createPayment(app, owner, { bookingId: booking.id, amount: '800.00', description: 'Catering deposit' });

    const mine = await read(client);
    expect(mine.unreadCount).toBe(2);
    expect(mine.items.map((item) => [item.type, item.title, item.link])).toEqual([
      ['payment.due', '$800.00 due to Hacienda Rosa', '/client-portal?tab=payments'],
      ['contract.sent', 'Hacienda Rosa sent you "Wedding Agreement" to sign', '/client-portal?tab=contracts'],
    ]);
    expect(mine.items[0]!.body).toBe('$800.00 (Catering deposit), due Monday, December 1, 2031');
    // Staff do not see the client's, and the client does not see the staff's.
    expect((await read(owner)).items.map((item) => item.type)).toEqual(['client.joined']);
    const stranger = await bookingWithClient(await signUpOwner(app));
    expect((await read(stranger.client)).items).toEqual([]);
    // The payment-due notice comes by e-mail too (its default); the contract's own e-mail suffices.
    const emails = await app.deps.db.select().from(outbox).where(eq(outbox.to, client.email));
    const subjects = emails.map((email) => email.subject);
    expect(subjects.filter((subject) => subject === '$800.00 due to Hacienda Rosa')).toHaveLength(1);
    // The signing request itself, and no second e-mail for its notice.
    expect(subjects.filter((subject) => subject === 'Your contract from Hacienda Rosa is ready to sign')).toHaveLength(
      1,
    );
  });

  it('writes a Spanish booking’s client notices in Spanish, whoever sends in English', async () => {
    const owner = await signUpOwner(app, 'Hacienda Rosa');
    const { booking, client } = await bookingWithClient(owner, 'es');
    // The contract's name is the venue's own, as written.
    await createSentContract(app, owner, { bookingId: booking.id, signerEmail: client.email });
    await createPayment(app, owner, { bookingId: booking.id, amount: '800.00', description: 'Banquete' });

    const mine = await read(client);
    expect(mine.items.map((item) => [item.type, item.title, item.body])).toEqual([
      ['payment.due', '$800.00 a pagar a Hacienda Rosa', '$800.00 (Banquete), vence el lunes, 1 de diciembre de 2031'],
      [
        'contract.sent',
        'Hacienda Rosa le envió «Wedding Agreement» para firmar',
        'Para Ana & Luis. Fírmelo desde su portal o con el enlace que le enviamos por correo electrónico.',
      ],
    ]);
  });

  it('tells of a whole payment schedule once', async () => {
    const owner = await signUpOwner(app, 'Hacienda Rosa');
    const { booking, client } = await bookingWithClient(owner);
    const schedule = await post(owner, `/api/bookings/${booking.id}/payment-schedule`, {
      depositPercent: 25,
      depositDueDate: '2031-09-01',
      milestones: [],
      finalDueDate: '2032-01-15',
    });
    expect(schedule.statusCode).toBe(201);
    const { items } = await read(client);
    expect(items).toHaveLength(1);
    expect(items[0]!.title).toBe('Hacienda Rosa scheduled 2 payments for Ana & Luis');
  });

  it('tells no one when the booking has no portal client', async () => {
    const owner = await signUpOwner(app);
    await createPayment(app, owner);
    const rows = await app.deps.db.select().from(notifications).where(eq(notifications.venueId, owner.user.venueId!));
    expect(rows.filter((row) => row.userId !== null)).toEqual([]);
  });
});

describe('GET /api/notifications and reading them', () => {
  it('lists newest first, pages by keyset, and keeps read state per user', async () => {
    const owner = await signUpOwner(app);
    const venueId = owner.user.venueId!;
    const coordinator = await addStaffMember(app, venueId, 'coordinator');
    for (const name of ['Ada', 'Ben', 'Cleo']) {
      expect((await post(owner, '/api/leads', { name, email: uniqueEmail() })).statusCode).toBe(201);
    }
    const all = await read(owner);
    expect(all.unreadCount).toBe(3);
    expect(all.items.map((item) => item.title)).toEqual(['New lead: Cleo', 'New lead: Ben', 'New lead: Ada']);
    expect(all.items[0]).toMatchObject({ type: 'lead.created', readAt: null, createdAt: expect.any(String) });

    const first = await read(owner, '?limit=2');
    expect(first.items).toHaveLength(2);
    const second = await read(owner, `?limit=2&before=${first.nextBefore}`);
    expect(second.items.map((item) => item.title)).toEqual(['New lead: Ada']);
    expect(second.nextBefore).toBeNull();

    const cleo = all.items[0]!;
    const marked = await post(coordinator, `/api/notifications/${cleo.id}/read`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ unreadCount: 2 });
    // Reading twice changes nothing.
    expect((await post(coordinator, `/api/notifications/${cleo.id}/read`)).json()).toEqual({ unreadCount: 2 });
    const forCoordinator = await read(coordinator);
    expect(forCoordinator.items[0]!.readAt).not.toBeNull();
    // The owner's stay unread.
    expect((await read(owner)).unreadCount).toBe(3);

    expect((await post(owner, '/api/notifications/read-all')).json()).toEqual({ unreadCount: 0 });
    expect((await read(owner)).items.every((item) => item.readAt !== null)).toBe(true);
    expect((await read(coordinator)).unreadCount).toBe(2);
  });

  it('answers 404 for another venue’s notification or a client’s, and 400 for a bad page', async () => {
    const owner = await signUpOwner(app);
    const other = await signUpOwner(app, 'Other Hall');
    await post(owner, '/api/leads', { name: 'Dana', email: uniqueEmail() });
    const [mine] = (await read(owner)).items;
    expect((await post(other, `/api/notifications/${mine!.id}/read`)).statusCode).toBe(404);
    expect((await read(other)).items).toEqual([]);
    const { client } = await bookingWithClient(owner);
    expect((await post(client, `/api/notifications/${mine!.id}/read`)).statusCode).toBe(404);
    expect((await read(owner)).unreadCount).toBe(2);
    expect((await list(owner, '?limit=0')).statusCode).toBe(400);
    expect((await list(owner, '?before=abc')).statusCode).toBe(400);
    expect((await post(owner, '/api/notifications/0/read')).statusCode).toBe(400);
  });

  it('refuses visitors', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('e-mail preferences', () => {
  function preferences(who: SignedIn) {
    return app.inject({ method: 'GET', url: '/api/user/notification-preferences', headers: who.auth });
  }
  function choose(who: SignedIn, emailKinds: string[]) {
    return app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers: who.auth,
      payload: { emailKinds },
    });
  }
  function emailsTo(address: string) {
    return app.deps.db.select().from(outbox).where(eq(outbox.to, address));
  }

  it('e-mails each staff member the kinds they chose, in the event’s transaction', async () => {
    const owner = await signUpOwner(app, 'Villa Sol');
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    expect((await preferences(owner)).json().emailKinds).toEqual([
      'lead.created',
      'contract.signed',
      'payment.received',
      'payment.failed',
      'payment.overdue',
      'payment.exception',
    ]);
    const saved = await choose(coordinator, ['contract.viewed']);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ emailKinds: ['contract.viewed'] });

    const settings = await app.inject({ method: 'GET', url: '/api/settings', headers: owner.auth });
    const { slug } = settings.json<{ venue: { slug: string } }>().venue;
    const inquiry = await app.inject({
      method: 'POST',
      url: `/api/public/venues/${slug}/inquiries`,
      payload: { name: 'Iris Vega', email: 'iris@example.com', phone: '555-0101' },
    });
    expect(inquiry.statusCode).toBe(201);
    const toOwner = await emailsTo(owner.email);
    const notice = toOwner.find((email) => email.subject === 'New inquiry from Iris Vega');
    expect(notice).toBeDefined();
    expect(notice!.text).toContain('http://venuedesk.test/leads?lead=');
    expect((await emailsTo(coordinator.email)).map((email) => email.subject)).not.toContain(
      'New inquiry from Iris Vega',
    );
  });

  it('refuses kinds not offered to the user, changing nothing', async () => {
    const owner = await signUpOwner(app);
    const { client } = await bookingWithClient(owner);
    expect((await preferences(client)).json()).toEqual({ emailKinds: ['payment.due'] });
    expect((await choose(client, ['lead.created'])).statusCode).toBe(400);
    expect((await choose(owner, ['payment.due'])).statusCode).toBe(400);
    expect((await choose(owner, ['nonsense'])).statusCode).toBe(400);
    expect((await preferences(client)).json()).toEqual({ emailKinds: ['payment.due'] });
    expect((await choose(client, [])).json()).toEqual({ emailKinds: [] });
  });
});

describe('createBooking stays quiet', () => {
  it('makes no notification for a booking staff create', async () => {
    const owner = await signUpOwner(app);
    await createBooking(app, owner);
    expect((await read(owner)).items).toEqual([]);
  });
});

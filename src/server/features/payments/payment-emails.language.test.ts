import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, notifications, outbox } from '#server/db/schema.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { signUpClient, signUpOwner } from '#tests/factories.ts';
import { createPayableBooking, createPayment } from '#tests/payments-factory.ts';
import { createTestApp } from '#tests/test-app.ts';
import { sendPaymentReminders } from './payment-reminders.service.ts';

// Staff act in English (their session, their Accept-Language); the couple chose Spanish.
const { app } = await createTestApp({ env: { PAYMENTS_MODE: 'test' } });
const owner = await signUpOwner(app, 'Hacienda Rosa');
const english = { ...owner.auth, 'accept-language': 'en-US,en;q=0.9' };

async function emailsTo(to: string) {
  return app.deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
}

/** A booking of a Spanish-speaking couple, its deposit of $1,500 due 2031-12-15, and their address. */
async function spanishDeposit(language: 'es' | 'en' = 'es') {
  const email = `familia-${Math.random().toString(36).slice(2)}@example.com`;
  const booking = await createPayableBooking(app, owner, { email, coupleNames: 'Familia García', language });
  const payment = await createPayment(app, owner, {
    bookingId: booking.id,
    type: 'deposit',
    amount: '1500.00',
    // No description of the venue's: the e-mail names the payment by its type, in the couple's words.
    description: null,
    dueDate: '2031-12-15',
  });
  return { booking, payment, email };
}

describe('payment e-mails in the booking’s language (docs/decisions/071)', () => {
  it('e-mails a Spanish booking’s payment request in Spanish, with a pay link that opens in Spanish', async () => {
    const { payment, email } = await spanishDeposit();
    const response = await app.inject({ method: 'POST', url: `/api/payments/${payment.id}/request`, headers: english });
    expect(response.statusCode).toBe(200);

    const [sent] = await emailsTo(email);
    expect(sent!.subject).toBe('Solicitud de pago de Hacienda Rosa: $1,500.00, vence el 15 dic 2031');
    expect(sent!.text).toContain('Hola, Familia García:');
    expect(sent!.text).toContain(
      'Hacienda Rosa le pide pagar $1,500.00 por: Pago del depósito, con vencimiento el 15 de diciembre de 2031.',
    );
    expect(sent!.text).toMatch(/Pagar \$1,500\.00: http:\/\/venuedesk\.test\/pay\/[\w-]{43}\?lang=es$/);
    expect(sent!.html).toContain('<html lang="es">');
    expect(sent!.text).not.toMatch(/Payment request|Hi |asks you to pay|Deposit payment/);
  });

  it('sends a Spanish couple with a portal account to the portal in Spanish', async () => {
    const client = await signUpClient(app);
    const { booking, payment, email } = await spanishDeposit();
    await app.deps.db.update(bookings).set({ clientId: client.user.id }).where(eq(bookings.id, booking.id));
    await app.inject({ method: 'POST', url: `/api/payments/${payment.id}/request`, headers: english });
    const [sent] = await emailsTo(email);
    expect(sent!.text).toContain(
      `Pagar en su portal del cliente: http://venuedesk.test/client-portal?tab=payments&pay=${payment.id}&lang=es`,
    );
  });

  it('e-mails the receipt in Spanish when English-speaking staff record the payment', async () => {
    const { payment, email } = await spanishDeposit();
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/payments/${payment.id}`,
      headers: english,
      payload: { status: 'paid', method: 'check' },
    });
    expect(response.statusCode).toBe(200);

    const [receipt] = await emailsTo(email);
    expect(receipt!.subject).toBe('Recibo: $1,500.00 pagado a Hacienda Rosa');
    expect(receipt!.text).toContain('Pago recibido');
    expect(receipt!.text).toMatch(/Hacienda Rosa recibió su pago de \$1,500\.00 el \d{1,2} de [a-z]+ de \d{4}\./);
    expect(receipt!.text).toContain(`Concepto: Pago del depósito. Forma de pago: Cheque. Referencia: P-${payment.id}.`);
    expect(receipt!.text).toContain('¡Gracias! Guarde este correo como su recibo.');
    expect(receipt!.html).toContain('<html lang="es">');
  });

  it('e-mails the refund in Spanish', async () => {
    const { payment, email } = await spanishDeposit();
    await app.inject({
      method: 'PATCH',
      url: `/api/payments/${payment.id}`,
      headers: english,
      payload: { status: 'paid', method: 'cash' },
    });
    const refund = await app.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/refunds`,
      headers: english,
      payload: { amount: '500.00' },
    });
    expect(refund.statusCode).toBe(200);
    const [told] = await emailsTo(email);
    expect(told!.subject).toBe('Reembolso: $500.00 de Hacienda Rosa');
    expect(told!.text).toContain(
      `Hacienda Rosa le reembolsó $500.00 de su pago de $1,500.00 (Pago del depósito, referencia P-${payment.id}).`,
    );
  });

  it('keeps an English booking’s e-mails in English, with ?lang=en on the link', async () => {
    const { payment, email } = await spanishDeposit('en');
    await app.inject({ method: 'POST', url: `/api/payments/${payment.id}/request`, headers: english });
    const [sent] = await emailsTo(email);
    expect(sent!.subject).toBe('Payment request from Hacienda Rosa: $1,500.00 due Dec 15, 2031');
    expect(sent!.text).toContain(
      'Hacienda Rosa asks you to pay $1,500.00 for: Deposit payment, due December 15, 2031.',
    );
    expect(sent!.text).toMatch(/\/pay\/[\w-]{43}\?lang=en$/);
  });

  it('tells a Spanish booking’s client of a new payment due in Spanish, e-mail and notice alike', async () => {
    const client = await signUpClient(app);
    const email = `familia-${Math.random().toString(36).slice(2)}@example.com`;
    const booking = await createPayableBooking(app, owner, { email, coupleNames: 'Familia García', language: 'es' });
    await app.deps.db.update(bookings).set({ clientId: client.user.id }).where(eq(bookings.id, booking.id));
    await createPayment(app, owner, {
      bookingId: booking.id,
      amount: '800.00',
      description: 'Banquete',
      dueDate: '2031-12-01',
    });

    const [notice] = await emailsTo(client.email);
    expect(notice!.subject).toBe('$800.00 a pagar a Hacienda Rosa');
    expect(notice!.text).toContain('$800.00 (Banquete), vence el lunes, 1 de diciembre de 2031');
    expect(notice!.text).toContain('Recibe este correo porque así lo eligió en su página de Perfil');
    expect(notice!.text).toContain('Abrir en VenueDesk: http://venuedesk.test/client-portal?tab=payments&lang=es');
    expect(notice!.html).toContain('<html lang="es">');
  });

  it('names a schedule’s payments in the booking’s language, and the venue’s own description as written', async () => {
    const client = await signUpClient(app);
    const email = `familia-${Math.random().toString(36).slice(2)}@example.com`;
    const booking = await createPayableBooking(app, owner, {
      email,
      coupleNames: 'Familia García',
      language: 'es',
      totalAmount: '10000.00',
    });
    await app.deps.db.update(bookings).set({ clientId: client.user.id }).where(eq(bookings.id, booking.id));
    const scheduled = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/payment-schedule`,
      headers: english,
      payload: {
        depositPercent: 12.5,
        depositDueDate: '2032-01-15',
        milestones: [{ percent: 25, dueDate: '2032-03-08' }],
        finalDueDate: '2032-06-01',
      },
    });
    expect(scheduled.statusCode).toBe(201);
    const [deposit, milestone, final] = scheduled.json<Payment[]>();
    // Stored, and read by staff and the API, in English as the spec names them.
    expect([deposit!.description, milestone!.description, final!.description]).toEqual([
      'Deposit (12.5%)',
      'Milestone 1',
      'Final balance',
    ]);

    // The client's bell notice of the new schedule.
    const [notice] = await app.deps.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, client.user.id));
    expect(notice!.body.split('\n')).toEqual([
      '$1,250.00 (Depósito (12.5%)), vence el jueves, 15 de enero de 2032',
      '$2,500.00 (Pago parcial 1), vence el lunes, 8 de marzo de 2032',
      '$6,250.00 (Saldo final), vence el martes, 1 de junio de 2032',
    ]);

    await app.inject({ method: 'POST', url: `/api/payments/${final!.id}/request`, headers: english });
    const [request] = await emailsTo(email);
    expect(request!.text).toContain('Hacienda Rosa le pide pagar $6,250.00 por: Saldo final, con vencimiento');

    await sendPaymentReminders(app.deps, new Date('2032-03-01T18:00:00Z'));
    const [reminder] = await emailsTo(email);
    expect(reminder!.text).toContain(`Concepto: Pago parcial 1. Referencia: P-${milestone!.id}.`);

    await app.inject({
      method: 'PATCH',
      url: `/api/payments/${deposit!.id}`,
      headers: english,
      payload: { status: 'paid', method: 'check' },
    });
    const [receipt] = await emailsTo(email);
    expect(receipt!.text).toContain(`Concepto: Depósito (12.5%). Forma de pago: Cheque. Referencia: P-${deposit!.id}.`);
    expect(`${request!.text}${reminder!.text}${receipt!.text}`).not.toMatch(/Deposit|Milestone|Final balance/);

    // What the venue wrote itself stays as written, even when it looks like ours.
    const own = await createPayment(app, owner, {
      bookingId: booking.id,
      type: 'additional',
      amount: '300.00',
      description: 'Final balance for the bar',
      dueDate: '2032-06-01',
    });
    await app.inject({ method: 'POST', url: `/api/payments/${own.id}/request`, headers: english });
    const [ownRequest] = await emailsTo(email);
    expect(ownRequest!.text).toContain('le pide pagar $300.00 por: Final balance for the bar, con vencimiento');
  });

  it('names a schedule’s payments as stored in an English booking’s e-mails', async () => {
    const email = `family-${Math.random().toString(36).slice(2)}@example.com`;
    const booking = await createPayableBooking(app, owner, { email, language: 'en', totalAmount: '4000.00' });
    const scheduled = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/payment-schedule`,
      headers: english,
      payload: { depositPercent: 30, depositDueDate: '2032-01-15', finalDueDate: '2032-06-01' },
    });
    const [deposit] = scheduled.json<Payment[]>();
    await app.inject({ method: 'POST', url: `/api/payments/${deposit!.id}/request`, headers: english });
    const [request] = await emailsTo(email);
    expect(request!.text).toContain(
      'Hacienda Rosa asks you to pay $1,200.00 for: Deposit (30%), due January 15, 2032.',
    );
  });
});

import { and, eq, inArray, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications, outbox, paymentReminders, venues } from '#server/db/schema.ts';
import { uniqueEmail, signUpOwner } from '#tests/factories.ts';
import { createPayableBooking, createPayment } from '#tests/payments-factory.ts';
import { createTestApp } from '#tests/test-app.ts';
import { getDueReminder, sendPaymentReminders } from './payment-reminders.service.ts';

const { app, database } = await createTestApp();
const db = app.deps.db;
// Los Angeles (the default zone) is UTC-8 in December: midnight there is 08:00 UTC.
const owner = await signUpOwner(app, 'Reminder Hall');
const venueId = owner.user.venueId!;

/** Reminders sent to `address` (not the receipts or other e-mails it got). */
/** A pending payment of its own booking (its own couple and address), due on `dueDate`. */
async function paymentDue(dueDate: string, overrides: { amount?: string } = {}) {
  const email = uniqueEmail('couple');
  const booking = await createPayableBooking(app, owner, { email, coupleNames: 'Ana & Luis' });
  const payment = await createPayment(app, owner, {
    bookingId: booking.id,
    dueDate,
    amount: overrides.amount ?? '1500.00',
  });
  return { payment, booking, email };
}

/** Reminders sent to `address` (not the receipts or other e-mails it got). */
async function emailsTo(address: string) {
  return db
    .select({ subject: outbox.subject, text: outbox.text, senderName: outbox.senderName })
    .from(outbox)
    .where(and(eq(outbox.to, address), like(outbox.subject, 'Payment %')))
    .orderBy(outbox.id);
}

async function overdueNotices(paymentId: number) {
  return db
    .select({ title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.kind, 'payment.overdue'), eq(notifications.link, `/payments?payment=${paymentId}`)));
}

/** Clears what earlier tests left due, so each test sees only its own payments' reminders. */
beforeEach(async () => {
  await database.pool.query(`update payments set status = 'paid', paid_at = now(), provider = 'manual', method = 'cash'
                              where status in ('pending', 'failed')`);
});

describe('getDueReminder', () => {
  const made = { createdDay: '2031-01-01' };
  it('is the week-before reminder on the 7th day before, and later that week if no pass ran', () => {
    expect(getDueReminder({ ...made, dueDate: '2031-12-01' }, '2031-11-23')).toBeNull();
    expect(getDueReminder({ ...made, dueDate: '2031-12-01' }, '2031-11-24')).toBe('week_before');
    expect(getDueReminder({ ...made, dueDate: '2031-12-01' }, '2031-11-30')).toBe('week_before');
  });

  it('is the due-day reminder on the day, and the overdue notice after it', () => {
    expect(getDueReminder({ ...made, dueDate: '2031-12-01' }, '2031-12-01')).toBe('due_day');
    expect(getDueReminder({ ...made, dueDate: '2031-12-01' }, '2031-12-02')).toBe('overdue');
  });

  it('skips the week-before reminder of a payment made within that week, and counts days across months', () => {
    expect(getDueReminder({ createdDay: '2031-11-25', dueDate: '2031-12-01' }, '2031-11-26')).toBeNull();
    expect(getDueReminder({ createdDay: '2031-11-24', dueDate: '2031-12-01' }, '2031-11-26')).toBe('week_before');
    expect(getDueReminder({ createdDay: '2031-01-01', dueDate: '2032-03-01' }, '2032-02-23')).toBe('week_before');
  });
});

describe('payment reminders', () => {
  it('e-mails the couple 7 days before by the venue’s day: not at 23:30 the day before, at 00:30 of that day', async () => {
    const { email } = await paymentDue('2031-12-01');

    // 2031-11-24 07:30 UTC is 23:30 on November 23 in Los Angeles.
    expect(await sendPaymentReminders(app.deps, new Date('2031-11-24T07:30:00Z'))).toMatchObject({ week_before: 0 });
    expect(await emailsTo(email)).toEqual([]);

    expect(await sendPaymentReminders(app.deps, new Date('2031-11-24T08:30:00Z'))).toMatchObject({ week_before: 1 });
    const [reminder, ...more] = await emailsTo(email);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({
      subject: 'Payment reminder: $1,500.00 to Reminder Hall is due on December 1, 2031',
      senderName: 'Reminder Hall',
    });
    expect(reminder!.text).toContain('Hi Ana & Luis,');
    expect(reminder!.text).toContain('http://venuedesk.test/client-portal');

    // Later that week nothing more; on the day, the due-day e-mail.
    await sendPaymentReminders(app.deps, new Date('2031-11-28T18:00:00Z'));
    expect(await emailsTo(email)).toHaveLength(1);
    await sendPaymentReminders(app.deps, new Date('2031-12-01T07:59:00Z')); // 23:59 on November 30 there
    expect(await emailsTo(email)).toHaveLength(1);
    expect(await sendPaymentReminders(app.deps, new Date('2031-12-01T08:01:00Z'))).toMatchObject({ due_day: 1 });
    expect((await emailsTo(email)).map((sent) => sent.subject)).toEqual([
      'Payment reminder: $1,500.00 to Reminder Hall is due on December 1, 2031',
      'Payment due today: $1,500.00 to Reminder Hall',
    ]);
  });

  it('uses each venue’s own time zone', async () => {
    const tokyoOwner = await signUpOwner(app, 'Tokyo Hall');
    await db.update(venues).set({ timezone: 'Asia/Tokyo' }).where(eq(venues.id, tokyoOwner.user.venueId!));
    const email = uniqueEmail('tokyo');
    const booking = await createPayableBooking(app, tokyoOwner, { email });
    await createPayment(app, tokyoOwner, { bookingId: booking.id, dueDate: '2031-12-01' });
    const la = await paymentDue('2031-12-01');

    // 2031-11-30 15:30 UTC is 00:30 on December 1 in Tokyo, 07:30 on November 30 in Los Angeles.
    const sent = await sendPaymentReminders(app.deps, new Date('2031-11-30T15:30:00Z'));

    expect(sent).toMatchObject({ due_day: 1 });
    expect((await emailsTo(email)).map((row) => row.subject)).toEqual(['Payment due today: $2,500.00 to Tokyo Hall']);
    expect((await emailsTo(la.email)).map((row) => row.subject)).toEqual([
      'Payment reminder: $1,500.00 to Reminder Hall is due on December 1, 2031',
    ]);
  });

  it('sends each reminder once when two passes run at the same time', async () => {
    const due = await Promise.all([paymentDue('2031-12-01'), paymentDue('2031-12-01'), paymentDue('2031-12-01')]);
    const overdue = await paymentDue('2031-11-20', { amount: '800.00' });
    const now = new Date('2031-12-01T18:00:00Z');

    const results = await Promise.all([sendPaymentReminders(app.deps, now), sendPaymentReminders(app.deps, now)]);

    expect(results[0].due_day + results[1].due_day).toBe(3);
    expect(results[0].overdue + results[1].overdue).toBe(1);
    for (const { email } of due) expect(await emailsTo(email)).toHaveLength(1);
    expect(await emailsTo(overdue.email)).toEqual([]);
    expect(await overdueNotices(overdue.payment.id)).toEqual([
      {
        title: 'Payment overdue: $800.00 from Ana & Luis',
        body: 'Deposit was due on November 20, 2031.',
        link: `/payments?payment=${overdue.payment.id}`,
      },
    ]);
  });

  it('notifies the venue once of an overdue payment, however many passes follow', async () => {
    const { payment, email } = await paymentDue('2031-11-20');
    for (const day of ['2031-11-22', '2031-11-23', '2031-12-15']) {
      await sendPaymentReminders(app.deps, new Date(`${day}T20:00:00Z`));
    }
    expect(await overdueNotices(payment.id)).toHaveLength(1);
    const notice = await db
      .select({ venueId: notifications.venueId })
      .from(notifications)
      .where(eq(notifications.link, `/payments?payment=${payment.id}`));
    expect(notice).toEqual([{ venueId }]);
    expect(await emailsTo(email)).toEqual([]);
  });

  it('reminds of nothing for a payment paid, or whose booking was cancelled', async () => {
    const paid = await paymentDue('2031-12-01');
    const recorded = await app.inject({
      method: 'PATCH',
      url: `/api/payments/${paid.payment.id}`,
      headers: owner.auth,
      payload: { status: 'paid', method: 'cash' },
    });
    expect(recorded.statusCode).toBe(200);
    const cancelled = await paymentDue('2031-12-01');
    const cancel = await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${cancelled.booking.id}`,
      headers: owner.auth,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);

    for (const day of ['2031-11-24', '2031-12-01', '2031-12-05']) {
      await sendPaymentReminders(app.deps, new Date(`${day}T20:00:00Z`));
    }

    for (const { email, payment } of [paid, cancelled]) {
      expect(await emailsTo(email)).toEqual([]);
      expect(await overdueNotices(payment.id)).toEqual([]);
    }
    const rows = await db
      .select()
      .from(paymentReminders)
      .where(inArray(paymentReminders.paymentId, [paid.payment.id, cancelled.payment.id]));
    expect(rows).toEqual([]);
  });

  it('sends nothing for a payment paid while the pass waits for it', async () => {
    const { payment, email } = await paymentDue('2031-12-01');
    const payer = await database.pool.connect();
    try {
      await payer.query('begin');
      await payer.query(
        `update payments set status = 'paid', paid_at = now(), provider = 'manual', method = 'cash' where id = $1`,
        [payment.id],
      );
      const pass = sendPaymentReminders(app.deps, new Date('2031-12-01T18:00:00Z'));
      // Commit once the pass waits for the payer's row lock, not after a fixed time: on a busy
      // machine the pass could reach the row only after the commit, and test nothing of the race.
      await vi.waitFor(
        async () => {
          const { rows } = await database.pool.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          expect(rows[0]!.waiting).toBe(1);
        },
        { timeout: 10_000, interval: 20 },
      );
      await payer.query('commit');
      expect(await pass).toMatchObject({ due_day: 0 });
    } finally {
      payer.release();
    }
    expect(await emailsTo(email)).toEqual([]);
  });

  it('reminds again when the due date moves later', async () => {
    const { payment, email } = await paymentDue('2031-12-01');
    await sendPaymentReminders(app.deps, new Date('2031-12-01T18:00:00Z'));
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/payments/${payment.id}`,
      headers: owner.auth,
      payload: { dueDate: '2031-12-20' },
    });
    expect(moved.statusCode).toBe(200);
    await sendPaymentReminders(app.deps, new Date('2031-12-20T18:00:00Z'));
    expect((await emailsTo(email)).map((row) => row.subject)).toEqual([
      'Payment due today: $1,500.00 to Reminder Hall',
      'Payment due today: $1,500.00 to Reminder Hall',
    ]);
  });
});

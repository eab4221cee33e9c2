import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import { uniqueEmail } from '#tests/factories.ts';
import { startSmtpStandIn } from '#tests/smtp-stand-in.ts';
import { createRecordingTransport, createTestApp } from '#tests/test-app.ts';
import { createSmtpTransport } from './mail-transport.ts';
import { enqueueEmail } from './outbox.service.ts';

// The schemas keep line breaks out of names and subjects; the e-mail layer keeps them out of
// headers whatever reaches it, so "Demo venue\r\nBcc: x@y" can never add a header or a recipient.

const HOSTILE_NAME = 'Demo venue\r\nBcc: thief@attacker.example';
const HOSTILE_SUBJECT = 'Your receipt\nBcc: thief@attacker.example\u2028X-Extra: 1';

describe('e-mail headers stay on one line', () => {
  it('stores the subject and sender name on one line, and the transport receives them so', async () => {
    const transport = createRecordingTransport();
    const { app } = await createTestApp({ mailTransport: transport });
    const to = uniqueEmail('header');
    await enqueueEmail(app.deps.db, {
      venueId: null,
      to,
      subject: HOSTILE_SUBJECT,
      text: 'Line one\nLine two',
      html: '<p>Hi</p>',
      senderName: HOSTILE_NAME,
    });
    const [row] = await app.deps.db.select().from(outbox).where(eq(outbox.to, to));
    expect(row).toMatchObject({
      subject: 'Your receipt Bcc: thief@attacker.example X-Extra: 1',
      senderName: 'Demo venue Bcc: thief@attacker.example',
      text: 'Line one\nLine two',
    });

    await app.deps.mailer.deliverPending();
    const sent = transport.sent.find((email) => email.to === to)!;
    expect(sent.subject).toBe('Your receipt Bcc: thief@attacker.example X-Extra: 1');
    expect(sent.from).toEqual({ name: 'Demo venue Bcc: thief@attacker.example', address: 'no-reply@venuedesk.local' });
    expect(sent.text).toBe('Line one\nLine two');
  });

  it('also sends a row queued before the rule (line breaks stored) with one-line headers', async () => {
    const transport = createRecordingTransport();
    const { app } = await createTestApp({ mailTransport: transport });
    const to = uniqueEmail('legacy');
    await app.deps.db
      .insert(outbox)
      .values({ venueId: null, to, subject: HOSTILE_SUBJECT, text: 'Hi', html: '<p>Hi</p>', senderName: HOSTILE_NAME });
    await app.deps.mailer.deliverPending();
    const sent = transport.sent.find((email) => email.to === to)!;
    expect(sent.subject).not.toMatch(/[\r\n\u2028]/);
    expect(sent.from).toMatchObject({ name: 'Demo venue Bcc: thief@attacker.example' });
  });

  it('over SMTP: the message has one Subject and one From line, and only its own recipient', async () => {
    const smtp = await startSmtpStandIn();
    afterAll(smtp.close);
    const { received } = smtp;
    const { app } = await createTestApp({ mailTransport: createSmtpTransport(smtp.url) });

    const to = uniqueEmail('smtp');
    // Straight into the table, as a row from before the rule. Nodemailer also turns CR and LF in
    // headers into spaces (and encodes U+2028 as a MIME word): this checks the whole path.
    await app.deps.db
      .insert(outbox)
      .values({ venueId: null, to, subject: HOSTILE_SUBJECT, text: 'Hi', html: '<p>Hi</p>', senderName: HOSTILE_NAME });
    expect(await app.deps.mailer.deliverPending()).toBe(1);

    expect(received).toHaveLength(1);
    expect(received[0]!.rcptTo).toEqual([to]);
    const headers = received[0]!.raw.split('\r\n\r\n')[0]!;
    const headerNames = headers
      .split('\r\n')
      .filter((line) => !/^\s/.test(line)) // folded continuation lines belong to the header above
      .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
    expect(headerNames).not.toContain('bcc');
    expect(headerNames).not.toContain('x-extra');
    expect(headerNames.filter((name) => name === 'subject')).toHaveLength(1);
    expect(headerNames.filter((name) => name === 'from')).toHaveLength(1);
  });
});

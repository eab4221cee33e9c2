import nodemailer from 'nodemailer';
import type { EmailAttachment } from '../../db/schema.ts';

export interface OutgoingEmail {
  from: string | { name: string; address: string };
  replyTo?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/** Where mail goes. Production uses SMTP; tests pass a transport that records what it got. */
export interface MailTransport {
  send: (email: OutgoingEmail) => Promise<void>;
}

/**
 * An SMTP server that stops answering must not hold an e-mail past its outbox lease
 * (OUTBOX_LEASE_MS, 5 minutes), or a second instance would send it too: give up after 30 s
 * connecting, 30 s awaiting the greeting or 60 s of silence (nodemailer waits 2 and 10 minutes).
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    send: async ({ attachments = [], ...email }) => {
      await transporter.sendMail({
        ...email,
        attachments: attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.contentBase64, 'base64'),
        })),
      });
    },
  };
}

/**
 * Nodemailer's codes for a failure of the connection or the session rather than of one message
 * (a refused socket is ESOCKET with the system code kept as `originalCode`); every message sent
 * now would fail the same way.
 */
const connectionErrorCodes = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EAUTH',
  'ENOAUTH',
  'EPROXY',
]);

/**
 * Whether the server could not be reached or would not talk to us: a connection error, a failure
 * before the first command (`command: 'CONN'`, e.g. a greeting refused with 421), or a 421 reply
 * at any step (RFC 5321 §3.8: the service is closing the channel). A refusal of one message
 * (550 at RCPT TO, a rejected body) is not: only that message is affected.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, command, responseCode } = error as { code?: unknown; command?: unknown; responseCode?: unknown };
  return (typeof code === 'string' && connectionErrorCodes.has(code)) || command === 'CONN' || responseCode === 421;
}

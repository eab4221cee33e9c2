import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMessage {
  rcptTo: string[];
  raw: string;
}

/**
 * A local SMTP server that keeps every message it receives, for tests of what really goes over
 * the wire (headers, MIME parts, attachments). Close it when done.
 */
export async function startSmtpStandIn(): Promise<{
  url: string;
  received: ReceivedMessage[];
  close: () => Promise<void>;
}> {
  const received: ReceivedMessage[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface MimePart {
  /** Header names lower-cased, folded lines joined. */
  headers: Record<string, string>;
  /** The body decoded from its transfer encoding (base64, quoted-printable or as it came). */
  body: Buffer;
  parts: MimePart[];
}

/** A MIME message split into its parts (RFC 2045/2046), enough to check what a mail client shows. */
export function parseMime(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const content = split === -1 ? '' : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (/^multipart\//i.test(headers['content-type'] ?? '') && boundary) {
    const sections = content.split(`--${boundary}`).slice(1);
    const parts = sections
      .filter((section) => !section.startsWith('--'))
      .map((section) => parseMime(section.replace(/^\r\n/, '')));
    return { headers, body: Buffer.alloc(0), parts };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const trimmed = content.replace(/\r\n$/, '');
  const body =
    encoding === 'base64'
      ? Buffer.from(trimmed.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            trimmed
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
        : Buffer.from(trimmed, 'utf8');
  return { headers, body, parts: [] };
}

/** Every leaf part of a message, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}

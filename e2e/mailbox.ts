import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

const appPort = () => Number(process.env.E2E_PORT ?? 5180);

/** The local SMTP server of the e2e run listens beside the app: its port plus 1000. */
export function mailSinkPort(): number {
  return appPort() + 1000;
}

export function mailSinkDir(): string {
  return path.resolve(`.e2e-mail-${appPort()}`);
}

/** A raw message's text with quoted-printable soft breaks and escapes undone (RFC 2045 §6.7). */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The messages delivered to `to` so far, oldest first, decoded. */
async function messagesTo(to: string): Promise<string[]> {
  const dir = mailSinkDir();
  // Only whole messages: the sink writes each as `.partial` and renames it when done.
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  const messages: string[] = [];
  for (const file of files) {
    const { to: recipient, raw } = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as {
      to: string;
      raw: string;
    };
    if (recipient.toLowerCase() === to.toLowerCase()) messages.push(decodeQuotedPrintable(raw));
  }
  return messages;
}

/**
 * Waits for an e-mail to `to` carrying a link under `pathPrefix` (e.g. '/reset-password/') and
 * answers the newest such link, as the person would click it in their mailbox.
 */
export async function waitForLink(to: string, pathPrefix: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]*${pathPrefix.replaceAll('/', '\\/')}[A-Za-z0-9_-]+`, 'g');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await messagesTo(to)).flatMap((message) => message.match(pattern) ?? []).at(-1);
        return link;
      },
      { message: `an e-mail to ${to} with a ${pathPrefix} link`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Waits for an e-mail to `to` whose text holds `text`, as the person would find it in their mailbox. */
export async function waitForMessage(to: string, text: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(to)).find((message) => message.includes(text));
        return found;
      },
      { message: `an e-mail to ${to} saying "${text}"`, timeout: 20_000 },
    )
    .toBeTruthy();
  return found!;
}

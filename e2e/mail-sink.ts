import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { SMTPServer } from 'smtp-server';
import { mailSinkDir, mailSinkPort } from './mailbox.ts';

/**
 * Playwright's global setup: a local SMTP server the app under test delivers to (SMTP_URL in
 * playwright.config.ts), so a journey can read the e-mails a person would get, such as a password
 * reset link that no screen shows (decision 012 hides it in the outbox). Each message is written
 * to a file per recipient; `e2e/mailbox.ts` reads them in the tests.
 */
export default async function startMailSink(): Promise<() => Promise<void>> {
  const dir = mailSinkDir();
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // Written under a temporary name, then renamed: a test polling the folder never reads a
        // half-written file (it did once in CI: "Unexpected end of JSON input").
        const writes = session.envelope.rcptTo.map(async (rcpt) => {
          const file = `${dir}/${Date.now()}-${String(count++).padStart(6, '0')}.json`;
          await writeFile(`${file}.partial`, JSON.stringify({ to: rcpt.address, raw }));
          await rename(`${file}.partial`, file);
        });
        Promise.all(writes).then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(mailSinkPort(), '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

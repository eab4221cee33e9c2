import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { InstallationKeys } from './crypto/installation-keys.ts';
import type { Db } from './db/client.ts';
import type { PasswordHasher } from './features/auth/password.ts';
import type { Mailer } from './features/outbox/mailer.ts';

/** What services need from the outside world; built once in buildApp and passed down. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  /** Whether e-mail goes out (SMTP_URL is set); without it every e-mail is kept in the outbox. */
  emailEnabled: boolean;
  passwords: PasswordHasher;
  /** The certificate and the keys derived from it (decision 020). */
  keys: InstallationKeys;
  /** For what goes wrong after a reply is decided (a cancel Stripe did not take). */
  log: FastifyBaseLogger;
}

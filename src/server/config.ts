import path from 'node:path';
import { z } from 'zod';
import { SUPPORT_EMAIL } from '#shared/contact/support-details.ts';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every environment variable the server reads; `.env.example` lists the same. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  DATABASE_APP_URL: z.url().optional(),
  SEED_DEMO: booleanFromEnv.default(true),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('VenueDesk <no-reply@venuedesk.local>'),
  SUPPORT_EMAIL: z.email().default(SUPPORT_EMAIL),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((raw, context) => {
      const parsed = parseTrustProxy(raw);
      if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.message });
      return parsed.ok ? parsed.value : false;
    }),
  CLIENT_DIR: z.string().optional(),
  SKIP_CLIENT_BUILD: booleanFromEnv.default(false),
  SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  SIGNINS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Inquiries from one address in 10 minutes: enough for a couple, too few for a flood. */
  INQUIRIES_PER_10_MINUTES: z.coerce.number().int().min(1).default(5),
  CALENDAR_FEEDS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * Days kept of what the daily retention pass deletes (decision 035). At least a week: Stripe
   * retries a webhook for up to 3 days, and its events are kept to recognise a second delivery.
   */
  RETENTION_DAYS: z.coerce
    .number({ message: 'must be a whole number of days from 7 to 3650' })
    .int('must be a whole number of days from 7 to 3650')
    .min(7, 'must be a whole number of days from 7 to 3650')
    .max(3650, 'must be a whole number of days from 7 to 3650')
    .default(90),
  DEMO_PASSWORD: z.string().min(6).optional(),
  /** A PKCS#12 (.p12) file with the RSA key and certificate signed PDFs carry (decision 020). */
  SIGNING_CERT_FILE: z.string().min(1).optional(),
  SIGNING_CERT_PASSWORD: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  /** Signing secret of the Connect endpoint (events of the venues' own accounts), when it differs. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  /** The slug of the one venue whose card payments go to the installation's own Stripe account. */
  STRIPE_ACCOUNT_VENUE: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a venue slug (lowercase letters, digits and dashes)')
    .optional(),
  /** Where the Stripe API is, for a local stand-in in tests; Stripe's own by default. */
  STRIPE_API_URL: z.url().optional(),
  /** `test` turns on the built-in test processor for every venue: no money moves (decision 033). */
  PAYMENTS_MODE: z.enum(['test', 'off'], { message: 'must be test or off' }).default('off'),
  /** A language model writes the AI analysis and reply drafts when set; the built-in engine otherwise. */
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** Any OpenAI-compatible server (Azure, vLLM, Ollama, llama.cpp): OpenAI's own by default. */
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** `fast` hashes passwords at a test cost; refused unless NODE_ENV=test (the browser tests). */
  PASSWORD_HASHING: z.enum(['owasp', 'fast'], { message: 'must be owasp or fast' }).default('owasp'),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** The owner's connection: migrations and grants only. */
  databaseUrl: string | undefined;
  /** The role the server runs as, when the operator made it (else derived from DATABASE_URL). */
  databaseAppUrl: string | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form messages are e-mailed. */
  supportEmail: string;
  logLevel: string;
  /** The proxies allowed to name the client's address (decision 028). */
  trustProxy: TrustProxy;
  /** Where the built SPA lives; the server serves it when present. */
  clientDir: string;
  /** Start without building a missing client (`npm run dev`, where Vite serves it). */
  skipClientBuild: boolean;
  /** Sign-ups allowed from one address in an hour (the browser tests sign up many owners). */
  signupsPerHourPerAddress: number;
  /** Sign-in requests allowed from one address in a minute, right or wrong (a second layer). */
  signinsPerMinutePerAddress: number;
  /** Inquiries allowed from one address in 10 minutes (spec: 5; the browser tests send more). */
  inquiriesPer10MinutesPerAddress: number;
  /** Calendar feed requests (webcal polls, ICS downloads) allowed from one address in a minute. */
  calendarFeedsPerMinute: number;
  /** How many days spent records are kept before the daily pass deletes them (decision 035). */
  retentionDays: number;
  /** The demo logins' password; random per installation when unset. */
  demoPassword: string | undefined;
  /** Stripe, when all three keys are set: the platform whose venues connect their own accounts. */
  stripe: StripeConfig | null;
  /**
   * `test`: every venue's checkout is the built-in test processor (no money moves); `off`: only
   * Stripe takes cards, and the Demo venue alone keeps the test processor (decision 033).
   */
  paymentsMode: 'test' | 'off';
  /** The language model, when OPENAI_API_KEY is set; null runs the built-in engine alone. */
  languageModel: LanguageModelConfig | null;
  /** `fast` only for tests (NODE_ENV=test): passwords hashed at a cost no production may use. */
  passwordHashing: 'owasp' | 'fast';
  /** The configured signing certificate, or null for the one generated in DATA_DIR (decision 020). */
  signingCertificate: { path: string; password: string } | null;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** The endpoint's signing secrets: the platform's, and the Connect endpoint's when given. */
  webhookSecrets: string[];
  /** The venue (by slug) that uses the platform's own account instead of a connected one. */
  accountVenueSlug: string | undefined;
  apiUrl: string | undefined;
}

export interface LanguageModelConfig {
  apiKey: string;
  /** An OpenAI-compatible server's address, or undefined for OpenAI's own. */
  baseUrl: string | undefined;
  model: string;
  /** How long to wait for an answer; LANGUAGE_MODEL_TIMEOUT_MS (30 s) unless a test sets less. */
  timeoutMs?: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_APP_URL && !e.DATABASE_URL) {
    throw new Error(
      'Invalid environment:\n  DATABASE_APP_URL is for a DATABASE_URL server; the embedded one makes its own role',
    );
  }
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new Error(
      'Invalid environment:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all',
    );
  }
  if (e.PASSWORD_HASHING === 'fast' && e.NODE_ENV !== 'test') {
    throw new Error('Invalid environment:\n  PASSWORD_HASHING=fast is for tests only (NODE_ENV=test)');
  }
  if (e.PAYMENTS_MODE === 'test' && e.STRIPE_SECRET_KEY) {
    throw new Error(
      'Invalid environment:\n  PAYMENTS_MODE=test is for an installation without Stripe: with STRIPE_* keys set, couples would pay real venues with test cards',
    );
  }
  if ((e.STRIPE_CONNECT_WEBHOOK_SECRET || e.STRIPE_ACCOUNT_VENUE) && !e.STRIPE_SECRET_KEY) {
    throw new Error(
      'Invalid environment:\n  STRIPE_CONNECT_WEBHOOK_SECRET and STRIPE_ACCOUNT_VENUE need the STRIPE_* keys',
    );
  }
  if (e.OPENAI_BASE_URL && !e.OPENAI_API_KEY) {
    throw new Error(
      'Invalid environment:\n  OPENAI_BASE_URL needs OPENAI_API_KEY (a local model server takes any key, for example "local")',
    );
  }
  if (e.SIGNING_CERT_PASSWORD !== undefined && !e.SIGNING_CERT_FILE) {
    throw new Error('Invalid environment:\n  SIGNING_CERT_PASSWORD is set without SIGNING_CERT_FILE');
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseAppUrl: e.DATABASE_APP_URL,
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    signupsPerHourPerAddress: e.SIGNUPS_PER_HOUR,
    signinsPerMinutePerAddress: e.SIGNINS_PER_MINUTE,
    inquiriesPer10MinutesPerAddress: e.INQUIRIES_PER_10_MINUTES,
    calendarFeedsPerMinute: e.CALENDAR_FEEDS_PER_MINUTE,
    retentionDays: e.RETENTION_DAYS,
    demoPassword: e.DEMO_PASSWORD,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecrets: [e.STRIPE_WEBHOOK_SECRET, e.STRIPE_CONNECT_WEBHOOK_SECRET].filter(
              (secret): secret is string => secret !== undefined,
            ),
            accountVenueSlug: e.STRIPE_ACCOUNT_VENUE,
            apiUrl: e.STRIPE_API_URL,
          }
        : null,
    paymentsMode: e.PAYMENTS_MODE,
    languageModel: e.OPENAI_API_KEY
      ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL }
      : null,
    passwordHashing: e.PASSWORD_HASHING,
    signingCertificate: e.SIGNING_CERT_FILE
      ? { path: path.resolve(e.SIGNING_CERT_FILE), password: e.SIGNING_CERT_PASSWORD ?? '' }
      : null,
    skipClientBuild: e.SKIP_CLIENT_BUILD,
    clientDir: e.CLIENT_DIR ? path.resolve(e.CLIENT_DIR) : path.resolve(import.meta.dirname, '../../dist/client'),
  };
}

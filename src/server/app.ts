import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { InstallationKeys } from './crypto/installation-keys.ts';
import { getConnectionString, type Db } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { resolveSession } from './features/auth/auth.service.ts';
import { createPasswordHasher, type ScryptParams } from './features/auth/password.ts';
import { bookingRoutes } from './features/bookings/bookings.routes.ts';
import { calendarPublicRoutes } from './features/calendar/calendar-public.routes.ts';
import { sharedCalendarPage } from './features/calendar/shared-calendar-page.ts';
import { calendarShareRoutes } from './features/calendar/calendar-share.routes.ts';
import { calendarRecommendationRoutes } from './features/optimization/calendar-recommendations.routes.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { inquiryPage } from './features/inquiries/inquiry-page.ts';
import { inquiryRoutes } from './features/inquiries/inquiries.routes.ts';
import { contractSigningRoutes } from './features/contracts/contract-signing.routes.ts';
import { automationRoutes } from './features/automations/index.ts';
import { contractTemplateRoutes } from './features/contracts/contract-templates.routes.ts';
import { contractRoutes } from './features/contracts/contracts.routes.ts';
import { paymentRoutes } from './features/payments/payments.routes.ts';
import { portalClientRoutes } from './features/portal/portal-clients.routes.ts';
import { stripeWebhookRoutes } from './features/payments/stripe-webhook.routes.ts';
import { leadRoutes } from './features/leads/leads.routes.ts';
import { optimizationRoutes } from './features/optimization/optimization.routes.ts';
import type { MailTransport } from './features/outbox/mail-transport.ts';
import { createMailer } from './features/outbox/mailer.ts';
import { outboxRoutes } from './features/outbox/outbox.routes.ts';
import { createJobQueue, type JobQueue, type JobQueueTiming } from './jobs/job-queue.ts';
import { scheduledPasses, type ScheduledPass } from './jobs/scheduled-passes.ts';
import { createNotificationHub } from './features/notifications/notification-hub.ts';
import { setNotificationAppUrl } from './features/notifications/notification-emails.ts';
import { DEFAULT_STREAM_TIMINGS, type StreamTimings } from './features/notifications/notification-stream.ts';
import { notificationRoutes } from './features/notifications/notifications.routes.ts';
import { optimizationAnalyticsRoutes } from './features/optimization/analytics.routes.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { teamRoutes } from './features/team/team.routes.ts';
import { registerAccessControl } from './http/access.ts';
import { refuseUndeclaredBodies } from './http/empty-body.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { createPostgresRateLimitStore } from './http/rate-limit-store.ts';
import { createDefaultLogStream, RequestLogController, type LogStream } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security.ts';
import type { PageRenderer } from './http/page-renderer.ts';
import { registerSpa } from './http/spa.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { toFastifyTrustProxy } from './http/trust-proxy.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  /** The signing certificate and the keys derived from it; tests pass one made once per run. */
  keys: InstallationKeys;
  /** null keeps every email in the outbox table (no SMTP configured). */
  mailTransport: MailTransport | null;
  /** scrypt cost; OWASP's minimum unless a test asks for cheaper hashing. */
  passwordParams?: ScryptParams;
  /** Extra routes, registered like the real ones; tests use it to probe the defaults. */
  extraRoutes?: (app: FastifyInstance) => Promise<void> | void;
  /** Where log lines go; tests read them. Default: pretty on a terminal, JSON lines otherwise. */
  logStream?: LogStream;
  /** The scheduled passes and how often pg-boss looks; tests run their own, quicker. */
  jobs?: { passes?: readonly ScheduledPass[]; timing?: JobQueueTiming };
  /** The notifications stream's heartbeat and session check; tests shorten them. */
  notificationStream?: Partial<StreamTimings>;
  /** Renders a venue's pages; by default the client's server build (dist/ssr), if there is one. */
  pageRenderer?: PageRenderer | null;
}

/** `jobs` is started by main.ts (tests start it when they test it) and stopped when the app closes. */
export type App = FastifyInstance & { deps: AppDeps; jobs: JobQueue };

/** Builds the whole HTTP application without listening; main.ts and tests both use it. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      stream: options.logStream ?? (config.nodeEnv === 'test' ? undefined : await createDefaultLogStream()),
    },
    // One line per request instead of two, at a level that depends on the outcome.
    logController: new RequestLogController(),
  }).withTypeProvider<ZodTypeProvider>();

  const mailer = createMailer({
    db: options.db,
    transport: options.mailTransport,
    from: config.mailFrom,
    log: app.log,
  });
  const deps: AppDeps = {
    db: options.db,
    config,
    mailer,
    emailEnabled: options.mailTransport !== null,
    passwords: createPasswordHasher(options.passwordParams),
    keys: options.keys,
    log: app.log,
  };

  setNotificationAppUrl(config.publicUrl);
  // The notifications stream's one LISTEN connection, on the database the app queries.
  const notificationHub = createNotificationHub({
    connectionString: getConnectionString(options.db),
    log: app.log,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextGuard(app);
  await registerSecurityHeaders(app, { allowStripe: config.stripe !== null });
  await app.register(rateLimit, { global: false, store: createPostgresRateLimitStore(options.db) });
  await app.register(swagger, {
    openapi: { info: { title: 'VenueDesk API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  registerAccessControl(app, (token) => resolveSession(deps, token));
  refuseUndeclaredBodies(app);

  await app.register(healthRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(contactRoutes(deps));
  await app.register(outboxRoutes(deps));
  await app.register(bookingRoutes(deps));
  await app.register(teamRoutes(deps));
  await app.register(dashboardRoutes(deps));
  await app.register(settingsRoutes(deps));
  await app.register(leadRoutes(deps));
  await app.register(inquiryRoutes(deps));
  await app.register(contractTemplateRoutes(deps));
  await app.register(contractRoutes(deps));
  await app.register(contractSigningRoutes(deps));
  await app.register(paymentRoutes(deps));
  await app.register(stripeWebhookRoutes(deps));
  await app.register(calendarShareRoutes(deps));
  await app.register(calendarRecommendationRoutes(deps));
  await app.register(calendarPublicRoutes(deps));
  await app.register(portalClientRoutes(deps));
  await app.register(optimizationRoutes(deps));
  await app.register(optimizationAnalyticsRoutes(deps));
  await app.register(
    notificationRoutes(deps, notificationHub, { ...DEFAULT_STREAM_TIMINGS, ...options.notificationStream }),
  );
  await app.register(automationRoutes(deps));
  if (options.extraRoutes) await app.register(async (scope) => options.extraRoutes?.(scope));

  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  await registerSpa(app, {
    clientDir: config.clientDir,
    publicUrl: config.publicUrl,
    venuePages: [inquiryPage(deps), sharedCalendarPage(deps)],
    renderer: options.pageRenderer,
  });

  const jobs = createJobQueue({
    pool: options.db.$client,
    deps,
    log: app.log,
    passes: options.jobs?.passes ?? scheduledPasses,
    timing: options.jobs?.timing,
  });
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => notificationHub.close());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await mailer.stop();
  });
  return Object.assign(app, { deps, jobs });
}

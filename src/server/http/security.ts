import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Stripe Elements loads Stripe.js and its card frames from Stripe and talks to Stripe's API
 * (https://docs.stripe.com/security/guide#content-security-policy); allowed only when Stripe
 * is configured. In test mode nothing leaves the origin.
 */
const stripeSources = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

/** Security headers for every response, API and pages alike. */
export async function registerSecurityHeaders(app: FastifyInstance, options: { allowStripe: boolean }): Promise<void> {
  const stripe = options.allowStripe ? stripeSources : { scriptSrc: [], frameSrc: [], connectSrc: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The bearer token lives in localStorage (spec §7), so no inline or foreign script runs.
        scriptSrc: ["'self'", ...stripe.scriptSrc],
        // Radix positions popovers with style attributes; stylesheets still come only from us.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe.connectSrc],
        frameSrc: ["'self'", ...stripe.frameSrc],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // Pages and calls whose URL carries a secret token (docs/architecture.md) send no referrer, are not
  // kept by caches and are not indexed.
  app.addHook('onSend', async (request, reply) => {
    if (tokenPaths.some((pattern) => pattern.test(request.url))) {
      void reply.header('referrer-policy', 'no-referrer');
      void reply.header('cache-control', 'no-store');
      void reply.header('x-robots-tag', 'noindex');
    } else if (FEED_PATH.test(request.url)) {
      // The webcal feed carries its token too, but calendar apps poll it: it keeps the ETag and
      // cache-control its route sets (revalidate every time), or no-store when it has none.
      void reply.header('referrer-policy', 'no-referrer');
      void reply.header('x-robots-tag', 'noindex');
      if (!reply.hasHeader('etag')) void reply.header('cache-control', 'no-store');
    }
    // The public inquiry form is meant to be embedded in an iframe on the venue's own website;
    // that page alone may be framed by any site. Every other page refuses framing.
    if (EMBEDDABLE_PAGE.test(request.url)) {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        void reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", 'frame-ancestors *'));
      }
      reply.removeHeader('x-frame-options');
    }
  });
}

/** /inquire/{slug} exactly (with a query at most): not /inquire/a/b, which is the 404 page. */
const EMBEDDABLE_PAGE = /^\/inquire\/[^/?#]+\/?(\?|$)/;

const tokenPaths = [
  /^\/accept-invite\//,
  /^\/api\/invitations\//,
  /^\/verify-email\//,
  /^\/reset-password\//,
  // The links that prove an address (decision 025): their previews carry the token in the path.
  /^\/api\/auth\/(verify-email|password-reset)\/[^/?]/,
  // The signing page, and the public contract calls that take its token (spec §7).
  /^\/contract\/[^/?]+\/sign/,
  /^\/api\/contracts\/[^/?]+\/(public|view|sign)(\/|\?|$)/,
  // The shared calendar page and its call (token or custom address), and the staff's share
  // settings, whose answer holds the token (decision 015).
  /^\/shared-calendar(\/|\?|$)/,
  /^\/api\/public\/shared-calendar\//,
  /^\/api\/calendar\/share(\/|\?|$)/,
  // The pay page of a payment request and its calls (decision 059).
  /^\/pay\//,
  /^\/api\/public\/pay\//,
];

const FEED_PATH = /^\/api\/calendar\/ical\//;

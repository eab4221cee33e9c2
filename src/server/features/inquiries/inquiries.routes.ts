import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityQuerySchema,
  dayAvailabilitySchema,
  inquiryReceiptSchema,
  inquirySchema,
  publicVenueParamsSchema,
  publicVenueSchema,
} from '#shared/inquiries/inquiries.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { SVG_LOGO_POLICY } from '../settings/venue-logo.ts';
import {
  getPublicAvailability,
  getPublicVenue,
  getPublicVenueLogo,
  hasFilledHoneypot,
  submitInquiry,
} from './inquiries.service.ts';

const tags = ['public'];
/** Loads of a venue's public facts (the form's page and its API call) an address may make in a minute. */
export const INQUIRY_FORM_LOADS_PER_MINUTE = 120;

export function inquiryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/public/venues/:slug',
      {
        config: { access: 'public', rateLimit: { max: INQUIRY_FORM_LOADS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: { tags, params: publicVenueParamsSchema, response: { 200: publicVenueSchema } },
      },
      async (request) => getPublicVenue(deps, request.params.slug),
    );
    app.get(
      '/api/public/venues/:slug/logo',
      {
        config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: { tags, params: publicVenueParamsSchema },
      },
      async (request, reply) => {
        const logo = await getPublicVenueLogo(deps, request.params.slug);
        // The address changes with the image (its ?v=), so a day's caching shows no stale logo.
        if (logo.contentType === 'image/svg+xml') void reply.header('Content-Security-Policy', SVG_LOGO_POLICY);
        return reply
          .header('Content-Type', logo.contentType)
          .header('Cache-Control', 'public, max-age=86400')
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .send(logo.bytes);
      },
    );
    app.get(
      '/api/public/venues/:slug/availability',
      {
        config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags,
          params: publicVenueParamsSchema,
          querystring: availabilityQuerySchema,
          response: { 200: dayAvailabilitySchema },
        },
      },
      async (request) => getPublicAvailability(deps, request.params.slug, request.query.date),
    );
    app.post(
      '/api/public/venues/:slug/inquiries',
      {
        config: {
          access: 'public',
          rateLimit: { max: deps.config.inquiriesPer10MinutesPerAddress, timeWindow: '10 minutes' },
        },
        schema: {
          tags,
          params: publicVenueParamsSchema,
          body: inquirySchema,
          response: { 201: inquiryReceiptSchema },
        },
        // A bot is answered as if it had worked before the body is validated, so it learns
        // nothing from field errors; an unknown venue is still 404.
        preValidation: async (request, reply) => {
          if (!hasFilledHoneypot(request.body)) return;
          await getPublicVenue(deps, request.params.slug);
          return reply.status(201).send({ received: true, acknowledged: true });
        },
      },
      async (request, reply) => {
        const { 'accept-language': acceptLanguage, cookie } = request.headers;
        const receipt = await submitInquiry(deps, request.params.slug, request.body, { acceptLanguage, cookie });
        return reply.status(201).send(receipt);
      },
    );
  };
}

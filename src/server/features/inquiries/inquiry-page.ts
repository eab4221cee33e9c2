import { LANGUAGE_PARAM, readLanguageCookie, selectLanguage } from '#shared/i18n/select-language.ts';
import { publicVenueParamsSchema, publicVenueSchema } from '#shared/inquiries/inquiries.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import type { VenuePage } from '../../http/venue-pages.ts';
import { getPublicVenuePage } from './inquiries.service.ts';
import { INQUIRY_FORM_LOADS_PER_MINUTE } from './inquiries.routes.ts';

/**
 * /inquire/{slug} rendered with the venue's name, colours and logo (docs/decisions/067): what a
 * couple opening the link from Instagram sees at first paint, and what a messaging app's link
 * preview shows. It is rendered in the visitor's language (decision 068), chosen as the browser
 * chooses it, and the rendered address names it (?lang=), so the browser's first render, which
 * takes the address's parameters, is in the same language; other parameters are not read.
 */
export function inquiryPage(deps: AppDeps): VenuePage {
  return {
    path: '/inquire/:slug',
    loadsPerMinute: INQUIRY_FORM_LOADS_PER_MINUTE,
    async load(request, keys) {
      const params = publicVenueParamsSchema.safeParse(request.params);
      if (!params.success) return null;
      const { slug } = params.data;
      // Parsed as the API's answer is, so the page hydrates with exactly what GET /api/public/venues/{slug} sends.
      const found = await getPublicVenuePage(deps, slug);
      const venue = publicVenueSchema.parse(found.venue);
      const query = request.query as Record<string, unknown> | undefined;
      const language = selectLanguage({
        query: typeof query?.[LANGUAGE_PARAM] === 'string' ? query[LANGUAGE_PARAM] : null,
        saved: readLanguageCookie(request.headers.cookie),
        acceptLanguage: request.headers['accept-language'],
        venueDefault: venue.defaultLanguage,
      });
      const url = `/inquire/${encodeURIComponent(slug)}?${LANGUAGE_PARAM}=${language}`;
      return {
        data: { url, queries: [[keys.publicVenue(slug), venue]] },
        imageUrl: found.imageUrl,
      };
    },
  };
}

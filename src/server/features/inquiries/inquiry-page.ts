import { publicVenueParamsSchema, publicVenueSchema } from '#shared/inquiries/inquiries.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import type { VenuePage } from '../../http/venue-pages.ts';
import { getEmailLogoUrl } from '../outbox/email-brand.ts';
import { getPublicVenue } from './inquiries.service.ts';
import { INQUIRY_FORM_LOADS_PER_MINUTE } from './inquiries.routes.ts';

/**
 * /inquire/{slug} rendered with the venue's name, colours and logo (docs/decisions/067): what a
 * couple opening the link from Instagram sees at first paint, and what a messaging app's link
 * preview shows. The page reads no address parameters, so it is rendered for its path alone.
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
      const venue = publicVenueSchema.parse(await getPublicVenue(deps, slug));
      return {
        data: { url: `/inquire/${encodeURIComponent(slug)}`, queries: [[keys.publicVenue(slug), venue]] },
        imageUrl: getEmailLogoUrl(deps.config.publicUrl, { slug: venue.slug, logo: venue.logo }),
      };
    },
  };
}

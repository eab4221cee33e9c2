import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  DayAvailabilityAnswer,
  InquiryInput,
  InquiryReceipt,
  PublicVenue,
} from '#shared/inquiries/inquiries.schemas.ts';
import { apiJson } from '#client/lib/api-client.ts';

function getVenuePath(slug: string): string {
  return `/api/public/venues/${encodeURIComponent(slug)}`;
}

/** Every key starts with the API path it reads (lib/query-invalidation.ts). */
export const inquiryKeys = {
  venue: (slug: string) => [getVenuePath(slug)] as const,
  availability: (slug: string, day: string) => [`${getVenuePath(slug)}/availability`, day] as const,
};

/** The venue's public facts for its inquiry form: name, description, the event types it offers, branding. */
export function usePublicVenue(slug: string) {
  return useQuery({
    queryKey: inquiryKeys.venue(slug),
    queryFn: ({ signal }) => apiJson<PublicVenue>('GET', getVenuePath(slug), undefined, { signal }),
  });
}

/** Whether the venue can take an event on `day` (YYYY-MM-DD); nothing is asked without a day. */
export function useDayAvailability(slug: string, day: string | null) {
  return useQuery({
    queryKey: inquiryKeys.availability(slug, day ?? ''),
    queryFn: ({ signal }) =>
      apiJson<DayAvailabilityAnswer>(
        'GET',
        `${getVenuePath(slug)}/availability?date=${encodeURIComponent(day ?? '')}`,
        undefined,
        { signal },
      ),
    enabled: day !== null,
  });
}

export function sendInquiry(slug: string, input: InquiryInput): Promise<InquiryReceipt> {
  return apiJson<InquiryReceipt>('POST', `${getVenuePath(slug)}/inquiries`, input);
}

export function useSendInquiry(slug: string) {
  return useMutation({ mutationFn: (input: InquiryInput) => sendInquiry(slug, input) });
}

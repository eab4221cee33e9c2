import { useQuery } from '@tanstack/react-query';
import type { EmailDelivery } from '#shared/outbox/outbox.schemas.ts';
import { apiJson } from '#client/lib/api-client.ts';

/**
 * For the couple's pages (signing, inquiry): whether an e-mail they mention can reach anyone
 * (undefined while unknown). The same query as `useEmailDelivery` of api.ts (same key, so one
 * request serves both), in a module only these pages import: through the feature's index it
 * brought the Email tab's chunks (Radix Select, zod) to their first visit, about 54 KB gzip; a
 * module the signed-in app imports too would be a chunk of its own in every page's preload list.
 */
export function useEmailDelivery(): boolean | undefined {
  const { data } = useQuery({
    queryKey: ['/api/public/email-delivery'],
    queryFn: ({ signal }) => apiJson<EmailDelivery>('GET', '/api/public/email-delivery', undefined, { signal }),
  });
  return data?.enabled;
}

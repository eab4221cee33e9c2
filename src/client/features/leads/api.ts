import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { LeadReplyDraft, SendLeadReplyInput } from '#shared/leads/lead-reply.schemas.ts';
import type { LeadStatus } from '#shared/leads/lead-status.ts';
import {
  LEAD_PAGE_SIZE,
  type ConvertLeadInput,
  type CreateLeadInput,
  type Lead,
  type LeadCounts,
  type LeadMatches,
  type UpdateLeadInput,
} from '#shared/leads/leads.schemas.ts';
import { apiJson, apiRequest } from '#client/lib/api-client.ts';
import { invalidateApiPath, invalidateDashboard } from '#client/lib/query-invalidation.ts';

/** What the list is narrowed to; both are applied by the server. */
export interface LeadFilters {
  search: string;
  status: LeadStatus | null;
}

/**
 * Every key starts with the path it reads (decision 011), so `['/api/leads']` covers the lists,
 * the detail and the matches, and `invalidateApiPath(…, '/api/leads')` the counts as well.
 */
export const leadKeys = {
  all: ['/api/leads'] as const,
  list: (filters: LeadFilters) => ['/api/leads', filters] as const,
  counts: ['/api/leads/counts'] as const,
  detail: (id: number) => ['/api/leads', String(id)] as const,
  matches: (id: number) => ['/api/leads', String(id), 'matches'] as const,
};

export interface LeadsPage {
  leads: Lead[];
  /** How many leads match the filters in all (the X-Total-Count header). */
  total: number;
}

export async function fetchLeadsPage(filters: LeadFilters, offset: number, signal?: AbortSignal): Promise<LeadsPage> {
  const params = new URLSearchParams({ limit: String(LEAD_PAGE_SIZE), offset: String(offset) });
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  const response = await apiRequest('GET', `/api/leads?${params.toString()}`, undefined, { signal });
  const leads = (await response.json()) as Lead[];
  const total = Number(response.headers.get('X-Total-Count'));
  return { leads, total: Number.isFinite(total) ? total : leads.length };
}

/** The server's pages of 50, newest first; the next page starts after the leads already loaded. */
export function useLeadsList(filters: LeadFilters) {
  return useInfiniteQuery({
    queryKey: leadKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchLeadsPage(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.leads.length, 0);
      return last.leads.length > 0 && loaded < last.total ? loaded : undefined;
    },
    // A new search keeps the last answer on screen until the server replies.
    placeholderData: keepPreviousData,
  });
}

export function useLeadCounts() {
  return useQuery(
    queryOptions({
      queryKey: leadKeys.counts,
      queryFn: ({ signal }) => apiJson<LeadCounts>('GET', '/api/leads/counts', undefined, { signal }),
    }),
  );
}

/** One lead; `placeholder` (the list's copy) shows at once while the fresh one loads. */
export function useLead(id: number | null, placeholder?: Lead) {
  return useQuery({
    queryKey: leadKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiJson<Lead>('GET', `/api/leads/${id}`, undefined, { signal }),
    enabled: id !== null,
    placeholderData: placeholder,
  });
}

export function useLeadMatches(id: number) {
  return useQuery({
    queryKey: leadKeys.matches(id),
    queryFn: ({ signal }) => apiJson<LeadMatches>('GET', `/api/leads/${id}/matches`, undefined, { signal }),
  });
}

/** The booking a converted lead became (its key is the bookings feature's, by API path). */
export function useConvertedBooking(bookingId: number | null) {
  return useQuery({
    queryKey: ['/api/bookings', String(bookingId)],
    queryFn: ({ signal }) => apiJson<Booking>('GET', `/api/bookings/${bookingId}`, undefined, { signal }),
    enabled: bookingId !== null,
  });
}

export function createLead(input: CreateLeadInput): Promise<Lead> {
  return apiJson<Lead>('POST', '/api/leads', input);
}

export function updateLead({ id, ...changes }: UpdateLeadInput & { id: number }): Promise<Lead> {
  return apiJson<Lead>('PATCH', `/api/leads/${id}`, changes);
}

export async function deleteLead(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/leads/${id}`);
}

export interface ConvertLeadResult {
  lead: Lead;
  booking: Booking;
}

export function convertLead({ id, ...input }: ConvertLeadInput & { id: number }): Promise<ConvertLeadResult> {
  return apiJson<ConvertLeadResult>('POST', `/api/leads/${id}/convert`, input);
}

/** Leads, their counts, and the dashboard (Active Leads and Recent Leads count them). */
export function refreshLeads(queryClient: QueryClient, except?: number) {
  const skipped = except === undefined ? null : String(except);
  return Promise.all([
    queryClient.invalidateQueries({
      // A deleted lead's own reads are left alone: read again, they would answer 404.
      predicate: ({ queryKey: [path, id] }) =>
        (path === '/api/leads' && (skipped === null || id !== skipped)) || path === '/api/leads/counts',
    }),
    invalidateDashboard(queryClient),
  ]);
}

export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLead, onSuccess: () => refreshLeads(queryClient) });
}

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLead,
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKeys.detail(lead.id), lead);
      return refreshLeads(queryClient);
    },
  });
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLead, onSuccess: (_done, id) => refreshLeads(queryClient, id) });
}

/** A conversion adds a booking: the calendar and bookings lists are read again too. */
export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertLead,
    onSuccess: ({ lead }) => {
      queryClient.setQueryData(leadKeys.detail(lead.id), lead);
      return Promise.all([refreshLeads(queryClient), invalidateApiPath(queryClient, '/api/bookings')]);
    },
  });
}

/** A reply to the lead's inquiry: the best draft there is, or the venue's template's (`engine`). */
export function draftLeadReply({ id, author }: { id: number; author?: 'engine' }): Promise<LeadReplyDraft> {
  return apiJson<LeadReplyDraft>('POST', `/api/leads/${id}/reply-draft`, author ? { author } : undefined);
}

/** Writes nothing: a draft is only shown until it is sent. */
export function useDraftLeadReply() {
  return useMutation({ mutationFn: draftLeadReply });
}

export function sendLeadReply({ id, ...reply }: SendLeadReplyInput & { id: number }): Promise<Lead> {
  return apiJson<Lead>('POST', `/api/leads/${id}/reply`, reply);
}

/** A sent reply moves a New lead to Contacted: the lists, counts and dashboard are read again. */
export function useSendLeadReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendLeadReply,
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKeys.detail(lead.id), lead);
      return Promise.all([refreshLeads(queryClient), invalidateApiPath(queryClient, '/api/outbox')]);
    },
  });
}

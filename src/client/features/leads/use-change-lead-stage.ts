import { useMutation, useQueryClient, type InfiniteData, type Query, type QueryKey } from '@tanstack/react-query';
import { leadStatusLabels, type LeadStatus } from '#shared/leads/lead-status.ts';
import type { Lead, LeadCounts } from '#shared/leads/leads.schemas.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { leadKeys, refreshLeads, updateLead, type LeadsPage } from './api.ts';

export interface StageChange {
  lead: Lead;
  status: LeadStatus;
}

const isLeadsRead = ({ queryKey: [path] }: Query) => path === '/api/leads' || path === '/api/leads/counts';
// The lists' keys carry their filters as an object; a lead's own keys carry its id.
const isLeadsList = ({ queryKey: [path, filters] }: Query) => path === '/api/leads' && typeof filters === 'object';

function withStatus(lead: Lead, change: StageChange): Lead {
  return lead.id === change.lead.id ? { ...lead, status: change.status } : lead;
}

function moveCount(counts: LeadCounts, from: LeadStatus, to: LeadStatus): LeadCounts {
  return { ...counts, [from]: Math.max(0, counts[from] - 1), [to]: counts[to] + 1 };
}

/**
 * One click moves a lead to another stage: the list, the board, the sheet and the counts show
 * it at once, and go back to how they were, with the server's reason in a toast, if it refuses.
 * Converting is not a stage change: it books the event, through the conversion form.
 */
export function useChangeLeadStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lead, status }: StageChange) => updateLead({ id: lead.id, status }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ predicate: isLeadsRead });
      const snapshot: [QueryKey, unknown][] = queryClient.getQueriesData({ predicate: isLeadsRead });
      queryClient.setQueriesData<InfiniteData<LeadsPage>>(
        { predicate: isLeadsList },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({ ...page, leads: page.leads.map((lead) => withStatus(lead, change)) })),
          },
      );
      queryClient.setQueryData<Lead>(leadKeys.detail(change.lead.id), (lead) => lead && withStatus(lead, change));
      queryClient.setQueryData<LeadCounts>(
        leadKeys.counts,
        (counts) => counts && moveCount(counts, change.lead.status, change.status),
      );
      return { snapshot };
    },
    onError: (error, _change, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toastApiError(error, 'Failed to update lead');
    },
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKeys.detail(lead.id), lead);
      toast({ title: 'Lead moved', description: `${lead.name} is now ${leadStatusLabels[lead.status]}.` });
    },
    onSettled: () => refreshLeads(queryClient),
  });
}

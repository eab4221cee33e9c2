import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Automation,
  AutomationInput,
  AutomationPreview,
  AutomationRun,
} from '#shared/automations/automations.schemas.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** Read by the default query function (the key is the path). */
export const automationKeys = {
  all: ['/api/automations'] as const,
  runs: (about: { leadId: number } | { bookingId: number }) =>
    [
      'leadId' in about
        ? `/api/automation-runs?leadId=${about.leadId}`
        : `/api/automation-runs?bookingId=${about.bookingId}`,
    ] as const,
};

export function useAutomations() {
  return useQuery<Automation[]>({ queryKey: automationKeys.all });
}

export function useUpdateAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AutomationInput }) =>
      apiJson<Automation>('PUT', `/api/automations/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.all }),
  });
}

export function usePreviewAutomation() {
  return useMutation({
    mutationFn: ({ id, input, language }: { id: number; input: AutomationInput; language: Language }) =>
      apiJson<AutomationPreview>('POST', `/api/automations/${id}/preview?language=${language}`, input),
  });
}

/** What the automations sent about one lead or booking. */
export function useAutomationRuns(about: { leadId: number } | { bookingId: number }) {
  return useQuery<AutomationRun[]>({ queryKey: automationKeys.runs(about) });
}

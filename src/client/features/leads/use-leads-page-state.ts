import { useState } from 'react';
import { useSearchParams } from 'wouter';
import type { LeadStatus } from '#shared/leads/lead-status.ts';
import type { Lead } from '#shared/leads/leads.schemas.ts';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import type { LeadFilters } from './api.ts';

/** Typing pauses this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

function parseLeadId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export type LeadsView = 'list' | 'board';

/**
 * The Leads page's state: the search text (sent to the server once typing pauses), the status
 * filter, the view (list or board) and the open lead, both in the address
 * (`/leads?view=board&lead=12`) so a notification, a shared link or a reload keeps them.
 */
export function useLeadsPageState() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<LeadStatus | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [searchParams, setSearchParams] = useSearchParams();
  const openLeadId = parseLeadId(searchParams.get('lead'));
  // The list's copy of the lead shows at once while the sheet reads the lead afresh.
  const [opened, setOpened] = useState<Lead | null>(null);
  // The lead whose sheet opens at the conversion form (Converted chosen in the list or board).
  const [convertingId, setConvertingId] = useState<number | null>(null);
  const view: LeadsView = searchParams.get('view') === 'board' ? 'board' : 'list';

  function setView(next: LeadsView) {
    setSearchParams(
      (params) => {
        if (next === 'board') params.set('view', 'board');
        else params.delete('view');
        return params;
      },
      { replace: true },
    );
  }

  function openLead(lead: Lead | number, options: { convert?: boolean } = {}) {
    setOpened(typeof lead === 'number' ? null : lead);
    setConvertingId(options.convert ? (typeof lead === 'number' ? lead : lead.id) : null);
    const id = typeof lead === 'number' ? lead : lead.id;
    setSearchParams(
      (params) => {
        params.set('lead', String(id));
        return params;
      },
      { replace: true },
    );
  }

  function closeLead() {
    setSearchParams(
      (params) => {
        params.delete('lead');
        return params;
      },
      { replace: true },
    );
  }

  const filters: LeadFilters = { search: debouncedSearch, status };
  return {
    search,
    setSearch,
    status,
    setStatus,
    filters,
    openLeadId,
    openedLead: opened?.id === openLeadId ? opened : undefined,
    isOpenedToConvert: openLeadId !== null && convertingId === openLeadId,
    openLead,
    convertLead: (lead: Lead) => openLead(lead, { convert: true }),
    view,
    setView,
    closeLead,
  };
}

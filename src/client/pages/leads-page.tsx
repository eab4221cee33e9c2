import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { AddLeadDialog } from '#client/features/leads/add-lead-dialog.tsx';
import { useLeadsList } from '#client/features/leads/api.ts';
import { LeadCounts } from '#client/features/leads/lead-counts.tsx';
import { LeadFilters } from '#client/features/leads/lead-filters.tsx';
import { LeadSheet } from '#client/features/leads/lead-sheet.tsx';
import { LeadsBoard } from '#client/features/leads/leads-board.tsx';
import { LeadsList } from '#client/features/leads/leads-list.tsx';
import { LeadsViewToggle } from '#client/features/leads/leads-view-toggle.tsx';
import { useDaysSinceInquiry } from '#client/features/leads/use-days-since-inquiry.ts';
import { useLeadsPageState } from '#client/features/leads/use-leads-page-state.ts';

export function LeadsPage() {
  const page = useLeadsPageState();
  const listQuery = useLeadsList(page.filters);
  const getDaysSinceInquiry = useDaysSinceInquiry();
  const [isAddOpen, setAddOpen] = useState(false);

  return (
    <>
      <PageHeader
        title="Leads & CRM"
        description="Track inquiries from first contact to signed booking."
        actions={
          <Button onClick={() => setAddOpen(true)}>
            <Plus aria-hidden="true" />
            Add Lead
          </Button>
        }
      />
      <LeadCounts status={page.status} onStatusChange={page.setStatus} />
      <div className="mb-4 grid gap-3">
        <LeadFilters
          search={page.search}
          onSearchChange={page.setSearch}
          status={page.status}
          onStatusChange={page.setStatus}
        />
        <LeadsViewToggle view={page.view} onViewChange={page.setView} />
      </div>
      {page.view === 'board' ? (
        <LeadsBoard query={listQuery} onOpen={page.openLead} onConvert={page.convertLead} />
      ) : (
        <LeadsList
          query={listQuery}
          getDaysSinceInquiry={getDaysSinceInquiry}
          onOpen={page.openLead}
          onConvert={page.convertLead}
        />
      )}
      <AddLeadDialog open={isAddOpen} onOpenChange={setAddOpen} />
      <LeadSheet
        leadId={page.openLeadId}
        placeholder={page.openedLead}
        startAtConvert={page.isOpenedToConvert}
        onClose={page.closeLead}
        onOpenLead={page.openLead}
      />
    </>
  );
}

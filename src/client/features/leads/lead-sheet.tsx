import { Clock } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { leadSourceLabels } from '#shared/leads/lead-status.ts';
import type { Lead } from '#shared/leads/leads.schemas.ts';
import { QueryError } from '#client/components/query-error.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '#client/components/ui/sheet.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { AutomationRunsList } from '#client/features/automations/index.ts';
import { useVenueTimeZone } from '#client/features/bookings/index.ts';
import { useLead } from './api.ts';
import { ConvertLeadForm } from './convert-lead-form.tsx';
import { ConvertedBookingNotice } from './converted-booking-notice.tsx';
import { DeleteLeadButton } from './delete-lead-button.tsx';
import { EditLeadForm } from './edit-lead-form.tsx';
import { formatDaysSinceInquiry, formatVenueDate } from './lead-format.ts';
import { LeadMatchesNotice } from './lead-matches-notice.tsx';
import { LeadReplySection } from './lead-reply-section.tsx';
import { LeadStageMenu } from './lead-stage-menu.tsx';
import { useDaysSinceInquiry } from './use-days-since-inquiry.ts';

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div>
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        {description && <p className="text-muted-foreground text-sm">{description}</p>}
      </div>
      {children}
    </section>
  );
}

function LeadHeader({ lead, onConvert }: { lead: Lead; onConvert: () => void }) {
  const timeZone = useVenueTimeZone();
  const days = useDaysSinceInquiry()(lead);
  const source = lead.source ? ` from ${leadSourceLabels[lead.source]}` : '';
  return (
    <header className="border-b px-6 py-5 pr-14">
      <SheetTitle className="text-xl break-words">{lead.name}</SheetTitle>
      <SheetDescription>
        Inquiry{source} on {formatVenueDate(lead.createdAt, timeZone)}
      </SheetDescription>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <LeadStageMenu lead={lead} onConvert={onConvert} />
        {days !== null && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            <Clock className="size-3" aria-hidden="true" />
            {formatDaysSinceInquiry(days)}
          </span>
        )}
      </div>
    </header>
  );
}

function LeadSheetBody({
  leadId,
  placeholder,
  startAtConvert,
  onClose,
  onOpenLead,
}: {
  leadId: number;
  placeholder: Lead | undefined;
  startAtConvert: boolean;
  onClose: () => void;
  onOpenLead: (id: number) => void;
}) {
  const leadQuery = useLead(leadId, placeholder);
  // Each request (choosing Converted in the list, the board or the header) takes the focus to the form.
  const [convertRequest, setConvertRequest] = useState(startAtConvert ? 1 : 0);
  const timeZone = useVenueTimeZone();
  const lead = leadQuery.data;
  if (!lead) {
    return (
      <div className="grid gap-4 p-6 pr-14">
        <SheetTitle>Lead</SheetTitle>
        <SheetDescription className="sr-only">The lead’s details</SheetDescription>
        {leadQuery.isError ? (
          <QueryError
            title="This lead could not be loaded"
            error={leadQuery.error}
            onRetry={() => void leadQuery.refetch()}
            isRetrying={leadQuery.isFetching}
          />
        ) : (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading the lead</span>
            <Skeleton className="h-6 w-2/3" aria-hidden="true" />
            <Skeleton className="h-40 w-full" aria-hidden="true" />
          </div>
        )}
      </div>
    );
  }
  return (
    <>
      <LeadHeader lead={lead} onConvert={() => setConvertRequest((count) => count + 1)} />
      <div className="grid gap-8 px-6 py-6">
        <LeadMatchesNotice leadId={lead.id} onOpenLead={onOpenLead} />
        <Section
          title="Reply"
          description="Drafts an answer from your venue’s details, whether the date is open and your base price; you edit it, then send it."
        >
          <LeadReplySection lead={lead} />
        </Section>
        <AutomationRunsList about={{ leadId: lead.id }} timeZone={timeZone} />
        <Section title="Details">
          <EditLeadForm lead={lead} />
        </Section>
        <Section
          title="Convert to booking"
          description={
            lead.bookingId === null
              ? 'Books the event on the calendar under its rules; the lead becomes Converted.'
              : undefined
          }
        >
          {lead.bookingId === null ? (
            <ConvertLeadForm lead={lead} focusRequest={convertRequest} />
          ) : (
            <ConvertedBookingNotice bookingId={lead.bookingId} />
          )}
        </Section>
        <div className="border-t pt-6">
          <DeleteLeadButton leadId={lead.id} onDeleted={onClose} />
        </div>
      </div>
    </>
  );
}

/**
 * A lead opened from the list or the board: read, edited, moved through the pipeline, converted
 * or deleted. `startAtConvert` opens it at the conversion form (Converted chosen elsewhere).
 */
export function LeadSheet({
  leadId,
  placeholder,
  startAtConvert = false,
  onClose,
  onOpenLead,
}: {
  leadId: number | null;
  placeholder: Lead | undefined;
  startAtConvert?: boolean;
  onClose: () => void;
  onOpenLead: (id: number) => void;
}) {
  return (
    <Sheet open={leadId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" closeLabel="Close lead" className="overflow-y-auto">
        {leadId !== null && (
          <LeadSheetBody
            key={leadId}
            leadId={leadId}
            placeholder={placeholder}
            startAtConvert={startAtConvert}
            onClose={onClose}
            onOpenLead={onOpenLead}
          />
        )}
      </SheetContent>
    </Sheet>
  );
}

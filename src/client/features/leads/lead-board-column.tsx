import { useDroppable } from '@dnd-kit/core';
import { leadStatusLabels, type LeadStatus } from '#shared/leads/lead-status.ts';
import type { Lead } from '#shared/leads/leads.schemas.ts';
import { cn } from '#client/lib/utils.ts';
import { LeadBoardCard } from './lead-board-card.tsx';

const accents: Record<LeadStatus, string> = {
  new: 'border-t-blue-500',
  contacted: 'border-t-amber-500',
  tour_scheduled: 'border-t-emerald-500',
  proposal_sent: 'border-t-purple-500',
  converted: 'border-t-green-600',
  lost: 'border-t-gray-400',
};

/** A stage of the pipeline: a drop target keyed by its status, with the loaded leads in it. */
export function LeadBoardColumn({
  stage,
  leads,
  isDragging,
  onOpen,
  onConvert,
}: {
  stage: LeadStatus;
  leads: Lead[];
  isDragging: boolean;
  onOpen: (lead: Lead) => void;
  onConvert: (lead: Lead) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  return (
    <section
      ref={setNodeRef}
      aria-label={leadStatusLabels[stage]}
      data-stage={stage}
      className={cn(
        'bg-muted/50 flex w-64 shrink-0 snap-start flex-col rounded-xl border border-t-4 transition-colors',
        accents[stage],
        isDragging && 'border-dashed',
        isOver && 'bg-accent ring-primary ring-2',
      )}
    >
      <h2 className="flex items-center justify-between gap-2 px-3 pt-3 pb-2 text-sm font-semibold">
        {leadStatusLabels[stage]}
        <span className="bg-background text-muted-foreground rounded-full px-2 text-xs tabular-nums">
          {leads.length.toLocaleString('en-US')}
          <span className="sr-only"> {leads.length === 1 ? 'lead' : 'leads'}</span>
        </span>
      </h2>
      {leads.length === 0 ? (
        <p className="text-muted-foreground mx-3 mb-3 rounded-lg border border-dashed px-3 py-6 text-center text-xs">
          {isOver ? 'Drop to move here' : 'No leads'}
        </p>
      ) : (
        <ul className="grid content-start gap-2 px-3 pb-3">
          {leads.map((lead) => (
            <LeadBoardCard key={lead.id} lead={lead} onOpen={onOpen} onConvert={onConvert} />
          ))}
        </ul>
      )}
    </section>
  );
}

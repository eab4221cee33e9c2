import { useDraggable } from '@dnd-kit/core';
import { CalendarDays, GripVertical, Users } from 'lucide-react';
import type { Lead } from '#shared/leads/leads.schemas.ts';
import { formatDollars } from '#client/lib/format.ts';
import { cn } from '#client/lib/utils.ts';
import { formatCalendarDay, formatGuests } from './lead-format.ts';
import { LeadStageMenu } from './lead-stage-menu.tsx';

const cardClasses = 'bg-card grid gap-1.5 rounded-lg border p-3 text-sm shadow-sm';

function CardDetails({ lead }: { lead: Lead }) {
  return (
    <>
      <p className="text-muted-foreground truncate text-xs">{lead.email}</p>
      <p className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <span className="inline-flex items-center gap-1">
          <CalendarDays className="size-3" aria-hidden="true" />
          {lead.preferredDate ? formatCalendarDay(lead.preferredDate) : 'No date set'}
        </span>
        {lead.guestCount !== null && (
          <span className="inline-flex items-center gap-1">
            <Users className="size-3" aria-hidden="true" />
            {formatGuests(lead.guestCount)}
          </span>
        )}
        {lead.budget !== null && <span>{formatDollars(lead.budget)}</span>}
      </p>
    </>
  );
}

/**
 * A lead on the board. A mouse or a finger (after a short press) drags the card; the keyboard
 * picks it up by its handle; "Move to…" moves it without dragging; the name opens the lead.
 */
export function LeadBoardCard({
  lead,
  onOpen,
  onConvert,
}: {
  lead: Lead;
  onOpen: (lead: Lead) => void;
  onConvert: (lead: Lead) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: String(lead.id),
    data: { lead },
  });
  return (
    <li
      ref={setNodeRef}
      {...listeners}
      className={cn(cardClasses, 'touch-manipulation', isDragging && 'opacity-40')}
      data-lead-id={lead.id}
    >
      <div className="flex items-start gap-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          aria-label={`Drag ${lead.name}`}
          className="text-muted-foreground hover:bg-accent focus-visible:ring-ring -ml-1 flex size-7 shrink-0 cursor-grab items-center justify-center rounded focus-visible:ring-2 focus-visible:outline-none"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={() => onOpen(lead)}
          className="focus-visible:ring-ring min-w-0 flex-1 cursor-pointer rounded text-left leading-7 font-medium break-words hover:underline focus-visible:ring-2 focus-visible:outline-none"
        >
          {lead.name}
        </button>
      </div>
      <CardDetails lead={lead} />
      <div className="-mb-1 flex justify-end">
        <LeadStageMenu lead={lead} onConvert={onConvert} variant="move" />
      </div>
    </li>
  );
}

/** The copy that follows the pointer (DragOverlay), so the card can leave its scrolling board. */
export function LeadBoardCardOverlay({ lead }: { lead: Lead }) {
  return (
    <div className={cn(cardClasses, 'w-58 cursor-grabbing shadow-lg')} data-lead-id={lead.id}>
      <p className="font-medium break-words">{lead.name}</p>
      <CardDetails lead={lead} />
    </div>
  );
}

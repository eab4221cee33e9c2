import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { leadStatuses, type LeadStatus } from '#shared/leads/lead-status.ts';
import type { Lead } from '#shared/leads/leads.schemas.ts';
import { QueryError } from '#client/components/query-error.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import type { useLeadsList } from './api.ts';
import { boardAnnouncements, boardInstructions, stageColumnCoordinates } from './board-keyboard.ts';
import { LeadBoardCardOverlay } from './lead-board-card.tsx';
import { LeadBoardColumn } from './lead-board-column.tsx';
import { useMoveLead } from './lead-stage-menu.tsx';
import { LeadsListFooter } from './leads-list-footer.tsx';

// The pointer decides where a mouse or touch drop lands; the keyboard moves by whole columns.
const detectCollision: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

function groupByStage(leads: readonly Lead[]): Record<LeadStatus, Lead[]> {
  const groups = Object.fromEntries(leadStatuses.map((stage) => [stage, [] as Lead[]])) as Record<LeadStatus, Lead[]>;
  for (const lead of leads) groups[lead.status].push(lead);
  return groups;
}

/**
 * The pipeline as columns, one per stage, holding the leads loaded so far (the list's pages and
 * filters). A card dropped on another column moves there at once; dropped on Converted, a lead
 * not yet booked opens at the conversion form instead (decision 038).
 */
export function LeadsBoard({
  query,
  onOpen,
  onConvert,
}: {
  query: ReturnType<typeof useLeadsList>;
  onOpen: (lead: Lead) => void;
  onConvert: (lead: Lead) => void;
}) {
  const move = useMoveLead(onConvert);
  const [dragged, setDragged] = useState<Lead | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A short press picks a card up, so a swipe still scrolls the board on a phone.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ['Space', 'Enter'], cancel: ['Escape'], end: ['Space', 'Enter'] },
      coordinateGetter: stageColumnCoordinates,
    }),
  );
  const leads = useMemo(() => query.data?.pages.flatMap((page) => page.leads), [query.data]);
  const columns = useMemo(() => groupByStage(leads ?? []), [leads]);

  if (query.isError && !query.data) {
    return (
      <QueryError
        title="Leads could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    setDragged(null);
    const lead = active.data.current?.lead as Lead | undefined;
    if (lead && over && leadStatuses.includes(over.id as LeadStatus)) move(lead, over.id as LeadStatus);
  }

  return (
    <Card className="overflow-hidden" aria-busy={query.isFetching}>
      {leads ? (
        <DndContext
          sensors={sensors}
          collisionDetection={detectCollision}
          accessibility={{ announcements: boardAnnouncements, screenReaderInstructions: boardInstructions }}
          onDragStart={({ active }) => setDragged((active.data.current?.lead as Lead | undefined) ?? null)}
          onDragCancel={() => setDragged(null)}
          onDragEnd={onDragEnd}
        >
          {/* Relative, so dnd-kit's hidden texts scroll with the board instead of widening the page. */}
          <div role="group" aria-label="Leads board" className="relative flex snap-x gap-3 overflow-x-auto p-3 sm:p-4">
            {leadStatuses.map((stage) => (
              <LeadBoardColumn
                key={stage}
                stage={stage}
                leads={columns[stage]}
                isDragging={dragged !== null}
                onOpen={onOpen}
                onConvert={onConvert}
              />
            ))}
          </div>
          <DragOverlay>{dragged && <LeadBoardCardOverlay lead={dragged} />}</DragOverlay>
        </DndContext>
      ) : (
        <div role="status" className="flex gap-3 overflow-hidden p-4">
          <span className="sr-only">Loading leads</span>
          {leadStatuses.slice(0, 4).map((stage) => (
            <Skeleton key={stage} className="h-48 w-64 shrink-0 rounded-xl" aria-hidden="true" />
          ))}
        </div>
      )}
      <LeadsListFooter query={query} />
    </Card>
  );
}

import type {
  Announcements,
  KeyboardCoordinateGetter,
  ScreenReaderInstructions,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { leadStatuses, leadStatusLabels, type LeadStatus } from '#shared/leads/lead-status.ts';
import type { Lead } from '#shared/leads/leads.schemas.ts';

const stageOffsets: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

function isStage(id: UniqueIdentifier | undefined): id is LeadStatus {
  return leadStatuses.includes(id as LeadStatus);
}

/**
 * Left and right arrows move a picked-up card to the stage before or after the one it is over
 * (its own stage at first), landing at the top of that column; dnd-kit's default would move it
 * 25 px at a time.
 */
export const stageColumnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const offset = stageOffsets[event.code];
  const { collisionRect, droppableRects, over, active } = context;
  if (offset === undefined || !collisionRect) return undefined;
  event.preventDefault();
  const from = isStage(over?.id) ? over.id : (active?.data.current?.lead as Lead | undefined)?.status;
  const next = from ? leadStatuses[leadStatuses.indexOf(from) + offset] : undefined;
  const target = next ? droppableRects.get(next) : undefined;
  if (!target) return undefined;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: target.top + 48 };
};

function describeLead(active: { data: { current?: Record<string, unknown> } }): string {
  const lead = active.data.current?.lead as Lead | undefined;
  return lead ? lead.name : 'the lead';
}

function describeStage(id: UniqueIdentifier): string {
  return isStage(id) ? leadStatusLabels[id] : 'no stage';
}

export const boardInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this lead to another stage, press Space, use the left and right arrow keys to choose the stage, then press Space again, or Escape to cancel. Or use the Move to menu.',
};

/** What screen readers hear while a card moves (dnd-kit's live region). */
export const boardAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${describeLead(active)}.`,
  onDragOver: ({ active, over }) =>
    over ? `${describeLead(active)} is over ${describeStage(over.id)}.` : `${describeLead(active)} is over no stage.`,
  onDragEnd: ({ active, over }) => {
    if (!over) return `${describeLead(active)} was dropped outside the board; nothing changed.`;
    const lead = active.data.current?.lead as Lead | undefined;
    if (over.id === 'converted' && lead?.bookingId === null) {
      return `${describeLead(active)} was dropped on Converted: the conversion form opens.`;
    }
    return `${describeLead(active)} was dropped on ${describeStage(over.id)}.`;
  },
  onDragCancel: ({ active }) => `Moving ${describeLead(active)} was cancelled; nothing changed.`,
};

import { ArrowRightLeft, ChevronDown } from 'lucide-react';
import { leadStatuses, leadStatusLabels, type LeadStatus } from '#shared/leads/lead-status.ts';
import type { Lead } from '#shared/leads/leads.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { badgeVariants } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/utils.ts';
import { leadStatusClasses } from './lead-status-badge.tsx';
import { useChangeLeadStage } from './use-change-lead-stage.ts';

/** What choosing a stage does: nothing for the current one; Converted goes through the conversion form. */
export function useMoveLead(onConvert: (lead: Lead) => void) {
  const change = useChangeLeadStage();
  return (lead: Lead, status: LeadStatus) => {
    if (status === lead.status) return;
    if (status === 'converted' && lead.bookingId === null) onConvert(lead);
    else change.mutate({ lead, status });
  };
}

/** Converting books the event, so a lead not yet booked reaches Converted through the form. */
export function getStageChoiceLabel(lead: Lead, status: LeadStatus): string {
  return status === 'converted' && lead.bookingId === null ? 'Convert to booking…' : leadStatusLabels[status];
}

/**
 * One click moves the lead to another stage, saved at once. As a badge (the list, the sheet) it
 * shows the stage it is in; as "Move to…" it is the board's way to move a card without dragging.
 */
export function LeadStageMenu({
  lead,
  onConvert,
  variant = 'badge',
  className,
}: {
  lead: Lead;
  onConvert: (lead: Lead) => void;
  variant?: 'badge' | 'move';
  className?: string;
}) {
  const move = useMoveLead(onConvert);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {variant === 'badge' ? (
          <button
            type="button"
            aria-label={`Stage of ${lead.name}: ${leadStatusLabels[lead.status]}`}
            className={cn(
              badgeVariants({ variant: 'outline' }),
              leadStatusClasses[lead.status],
              'focus-visible:ring-ring min-h-7 cursor-pointer gap-1 hover:brightness-95 focus-visible:ring-2 focus-visible:outline-none',
              className,
            )}
          >
            {leadStatusLabels[lead.status]}
            <ChevronDown className="size-3.5" aria-hidden="true" />
          </button>
        ) : (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Move to…, ${lead.name}`}
            className={cn('h-8 px-2 text-xs', className)}
          >
            <ArrowRightLeft aria-hidden="true" className="size-3.5" />
            Move to…
          </Button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Move {lead.name} to</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={lead.status} onValueChange={(value) => move(lead, value as LeadStatus)}>
          {leadStatuses.map((status) => (
            <DropdownMenuRadioItem key={status} value={status}>
              {getStageChoiceLabel(lead, status)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

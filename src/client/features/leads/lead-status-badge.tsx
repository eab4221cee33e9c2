import { leadStatusLabels, type LeadStatus } from '#shared/leads/lead-status.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/utils.ts';

// Text shades keep 4.5:1 contrast on their tint; the first three match the dashboard's Recent Leads.
export const leadStatusClasses: Record<LeadStatus, string> = {
  new: 'border-blue-200 bg-blue-100 text-blue-900',
  contacted: 'border-amber-200 bg-amber-100 text-amber-900',
  tour_scheduled: 'border-emerald-200 bg-emerald-100 text-emerald-900',
  proposal_sent: 'border-purple-200 bg-purple-100 text-purple-900',
  converted: 'border-green-300 bg-green-100 text-green-900',
  lost: 'border-gray-200 bg-gray-100 text-gray-800',
};

export function LeadStatusBadge({ status, className }: { status: LeadStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(leadStatusClasses[status], className)}>
      {leadStatusLabels[status]}
    </Badge>
  );
}

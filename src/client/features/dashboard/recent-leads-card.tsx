import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import type { DashboardLead } from '#shared/dashboard/dashboard.schemas.ts';
import { recentLeadBadges, type LeadStatus } from '#shared/leads/lead-status.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ActivityCard, ActivityList } from './activity-card.tsx';
import { getInitials } from '#client/lib/format.ts';
import { formatDay } from './venue-dates.ts';

// Text shades keep 4.5:1 contrast on their tint, like the calendar's status badges.
const badgeClasses: Partial<Record<LeadStatus, string>> = {
  new: 'border-blue-200 bg-blue-100 text-blue-900',
  contacted: 'border-amber-200 bg-amber-100 text-amber-900',
  tour_scheduled: 'border-emerald-200 bg-emerald-100 text-emerald-900',
};

function getBadgeLabel(status: LeadStatus): string {
  return status in recentLeadBadges ? recentLeadBadges[status as keyof typeof recentLeadBadges] : status;
}

/**
 * Spec §2: up to 3 leads still being worked, newest first, and a View all link to /leads. Each
 * lead opens in the Leads page's sheet (/leads?lead={id}), to be answered from here.
 */
export function RecentLeadsCard({ leads }: { leads: DashboardLead[] | undefined }) {
  return (
    <ActivityCard
      title="Recent Leads"
      isLoading={!leads}
      isEmpty={leads?.length === 0}
      emptyText="No recent leads"
      action={
        <Button asChild variant="ghost" size="sm" className="text-primary -my-2 -mr-3">
          <Link href="/leads" aria-label="View all leads">
            View all
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      <ActivityList>
        {leads?.map((lead) => (
          <li key={lead.id}>
            <Link
              href={`/leads?lead=${lead.id}`}
              className="hover:bg-muted/60 focus-visible:ring-ring -mx-2 flex items-center gap-3 rounded-md px-2 py-3 transition-colors focus-visible:ring-2 focus-visible:outline-none"
            >
              <span
                aria-hidden="true"
                className="bg-accent text-accent-foreground flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold"
              >
                {getInitials(lead.name)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words">{lead.name}</span>
                <span className="text-muted-foreground block text-xs">
                  {lead.preferredDate ? formatDay(lead.preferredDate) : 'No date set'}
                </span>
              </span>
              <Badge variant="outline" className={badgeClasses[lead.status] ?? 'bg-secondary'}>
                {getBadgeLabel(lead.status)}
              </Badge>
            </Link>
          </li>
        ))}
      </ActivityList>
    </ActivityCard>
  );
}

import { CalendarDays, Clock, DollarSign, Mail, Phone, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Lead } from '#shared/leads/leads.schemas.ts';
import { formatDollars, getInitials } from '#client/lib/format.ts';
import { cn } from '#client/lib/utils.ts';
import { formatCalendarDay, formatDaysSinceInquiry, formatGuests } from './lead-format.ts';
import { LeadStageMenu } from './lead-stage-menu.tsx';

/**
 * The columns of the list where its box is wide enough (a container query, so the sidebar's
 * width counts): lead, contact (email over phone), preferred date, guests, budget, status.
 */
export const wideColumns = '@4xl:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)_7.25rem_3.5rem_5.5rem_9.5rem]';

/** One detail of a lead: an icon on a phone, a column on a wide screen; named for screen readers. */
function Detail({
  icon,
  label,
  className,
  children,
}: {
  icon: ReactNode;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      className={cn('text-muted-foreground @4xl:text-foreground flex min-w-0 items-center gap-1.5 text-sm', className)}
    >
      <span className="shrink-0 @4xl:hidden" aria-hidden="true">
        {icon}
      </span>
      <span className="sr-only">{label}: </span>
      <span className="min-w-0 truncate">{children}</span>
    </p>
  );
}

function Unset({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{text}</span>
    </>
  );
}

const iconClass = 'size-3.5';

/**
 * A lead as a card on a phone and as a row of columns on a wide screen, from one markup: the
 * event details become the row's own cells (`display: contents`) where there is room.
 * The name opens the lead; its hit area covers the whole row but the stage menu.
 */
export function LeadRow({
  lead,
  daysSinceInquiry,
  onOpen,
  onConvert,
}: {
  lead: Lead;
  daysSinceInquiry: number | null;
  onOpen: (lead: Lead) => void;
  onConvert: (lead: Lead) => void;
}) {
  return (
    <li
      className={cn(
        'hover:bg-muted/50 relative grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1.5 px-4 py-4 transition-colors @4xl:items-center @4xl:gap-x-4 @4xl:py-3',
        wideColumns,
      )}
    >
      <div className="flex min-w-0 items-center gap-3">
        <span
          aria-hidden="true"
          className="bg-accent text-accent-foreground flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold"
        >
          {getInitials(lead.name)}
        </span>
        <div className="min-w-0">
          <button
            type="button"
            onClick={() => onOpen(lead)}
            className="focus-visible:after:ring-ring block max-w-full cursor-pointer text-left font-medium break-words after:absolute after:inset-0 after:rounded-md focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-inset"
          >
            {lead.name}
          </button>
          {daysSinceInquiry !== null && (
            <span
              className={cn(
                'mt-0.5 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
                daysSinceInquiry >= 3 ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900',
              )}
            >
              <Clock className="size-3" aria-hidden="true" />
              {formatDaysSinceInquiry(daysSinceInquiry)}
            </span>
          )}
        </div>
      </div>
      <div className="col-span-2 grid gap-1 pl-12 @4xl:col-span-1 @4xl:gap-0.5 @4xl:pl-0">
        <Detail icon={<Mail className={iconClass} />} label="Email">
          {lead.email}
        </Detail>
        <Detail icon={<Phone className={iconClass} />} label="Phone" className="@4xl:text-muted-foreground">
          {lead.phone ?? <Unset text="No phone" />}
        </Detail>
      </div>
      <div className="col-span-2 flex flex-wrap gap-x-4 gap-y-1 pl-12 @4xl:contents">
        <Detail icon={<CalendarDays className={iconClass} />} label="Preferred date">
          {lead.preferredDate ? formatCalendarDay(lead.preferredDate) : 'No date set'}
        </Detail>
        <Detail icon={<Users className={iconClass} />} label="Guests">
          {lead.guestCount === null ? (
            <Unset text="Not given" />
          ) : (
            // Under the Guests heading the number says it all.
            <>
              <span className="@4xl:hidden">{formatGuests(lead.guestCount)}</span>
              <span className="hidden @4xl:inline">{lead.guestCount.toLocaleString('en-US')}</span>
            </>
          )}
        </Detail>
        <Detail icon={<DollarSign className={iconClass} />} label="Budget">
          {lead.budget === null ? <Unset text="Not given" /> : formatDollars(lead.budget)}
        </Detail>
      </div>
      {/* Above the name's hit area, so the stage changes in one click without opening the lead. */}
      <div className="relative z-10 col-start-2 row-start-1 self-start @4xl:col-start-auto @4xl:row-start-auto @4xl:self-center">
        <LeadStageMenu lead={lead} onConvert={onConvert} />
      </div>
    </li>
  );
}

import { bookingStatuses, bookingStatusLabels } from '#shared/bookings/booking-status.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';
import { ALL_FILTER, formatBookingCount } from './booking-filters.ts';
import { statusLegend } from './booking-status-colours.ts';
import type { BookingCalendar } from './use-booking-calendar.ts';

/** Status and event-type filters with the count of matching bookings (spec §2). */
export function CalendarFilters({ calendar }: { calendar: BookingCalendar }) {
  const { filters, setFilters, eventTypeOptions } = calendar;
  // A chosen type stays listed after moving to a period without it, so the select can show it.
  const typeOptions =
    filters.eventType === ALL_FILTER || eventTypeOptions.includes(filters.eventType)
      ? eventTypeOptions
      : [filters.eventType, ...eventTypeOptions];

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Select value={filters.status} onValueChange={(status) => setFilters({ ...filters, status })}>
        <SelectTrigger aria-label="Filter by status" className="w-full sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_FILTER}>All statuses</SelectItem>
          {bookingStatuses.map((status) => (
            <SelectItem key={status} value={status}>
              {bookingStatusLabels[status]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={filters.eventType} onValueChange={(eventType) => setFilters({ ...filters, eventType })}>
        <SelectTrigger aria-label="Filter by event type" className="w-full sm:w-52">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_FILTER}>All event types</SelectItem>
          {typeOptions.map((type) => (
            <SelectItem key={type} value={type}>
              {type}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Badge variant="secondary" className="px-3 py-1 text-sm" role="status">
        {calendar.query.isPending ? 'Loading…' : formatBookingCount(calendar.filtered.length)}
      </Badge>
    </div>
  );
}

/** The status colours (spec §2), the same map the grid, cards and badges use. */
export function StatusLegend() {
  return (
    <ul aria-label="Status colours" className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1.5 text-xs">
      {statusLegend.map(({ key, label, dot }) => (
        <li key={key} className="flex items-center gap-1.5">
          <span className={`size-2.5 rounded-full ${dot}`} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}

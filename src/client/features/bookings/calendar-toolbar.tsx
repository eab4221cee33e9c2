import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';
import { calendarViewLabels, calendarViews, getPeriodTitle, periodNavLabels } from './calendar-dates.ts';
import type { BookingCalendar } from './use-booking-calendar.ts';
import { isBrowserTimeZone } from './venue-time.ts';

/**
 * The period heading, previous / today / next, and the Month / Week / Day switch. When the browser
 * is in another zone than the venue, a quiet note says whose clock the calendar keeps.
 */
export function CalendarToolbar({ calendar }: { calendar: BookingCalendar }) {
  const { view, date } = calendar.period;
  const { timeZone } = calendar;
  const labels = periodNavLabels[view];
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" aria-label={labels.previous} onClick={calendar.goToPrevious}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" aria-label={labels.next} onClick={calendar.goToNext}>
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" onClick={calendar.goToToday}>
            Today
          </Button>
        </div>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold sm:text-xl" aria-live="polite">
            {getPeriodTitle(view, date, timeZone)}
          </h2>
          {!isBrowserTimeZone(timeZone) && <p className="text-muted-foreground text-xs">Times in {timeZone}</p>}
        </div>
      </div>
      <div role="group" aria-label="Calendar view" className="bg-muted inline-flex rounded-lg p-1">
        {calendarViews.map((option) => (
          <Button
            key={option}
            size="sm"
            variant="ghost"
            aria-pressed={option === view}
            className={cn('h-8 px-3', option === view && 'bg-background hover:bg-background shadow-sm')}
            onClick={() => calendar.setView(option)}
          >
            {calendarViewLabels[option]}
          </Button>
        ))}
      </div>
    </div>
  );
}

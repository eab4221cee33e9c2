import { CalendarPlus, ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import type { SharedCalendar } from '#shared/calendar/calendar-share.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from './shared-calendar-i18n.ts';
import { SharedEventItem } from './shared-event-item.tsx';
import { formatMonthTitle, formatTimeZoneName, groupEventsByDay, shiftMonth } from './shared-month.ts';

/**
 * The month's neighbours as links to their addresses, so they work before (or without) the
 * page's script: the server renders any month (docs/decisions/067). With the script, a plain
 * click turns the month in place; a click to open a new tab is left to the browser.
 */
function MonthLink({ month, label, onMonthChange, children }: MonthLinkProps) {
  const { locale } = useT();
  // The address's other parameters (the chosen ?lang=) go with the month.
  const params = new URLSearchParams(useSearch());
  params.set('month', month);
  return (
    <Button variant="outline" size="icon" asChild>
      <a
        href={`?${params.toString()}`}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onMonthChange(month);
        }}
      >
        {children}
        <span className="sr-only">
          {label}, {formatMonthTitle(month, locale)}
        </span>
      </a>
    </Button>
  );
}

interface MonthLinkProps {
  month: string;
  label: string;
  onMonthChange: (month: string) => void;
  children: ReactNode;
}

function MonthNav({ month, onMonthChange }: { month: string; onMonthChange: (month: string) => void }) {
  const { t, locale } = useT();
  return (
    <nav aria-label={t('sharedCalendar.month')} className="flex items-center justify-between gap-2">
      <MonthLink month={shiftMonth(month, -1)} label={t('sharedCalendar.previousMonth')} onMonthChange={onMonthChange}>
        <ChevronLeft aria-hidden="true" />
      </MonthLink>
      <h2 className="text-center text-xl font-semibold" aria-live="polite">
        {formatMonthTitle(month, locale)}
      </h2>
      <MonthLink month={shiftMonth(month, 1)} label={t('sharedCalendar.nextMonth')} onMonthChange={onMonthChange}>
        <ChevronRight aria-hidden="true" />
      </MonthLink>
    </nav>
  );
}

/**
 * A feed's address asking for VenueDesk's own texts in the page's language ("Evento", "Boda");
 * English is the feed as it always was, so its address is left as it is.
 */
function inLanguage(url: string, language: string): string {
  return language === 'en' ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
}

/** 'Add to calendar' (webcal) and 'Download ICS', which the venue's allow-downloads switch offers. */
function DownloadLinks({ downloads }: { downloads: NonNullable<SharedCalendar['downloads']> }) {
  const { t, language } = useT();
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button asChild>
        <a href={inLanguage(downloads.webcalUrl, language)}>
          <CalendarPlus aria-hidden="true" />
          {t('sharedCalendar.addToCalendar')}
        </a>
      </Button>
      <Button variant="outline" asChild>
        <a href={inLanguage(downloads.icsUrl, language)} download>
          <Download aria-hidden="true" />
          {t('sharedCalendar.downloadIcs')}
        </a>
      </Button>
    </div>
  );
}

/**
 * The read-only month: a list of the days that have events (on a phone a list reads better than
 * seven narrow columns), each event at the venue's time.
 */
export function SharedCalendarView({
  calendar,
  month,
  onMonthChange,
}: {
  calendar: SharedCalendar;
  month: string;
  onMonthChange: (month: string) => void;
}) {
  const { t, locale } = useT();
  const { timeZone } = calendar.venue;
  const days = useMemo(() => groupEventsByDay(calendar.events, timeZone, locale), [calendar.events, timeZone, locale]);
  const monthTitle = formatMonthTitle(month, locale);
  const count = calendar.events.length;
  return (
    <div className="grid min-w-0 gap-5">
      {calendar.downloads && <DownloadLinks downloads={calendar.downloads} />}
      <div className="bg-card grid gap-1 rounded-xl border p-3 shadow-sm sm:p-4">
        <MonthNav month={month} onMonthChange={onMonthChange} />
        <p className="text-muted-foreground text-center text-xs">
          {t('sharedCalendar.summary', {
            count,
            timeZone: formatTimeZoneName(timeZone, month, locale),
          })}
        </p>
      </div>
      {days.length === 0 ? (
        <p className="text-muted-foreground bg-card rounded-xl border border-dashed px-4 py-10 text-center">
          {t('sharedCalendar.noEvents', { month: monthTitle })}
        </p>
      ) : (
        <ol aria-label={t('sharedCalendar.eventsIn', { month: monthTitle })} className="grid gap-5">
          {days.map((day) => (
            <li key={day.key} className="grid min-w-0 gap-2">
              <h3 className="text-muted-foreground text-sm font-semibold">
                <time dateTime={day.key}>{day.title}</time>
              </h3>
              <ul className="grid gap-2">
                {day.events.map((event) => (
                  <SharedEventItem key={event.id} event={event} timeZone={timeZone} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

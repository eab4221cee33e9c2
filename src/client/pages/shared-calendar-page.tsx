import { useParams, useSearchParams } from 'wouter';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useSharedCalendar } from '#client/features/calendar-share/api.ts';
import { SharedCalendarHeader, SharedCalendarLayout } from '#client/features/calendar-share/shared-calendar-layout.tsx';
import { SharedCalendarUnavailable } from '#client/features/calendar-share/shared-calendar-unavailable.tsx';
import { SharedCalendarView } from '#client/features/calendar-share/shared-calendar-view.tsx';
import { getSharedMonth } from '#client/features/calendar-share/shared-month.ts';
import { useBrandTheme } from '#client/lib/use-brand-theme.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/**
 * /shared-calendar/{token|slug} (decision 015): a venue's calendar, read-only, in its colours, with
 * the month in the address (?month=YYYY-MM). What each event shows is what the server sent.
 */
export function SharedCalendarPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [searchParams, setSearchParams] = useSearchParams();
  const month = getSharedMonth(searchParams.get('month'));
  const { data: calendar, error, isPending, refetch } = useSharedCalendar(id, month);
  const venue = calendar?.venue;
  useBrandTheme(
    venue && {
      primaryColor: venue.primaryColor ?? '',
      secondaryColor: venue.secondaryColor ?? '',
      accentColor: venue.accentColor ?? '',
    },
  );
  useDocumentTitle(venue ? `${venue.name} calendar` : 'Shared calendar');

  let body;
  if (isPending) body = <Spinner />;
  else if (error) body = <SharedCalendarUnavailable error={error} onRetry={() => void refetch()} />;
  else {
    body = (
      <>
        <SharedCalendarHeader venue={calendar.venue} />
        <SharedCalendarView
          calendar={calendar}
          month={month}
          onMonthChange={(next) => setSearchParams({ month: next }, { replace: true })}
        />
      </>
    );
  }
  return (
    <SharedCalendarLayout>
      {/* The server sends X-Robots-Tag too; the tag covers a copy of the page saved or cached without headers. */}
      <meta name="robots" content="noindex" />
      {body}
    </SharedCalendarLayout>
  );
}

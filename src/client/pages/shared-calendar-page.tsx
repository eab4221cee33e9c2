import { useParams, useSearchParams } from 'wouter';
import { useSharedCalendar } from '#client/features/calendar-share/api.ts';
import { I18nProvider, useT } from '#client/features/calendar-share/shared-calendar-i18n.ts';
import {
  SharedCalendarHeader,
  SharedCalendarLayout,
  SharedCalendarLoading,
} from '#client/features/calendar-share/shared-calendar-layout.tsx';
import { SharedCalendarUnavailable } from '#client/features/calendar-share/shared-calendar-unavailable.tsx';
import { SharedCalendarView } from '#client/features/calendar-share/shared-calendar-view.tsx';
import { getSharedMonth } from '#client/features/calendar-share/shared-month.ts';
import { useVisitorLanguage } from '#client/lib/i18n/i18n-context.tsx';
import { useBrandTheme } from '#client/lib/use-brand-theme.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/**
 * /shared-calendar/{token|slug} (decision 015): a venue's calendar, read-only, in its colours, with
 * the month in the address (?month=YYYY-MM). What each event shows is what the server sent. It is
 * in the visitor's language (?lang=, their saved choice, their browser's, the venue's default
 * client language), chosen as the server chose it for its render (decision 068).
 */
export function SharedCalendarPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [searchParams] = useSearchParams();
  const month = getSharedMonth(searchParams.get('month'));
  const query = useSharedCalendar(id, month);
  const language = useVisitorLanguage(query.data?.venue.defaultLanguage);
  return (
    <I18nProvider language={language}>
      <SharedCalendarContent query={query} month={month} />
    </I18nProvider>
  );
}

function SharedCalendarContent({ query, month }: { query: ReturnType<typeof useSharedCalendar>; month: string }) {
  const [, setSearchParams] = useSearchParams();
  const { t } = useT();
  const { data: calendar, error, isPending, refetch } = query;
  const venue = calendar?.venue;
  useBrandTheme(
    venue && {
      primaryColor: venue.primaryColor ?? '',
      secondaryColor: venue.secondaryColor ?? '',
      accentColor: venue.accentColor ?? '',
    },
  );
  useDocumentTitle(
    venue ? t('sharedCalendar.pageTitle', { venueName: venue.name }) : t('sharedCalendar.pageTitleUnknownVenue'),
    venue ? t('sharedCalendar.pageDescription', { venueName: venue.name }) : undefined,
  );

  let body;
  if (isPending) body = <SharedCalendarLoading />;
  else if (error) body = <SharedCalendarUnavailable error={error} onRetry={() => void refetch()} />;
  else {
    body = (
      <>
        <SharedCalendarHeader venue={calendar.venue} />
        <SharedCalendarView
          calendar={calendar}
          month={month}
          // The month changes in place, keeping the other parameters (the chosen ?lang=).
          onMonthChange={(next) =>
            setSearchParams(
              (params) => {
                params.set('month', next);
                return params;
              },
              { replace: true },
            )
          }
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

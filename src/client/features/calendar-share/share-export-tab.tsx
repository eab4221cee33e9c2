import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { useId, type ReactNode } from 'react';
import { can } from '#shared/auth/permissions.ts';
import { QueryError } from '#client/components/query-error.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { useCalendarShare } from './api.ts';
import { EmailShareForm } from './email-share-form.tsx';
import { ExportCards } from './export-cards.tsx';
import { MonthlySummary } from './monthly-summary.tsx';
import { PrivacySwitches } from './privacy-switches.tsx';
import { ShareLinkSection } from './share-link-section.tsx';

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 content-start gap-3">
      <div className="grid gap-1">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        {description && <p className="text-muted-foreground text-sm">{description}</p>}
      </div>
      {children}
    </section>
  );
}

function TabSkeleton() {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">Loading the share settings</span>
      <Skeleton className="h-10 w-full" aria-hidden="true" />
      <Skeleton className="h-48 w-full" aria-hidden="true" />
    </div>
  );
}

/**
 * Spec §2 Share & Export, made real (decision 015): the venue's share link and privacy switches as
 * the server keeps them, exports of the viewed month, and its summary. Owners and managers
 * change the settings; coordinators see them and use the links.
 */
export function ShareExportTab({ month, timeZone }: { month: Date; timeZone: string }) {
  const { user } = useAuth();
  const readOnly = !can(user?.role, 'calendar-share:write');
  const shareQuery = useCalendarShare();
  const share = shareQuery.data;
  const monthKey = format(month, 'yyyy-MM', { in: tz(timeZone) });
  const monthLabel = format(month, 'MMMM yyyy', { in: tz(timeZone) });

  return (
    <div className="grid min-w-0 gap-8">
      <Section title={`Monthly Summary · ${monthLabel}`}>
        <MonthlySummary month={month} timeZone={timeZone} monthLabel={monthLabel} />
      </Section>
      {shareQuery.isError ? (
        <QueryError
          title="The share settings could not be loaded"
          error={shareQuery.error}
          onRetry={() => void shareQuery.refetch()}
          isRetrying={shareQuery.isFetching}
        />
      ) : !share ? (
        <TabSkeleton />
      ) : (
        <>
          <div className="grid min-w-0 gap-8 lg:grid-cols-2">
            <Section
              title="Share Calendar"
              description="A read-only view of your calendar for planners, vendors and family."
            >
              <ShareLinkSection share={share} readOnly={readOnly} />
            </Section>
            <Section
              title="Privacy Settings"
              description={
                readOnly
                  ? 'Only owners and managers can change what the shared calendar shows.'
                  : 'Choose what the shared calendar and feed show. Each change saves at once.'
              }
            >
              <PrivacySwitches settings={share.settings} readOnly={readOnly} />
            </Section>
          </div>
          <Section title="Export & Subscribe">
            <ExportCards share={share} month={monthKey} monthLabel={monthLabel} />
          </Section>
          <Section title="Share by Email" description="Send the share link to planners, vendors or family.">
            <EmailShareForm readOnly={readOnly} />
          </Section>
        </>
      )}
    </div>
  );
}

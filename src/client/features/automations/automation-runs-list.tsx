import { automationKindInfo } from '#shared/automations/automation-kinds.ts';
import { formatVenueDateTime } from '#shared/dates/format-dates.ts';
import { useAutomationRuns } from './api.ts';

/**
 * What the automations sent about a lead or a booking: what, to whom, when and how it went. Shows
 * nothing until there is something to show.
 */
export function AutomationRunsList({
  about,
  timeZone,
}: {
  about: { leadId: number } | { bookingId: number };
  timeZone: string;
}) {
  const runsQuery = useAutomationRuns(about);
  const runs = runsQuery.data ?? [];
  if (runs.length === 0) return null;
  return (
    <section aria-labelledby="automation-runs-heading" className="grid min-w-0 gap-2">
      <h3 id="automation-runs-heading" className="text-sm font-semibold">
        Automations
      </h3>
      <ul className="grid gap-2 text-sm">
        {runs.map((run) => (
          <li key={run.id} className="min-w-0 rounded-md border px-3 py-2">
            <p className="font-medium break-words">
              {automationKindInfo[run.kind].title}
              {run.result === 'failed' ? (
                <span className="text-destructive"> · Failed</span>
              ) : (
                <span className="text-muted-foreground font-normal"> · Sent</span>
              )}
            </p>
            <p className="text-muted-foreground break-words">
              “{run.subject}” to {run.recipient}
            </p>
            <p className="text-muted-foreground text-xs">
              <time dateTime={run.createdAt}>{formatVenueDateTime(run.createdAt, { timeZone })}</time>
            </p>
            {run.detail && <p className="text-destructive text-xs">{run.detail}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

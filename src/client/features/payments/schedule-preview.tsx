import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { scheduledPaymentNames } from '#shared/payments/scheduled-payment-names.ts';
import { formatCents, formatDueDay } from './payment-figures.ts';
import { previewSchedule, type ScheduleFormValues } from './schedule-form-values.ts';

interface PreviewRow {
  label: string;
  dueDate: string;
  cents: number | null;
}

function getRows(values: ScheduleFormValues, amounts: number[] | null): PreviewRow[] {
  const at = (index: number) => amounts?.[index] ?? null;
  const percent = values.depositPercent.trim();
  return [
    {
      label: percent ? scheduledPaymentNames.deposit(percent) : 'Deposit',
      dueDate: values.depositDueDate,
      cents: at(0),
    },
    ...values.milestones.map((milestone, index) => ({
      label:
        milestone.share === 'percent' && milestone.value.trim()
          ? `${scheduledPaymentNames.milestone(index + 1)} (${milestone.value.trim()}%)`
          : scheduledPaymentNames.milestone(index + 1),
      dueDate: milestone.dueDate,
      cents: at(index + 1),
    })),
    { label: scheduledPaymentNames.final, dueDate: values.finalDueDate, cents: at(values.milestones.length + 1) },
  ];
}

/**
 * What each payment will be, as the server will make them (the same shared split), while the
 * form is typed; when the split is refused, why.
 */
export function SchedulePreview({
  splitCents,
  splitLabel,
  values,
  error,
}: {
  /** What the schedule splits: the booking's total, or what is left of it once some is paid. */
  splitCents: number;
  splitLabel: string;
  values: ScheduleFormValues;
  /** A refusal from the last submit (the form's own or the server's). */
  error?: string | undefined;
}) {
  const split = previewSchedule(splitCents, values);
  const amounts = split.ok ? [split.depositCents, ...split.milestoneCents, split.finalCents] : null;
  const rows = getRows(values, amounts);
  const headingId = useId();
  // While typing, why the amounts are missing is a note; after Save it is an alert.
  const message = error ?? (split.ok ? undefined : split.message);

  return (
    <section aria-labelledby={headingId} className="bg-muted/40 grid gap-3 rounded-lg border p-4">
      <h3 id={headingId} className="text-sm font-semibold">
        Preview
      </h3>
      <table className="w-full text-sm" data-testid="schedule-preview">
        <thead className="sr-only">
          <tr>
            <th scope="col">Payment</th>
            <th scope="col" className="hidden sm:table-cell">
              Due
            </th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const due = row.dueDate ? formatDueDay(row.dueDate) : 'No due date';
            return (
              <tr key={index} className="border-b last:border-b-0">
                <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                  {row.label}
                  {/* On a phone the due date goes under the payment, so neither wraps. */}
                  <span className="text-muted-foreground block text-xs font-normal sm:hidden">{due}</span>
                </th>
                <td className="text-muted-foreground hidden py-1.5 pr-2 sm:table-cell">{due}</td>
                <td className="py-1.5 text-right font-semibold whitespace-nowrap tabular-nums">
                  {row.cents === null ? '—' : formatCents(row.cents)}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t-2">
            <th scope="row" className="pt-2 text-left font-semibold">
              {splitLabel}
            </th>
            <td className="hidden sm:table-cell" />
            <td className="pt-2 text-right font-bold whitespace-nowrap tabular-nums" data-testid="schedule-total">
              {formatCents(splitCents)}
            </td>
          </tr>
        </tfoot>
      </table>
      {message && (
        <p role={error ? 'alert' : undefined} className="text-destructive flex gap-2 text-sm font-medium">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {message}
        </p>
      )}
    </section>
  );
}

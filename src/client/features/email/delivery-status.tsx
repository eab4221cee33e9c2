import { getDeliveryStatus, type DeliveryStatus, type OutboxEmail } from '#shared/outbox/outbox.schemas.ts';
import { cn } from '#client/lib/utils.ts';

export const deliveryStatusLabels: Record<DeliveryStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
  stored: 'Stored',
};

/** What each status means, said under the e-mail for the ones that need an explanation. */
export const deliveryStatusHints: Partial<Record<DeliveryStatus, string>> = {
  retrying: 'Delivery failed; it will be tried again automatically.',
  failed: 'Delivery failed after every automatic attempt.',
  stored: 'Kept here, not sent: e-mail was not set up when it was written.',
};

// Text colours keep 4.5:1 on their tints (Tailwind's -800 on -50).
const statusStyles: Record<DeliveryStatus, string> = {
  queued: 'border-border bg-background text-foreground',
  sending: 'border-border bg-background text-foreground',
  retrying: 'border-amber-200 bg-amber-50 text-amber-800',
  sent: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  failed: 'border-red-200 bg-red-50 text-red-800',
  stored: 'border-slate-200 bg-slate-100 text-slate-800',
};

export function DeliveryStatusBadge({ email }: { email: Pick<OutboxEmail, 'status' | 'attempts'> }) {
  const status = getDeliveryStatus(email);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        statusStyles[status],
      )}
    >
      {deliveryStatusLabels[status]}
    </span>
  );
}

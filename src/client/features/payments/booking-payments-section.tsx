import { CalendarClock } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { decimalToCents } from '#shared/payments/payment-schedule.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { usePayments } from './api.ts';
import { formatCents, getAmountCents, getMoneyInCents, getRefundableCents } from './payment-figures.ts';
import type { PaymentScheduleDialogProps } from './payment-schedule-dialog.tsx';
import { getScheduleState } from './schedule-state.ts';

function NoDialog() {
  return null;
}

// The schedule form (react-hook-form, zod) loads when it is first opened, not with the shell.
const PaymentScheduleDialog = lazy(async (): Promise<{ default: ComponentType<PaymentScheduleDialogProps> }> => {
  try {
    return { default: (await import('./payment-schedule-dialog.tsx')).PaymentScheduleDialog };
  } catch {
    toast({
      variant: 'destructive',
      title: 'Error',
      description: 'The payment schedule could not be loaded. Please reload the page.',
    });
    return { default: NoDialog };
  }
});

/** This booking's payments in one line: how many, and how much is paid of what is owed. */
function PaymentsLine({ payments }: { payments: Payment[] }) {
  if (payments.length === 0) return <p className="text-muted-foreground text-sm">No payments yet.</p>;
  // What was paid and kept: a partly refunded payment counts for what is left of it.
  const paidCents = payments
    .filter((payment) => payment.status === 'paid')
    .reduce((total, payment) => total + getRefundableCents(payment), 0);
  const owedCents = payments.reduce((total, payment) => total + getAmountCents(payment), 0);
  return (
    <p className="text-muted-foreground text-sm">
      {payments.length === 1 ? '1 payment' : `${payments.length} payments`}: {formatCents(paidCents)} paid of{' '}
      {formatCents(owedCents)}.
    </p>
  );
}

/**
 * The payments part of a booking's details (the bookings feature's details extension, filled by
 * the app so that bookings never imports payments): the booking's payments in a line, and the
 * payment schedule form, which takes the booking's total when it has none, and replaces a saved
 * schedule while nothing of it is paid.
 */
export function BookingPaymentsSection({ booking }: { booking: Booking }) {
  const [isOpen, setOpen] = useState(false);
  const [isLoaded, setLoaded] = useState(false);
  // Only this booking's payments, filtered by the server.
  const paymentsQuery = usePayments({ bookingId: booking.id });
  const payments = paymentsQuery.data?.filter((payment) => payment.status !== 'refunded');
  const totalCents = booking.totalAmount === null ? 0 : (decimalToCents(booking.totalAmount) ?? 0);
  const hasTotal = totalCents > 0;
  // A schedule splits what is left of the total (decision 033); once all of it is in, nothing is.
  const isSettled = hasTotal && payments !== undefined && getMoneyInCents(payments) >= totalCents;
  const schedule = getScheduleState(paymentsQuery.data ?? []);
  const mode = schedule === 'replaceable' ? 'replace' : 'create';
  return (
    <section aria-labelledby={`booking-${booking.id}-payments`} className="grid gap-2 border-t pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`booking-${booking.id}-payments`} className="text-sm font-semibold">
          Payments
        </h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!payments || schedule === 'locked' || (isSettled && mode === 'create')}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          <CalendarClock aria-hidden="true" />
          {mode === 'create' ? 'Payment Schedule' : 'Replace Schedule'}
        </Button>
      </div>
      {payments && <PaymentsLine payments={payments} />}
      {!hasTotal && <p className="text-muted-foreground text-sm">The payment schedule asks for the booking’s total.</p>}
      {isSettled && schedule === 'none' && (
        <p className="text-muted-foreground text-sm">The booking’s total is paid: nothing is left to schedule.</p>
      )}
      {schedule === 'replaceable' && (
        <p className="text-muted-foreground text-sm">
          Nothing of the schedule is paid yet: Replace Schedule makes a new one in its place.
        </p>
      )}
      {schedule === 'locked' && (
        <p className="text-muted-foreground text-sm">
          A new schedule can be made once the unpaid deposit, milestone and final payments are paid.
        </p>
      )}
      {isLoaded && (
        <Suspense fallback={null}>
          <PaymentScheduleDialog booking={booking} mode={mode} open={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}

import { paymentStatusLabels, TEST_PAYMENT_NOTICE, type PaymentStatus } from '#shared/payments/payment-status.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/utils.ts';

// Text shades keep 4.5:1 contrast on their tint. Processing (a bank debit on its way) is blue:
// neither owed (amber) nor paid (green).
const statusClasses: Record<PaymentStatus, string> = {
  pending: 'border-amber-200 bg-amber-100 text-amber-900',
  processing: 'border-sky-200 bg-sky-100 text-sky-900',
  paid: 'border-green-300 bg-green-100 text-green-900',
  failed: 'border-red-200 bg-red-100 text-red-900',
  refunded: 'border-gray-200 bg-gray-100 text-gray-800',
};

/** `label`: the status in the page's language (the client portal's); the staff label otherwise. */
export function PaymentStatusBadge({
  status,
  label,
  className,
}: {
  status: PaymentStatus;
  label?: string;
  className?: string;
}) {
  return (
    <Badge variant="outline" data-testid="payment-status" className={cn(statusClasses[status], className)}>
      {label ?? paymentStatusLabels[status]}
    </Badge>
  );
}

/**
 * Marks a payment the built-in test processor took (provider 'test'): it looks paid, but no money
 * moved (decision 033). The eye reads "Test"; a screen reader and the mouse's tooltip get the
 * whole notice.
 */
export function TestPaymentBadge({
  className,
  label = 'Test',
  notice = TEST_PAYMENT_NOTICE,
}: {
  className?: string;
  /** The page's words for "Test" and the notice (the client portal's language). */
  label?: string;
  notice?: string;
}) {
  return (
    <Badge
      variant="outline"
      data-testid="test-payment"
      title={notice}
      className={cn('border-dashed border-violet-300 bg-violet-50 text-violet-900', className)}
    >
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">{notice}</span>
    </Badge>
  );
}

import { paymentStatusLabels, type PaymentStatus } from '#shared/payments/payment-status.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/utils.ts';

// Text shades keep 4.5:1 contrast on their tint.
const statusClasses: Record<PaymentStatus, string> = {
  pending: 'border-amber-200 bg-amber-100 text-amber-900',
  paid: 'border-green-300 bg-green-100 text-green-900',
  failed: 'border-red-200 bg-red-100 text-red-900',
  refunded: 'border-gray-200 bg-gray-100 text-gray-800',
};

export function PaymentStatusBadge({ status, className }: { status: PaymentStatus; className?: string }) {
  return (
    <Badge variant="outline" data-testid="payment-status" className={cn(statusClasses[status], className)}>
      {paymentStatusLabels[status]}
    </Badge>
  );
}

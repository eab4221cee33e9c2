import { Send } from 'lucide-react';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useRequestPayment } from './api.ts';
import { formatPaymentAmount } from './payment-figures.ts';

/**
 * Request Payment asks the couple, not the staff member, to pay (decision 059): the server e-mails
 * them the portal's checkout or a pay link, and the toast says where it went. Taking a card over
 * the phone is the row menu's "Take card payment".
 */
export function RequestPaymentButton({ payment, name }: { payment: Payment; name: string }) {
  const mutation = useRequestPayment();
  const isBusy = mutation.isPending;

  function request() {
    mutation.mutate(payment.id, {
      onSuccess: ({ channel, sentTo, replacedLink }) => {
        const how =
          channel === 'portal'
            ? 'They can pay it in their client portal.'
            : `It links to a page where they can pay ${formatPaymentAmount(payment.amount)} by card.`;
        const replaced = replacedLink ? ' The link sent before no longer works.' : '';
        toast({ title: 'Payment request sent', description: `E-mailed to ${sentTo}. ${how}${replaced}` });
      },
      onError: (error) => toastApiError(error, 'Please try again.', 'Payment request not sent'),
    });
  }

  return (
    <Button
      size="sm"
      onClick={request}
      disabled={isBusy}
      aria-busy={isBusy}
      aria-label={`Request payment from ${name}`}
    >
      <Send aria-hidden="true" />
      {isBusy ? 'Sending...' : 'Request Payment'}
    </Button>
  );
}

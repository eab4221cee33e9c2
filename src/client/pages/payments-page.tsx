import { Plus } from 'lucide-react';
import { useState } from 'react';
import { can } from '#shared/auth/permissions.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useReturnFocus } from '#client/lib/use-return-focus.ts';
import { useAuth } from '#client/features/auth/index.ts';
import { useVenueTimeZone } from '#client/features/bookings/index.ts';
import { usePayments } from '#client/features/payments/api.ts';
import { CreatePaymentDialog } from '#client/features/payments/create-payment-dialog.tsx';
import { DeletePaymentDialog } from '#client/features/payments/delete-payment-dialog.tsx';
import { EditPaymentDialog } from '#client/features/payments/edit-payment-dialog.tsx';
import { PaymentCheckoutDialog } from '#client/features/payments/payment-checkout-dialog.tsx';
import { PaymentExceptionsPanel } from '#client/features/payments/payment-exceptions-panel.tsx';
import { PaymentSetupCard } from '#client/features/payments/payment-setup-card.tsx';
import { PaymentSummaryCards } from '#client/features/payments/payment-summary-cards.tsx';
import { PaymentsList } from '#client/features/payments/payments-list.tsx';
import { RecordPaymentDialog } from '#client/features/payments/record-payment-dialog.tsx';
import { RefundPaymentDialog } from '#client/features/payments/refund-payment-dialog.tsx';
import { useNow } from '#client/features/payments/use-now.ts';
import { useStripeOnboardingReturn } from '#client/features/payments/use-stripe-onboarding-return.ts';
import { checkoutInEnglish } from '#client/features/payments/checkout-english.ts';
import { useStripeReturn } from '#client/features/payments/use-stripe-return.ts';

/** Which payment dialog is open; it keeps the payment it opened with while the list refreshes. */
type PaymentDialog = { kind: 'checkout' | 'record' | 'edit' | 'delete' | 'refund'; payment: Payment } | null;

/**
 * Spec §2 Payments: the summary cards, the list, Create Payment, Request Payment (which e-mails the
 * couple, decision 059) and the card form for a card taken over the phone; above them, how the venue takes cards (and connecting Stripe), and any money that
 * came in for no payment (decision 033).
 */
export function PaymentsPage() {
  const { user } = useAuth();
  const timeZone = useVenueTimeZone();
  const paymentsQuery = usePayments();
  const now = useNow();
  const [isCreating, setIsCreating] = useState(false);
  const [dialog, setDialog] = useState<PaymentDialog>(null);
  const { rememberOpener, onCloseAutoFocus } = useReturnFocus();
  const open = (next: NonNullable<PaymentDialog>, opener: HTMLElement | null) => {
    rememberOpener(opener);
    setDialog(next);
  };
  const close = () => setDialog(null);
  const paymentFor = (kind: NonNullable<PaymentDialog>['kind']) => (dialog?.kind === kind ? dialog.payment : null);
  useStripeReturn(checkoutInEnglish);
  useStripeOnboardingReturn();

  return (
    <>
      <PageHeader
        title="Payments"
        description="Deposits, milestones and invoices in one place."
        actions={
          <Button onClick={() => setIsCreating(true)}>
            <Plus aria-hidden="true" />
            Create Payment
          </Button>
        }
      />
      <PaymentSetupCard />
      <PaymentExceptionsPanel timeZone={timeZone} />
      <PaymentSummaryCards payments={paymentsQuery.data} now={now} timeZone={timeZone} />
      <PaymentsList
        query={paymentsQuery}
        now={now}
        timeZone={timeZone}
        actions={{
          onTakeCard: (payment, opener) => open({ kind: 'checkout', payment }, opener),
          onRecord: (payment, opener) => open({ kind: 'record', payment }, opener),
          onEdit: (payment, opener) => open({ kind: 'edit', payment }, opener),
          onDelete: (payment, opener) => open({ kind: 'delete', payment }, opener),
          onRefund: can(user?.role, 'payments:refund')
            ? (payment, opener) => open({ kind: 'refund', payment }, opener)
            : undefined,
        }}
      />
      <CreatePaymentDialog open={isCreating} timeZone={timeZone} onClose={() => setIsCreating(false)} />
      <PaymentCheckoutDialog payment={paymentFor('checkout')} onClose={close} onCloseAutoFocus={onCloseAutoFocus} />
      <RecordPaymentDialog payment={paymentFor('record')} onClose={close} onCloseAutoFocus={onCloseAutoFocus} />
      <EditPaymentDialog payment={paymentFor('edit')} onClose={close} onCloseAutoFocus={onCloseAutoFocus} />
      <DeletePaymentDialog payment={paymentFor('delete')} onClose={close} onCloseAutoFocus={onCloseAutoFocus} />
      <RefundPaymentDialog payment={paymentFor('refund')} onClose={close} onCloseAutoFocus={onCloseAutoFocus} />
    </>
  );
}

import type { Payment } from '#shared/payments/payments.schemas.ts';

/** A dialog about one payment (checkout, record, refund): open while `payment` is set. */
export interface PaymentDialogProps {
  payment: Payment | null;
  onClose: () => void;
  /** Where focus goes when it closes (the row's control that opened it); Radix's default otherwise. */
  onCloseAutoFocus?: (event: Event) => void;
}

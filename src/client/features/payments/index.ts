// The payments feature's public entry (decision 011): the app puts the booking's payments and
// payment schedule into the bookings feature's details dialog; the client portal pays through
// the same checkout (loaded when first opened) and shows the same status and test badges.
export { BookingPaymentsSection } from './booking-payments-section.tsx';
export { LazyPaymentCheckoutDialog } from './lazy-payment-checkout-dialog.tsx';
export { PaymentStatusBadge, TestPaymentBadge } from './payment-status-badge.tsx';
export { useStripeReturn } from './use-stripe-return.ts';

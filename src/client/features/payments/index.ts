// The payments feature's public entry (decision 011): the app puts the booking's payments and
// payment schedule into the bookings feature's details dialog.
export { BookingPaymentsSection } from './booking-payments-section.tsx';

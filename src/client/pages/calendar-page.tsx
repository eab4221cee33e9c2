import { PageHeader } from '#client/components/page-header.tsx';

export function CalendarPage() {
  return <PageHeader title="Booking Calendar" description="Plan events and keep every date free of double bookings." />;
}

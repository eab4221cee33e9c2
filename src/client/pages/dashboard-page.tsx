import { PageHeader } from '#client/components/page-header.tsx';

export function DashboardPage() {
  return <PageHeader title="Dashboard" description="An overview of your venue's bookings, leads and payments." />;
}

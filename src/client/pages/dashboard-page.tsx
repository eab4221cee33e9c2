import { PageHeader } from '#client/components/page-header.tsx';
import { DashboardActivityCards } from '#client/features/dashboard/activity-cards.tsx';
import { DashboardStatCards } from '#client/features/dashboard/stat-cards.tsx';

export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" description="An overview of your venue's bookings, leads and payments." />
      <DashboardStatCards />
      <DashboardActivityCards />
    </>
  );
}

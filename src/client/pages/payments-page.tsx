import { PageHeader } from '#client/components/page-header.tsx';

export function PaymentsPage() {
  return <PageHeader title="Payments" description="Deposits, milestones and invoices in one place." />;
}

import { PageHeader } from '#client/components/page-header.tsx';

export function LeadsPage() {
  return <PageHeader title="Leads & CRM" description="Track inquiries from first contact to signed booking." />;
}

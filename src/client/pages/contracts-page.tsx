import { PageHeader } from '#client/components/page-header.tsx';

export function ContractsPage() {
  return <PageHeader title="Contracts" description="Create contracts, send them and collect e-signatures." />;
}

import { PageHeader } from '#client/components/page-header.tsx';

export function OptimizationPage() {
  return <PageHeader title="AI Optimization" description="Suggestions to grow revenue and fill your calendar." />;
}

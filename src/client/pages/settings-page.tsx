import { PageHeader } from '#client/components/page-header.tsx';

export function SettingsPage() {
  return <PageHeader title="Settings" description="Venue information, branding, event types, templates and team." />;
}

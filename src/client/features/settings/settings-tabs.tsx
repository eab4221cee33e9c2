import type { ReactNode } from 'react';
import { can } from '#shared/auth/permissions.ts';
import type { Role } from '#shared/auth/roles.ts';
import { TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { ContractTemplatesSection } from '#client/features/contract-templates/index.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { EmailTab } from '#client/features/email/index.ts';
import { settingsTabs, type SettingsTab } from './settings-form-schema.ts';

export const settingsTabLabels: Record<SettingsTab, string> = {
  'venue-info': 'Venue Info',
  branding: 'Branding',
  'event-types': 'Event Types',
  'contract-templates': 'Contract Templates',
  automations: 'Automations',
  'team-access': 'Team Access',
  email: 'Email',
};

/** The tabs a role sees: the Email tab is for those who manage the outbox (owners and managers). */
export function getVisibleSettingsTabs(role: Role | undefined): SettingsTab[] {
  return settingsTabs.filter((tab) => tab !== 'email' || can(role, 'outbox:manage'));
}

/** The tab a link asks for (`/settings?tab=email`), when this role may see it. */
export function getRequestedSettingsTab(search: string, role: Role | undefined): SettingsTab | null {
  const requested = new URLSearchParams(search).get('tab');
  return getVisibleSettingsTabs(role).find((tab) => tab === requested) ?? null;
}

export function SettingsTabsList({ role }: { role: Role | undefined }) {
  return (
    <TabsList aria-label="Settings sections">
      {getVisibleSettingsTabs(role).map((value) => (
        <TabsTrigger key={value} value={value}>
          {settingsTabLabels[value]}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}

/** The id of a tab's <form>, for a field placed outside it (the `form` attribute) that Enter should save. */
export function getSettingsFormId(tab: SettingsTab): string {
  return `settings-${tab}-form`;
}

/**
 * A tab of the settings form. Each is its own <form> (Enter saves) because the Team Access tab
 * brings forms of its own, and forms cannot nest; one react-hook-form instance holds them all.
 * `after` comes below the form, outside its read-only fieldset: what a coordinator may still use.
 */
export function SettingsFormTab({
  value,
  readOnly,
  onSubmit,
  children,
  after,
}: {
  value: SettingsTab;
  readOnly: boolean;
  onSubmit: () => void;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <TabsContent value={value} className="grid gap-6">
      <form
        id={getSettingsFormId(value)}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <fieldset disabled={readOnly} className="min-w-0">
          {children}
        </fieldset>
      </form>
      {after}
    </TabsContent>
  );
}

/** The outbox: read and retried through its own calls, not the settings form. */
export function EmailSettingsTab() {
  return (
    <TabsContent value="email">
      <EmailTab />
    </TabsContent>
  );
}

/** Templates save on their own, through their dialog, not through the settings form's Save. */
export function ContractTemplatesTab({ clientLanguage }: { clientLanguage: Language }) {
  return (
    <TabsContent value="contract-templates">
      <ContractTemplatesSection clientLanguage={clientLanguage} />
    </TabsContent>
  );
}

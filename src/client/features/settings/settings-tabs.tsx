import type { ReactNode } from 'react';
import { TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { ContractTemplatesSection } from '#client/features/contract-templates/index.ts';
import type { SettingsTab } from './settings-form-schema.ts';

export const settingsTabLabels: Record<SettingsTab, string> = {
  'venue-info': 'Venue Info',
  branding: 'Branding',
  'event-types': 'Event Types',
  'contract-templates': 'Contract Templates',
  automations: 'Automations',
  'team-access': 'Team Access',
};

export function SettingsTabsList() {
  return (
    <TabsList aria-label="Settings sections">
      {Object.entries(settingsTabLabels).map(([value, label]) => (
        <TabsTrigger key={value} value={value}>
          {label}
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

/** Templates save on their own, through their dialog, not through the settings form's Save. */
export function ContractTemplatesTab() {
  return (
    <TabsContent value="contract-templates">
      <ContractTemplatesSection />
    </TabsContent>
  );
}

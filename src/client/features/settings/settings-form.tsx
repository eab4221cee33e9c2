import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, Save } from 'lucide-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { FormProvider, useForm } from 'react-hook-form';
import type { UpdateSettingsResponse, VenueSettings } from '#shared/settings/settings.schemas.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Tabs, TabsContent } from '#client/components/ui/tabs.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { AutomationsSection } from '#client/features/automations/index.ts';
import { TeamAccessTab } from '#client/features/team/index.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';
import { useUpdateSettings } from './api.ts';
import { AvailabilityCard } from './availability-card.tsx';
import { BrandingTab } from './branding-tab.tsx';
import { EventTypesCard } from './event-types-card.tsx';
import { OverfullDaysNotice } from './overfull-days-notice.tsx';
import {
  applySettingsFieldErrors,
  getSettingsFormValues,
  getTabForErrors,
  settingsFormSchema,
  type SettingsFormOutput,
  type SettingsFormValues,
  type SettingsTab,
} from './settings-form-schema.ts';
import { InquiryLinkCard } from './inquiry-link-card.tsx';
import { ReplyTemplateCard } from './reply-template-card.tsx';
import {
  ContractTemplatesTab,
  EmailSettingsTab,
  getRequestedSettingsTab,
  getSettingsFormId,
  SettingsFormTab,
  SettingsTabsList,
} from './settings-tabs.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { can } from '#shared/auth/permissions.ts';
import { VenueInfoTab } from './venue-info-tab.tsx';

export const SETTINGS_DESCRIPTION = 'Venue information, branding, event types, templates, automations and team.';

/** The tabs the Save button saves; the other two have no settings of the form. */
const formTabs: readonly SettingsTab[] = ['venue-info', 'branding', 'event-types'];

function ReadOnlyNote() {
  return (
    <p className="bg-muted text-secondary-foreground mb-6 flex items-center gap-2 rounded-lg border px-4 py-3 text-sm">
      <Lock className="size-4 shrink-0" aria-hidden="true" />
      Only owners and managers can change settings.
    </p>
  );
}

/**
 * The Settings page (spec §2) as one form over three tabs, saved together by one button. A
 * coordinator sees the same fields, disabled, without the Save button.
 */
export function SettingsForm({ settings, readOnly }: { settings: VenueSettings; readOnly: boolean }) {
  const { user } = useAuth();
  const search = useSearch();
  const requestedTab = getRequestedSettingsTab(search, user?.role);
  const [tab, setTab] = useState<SettingsTab>(requestedTab ?? 'venue-info');
  // A link to a tab (the e-mail banner's) opens it, also when Settings is already open: the
  // tab follows the address when the address changes (React's "adjust state on a prop change").
  const [linkedTab, setLinkedTab] = useState(requestedTab);
  if (requestedTab !== linkedTab) {
    setLinkedTab(requestedTab);
    if (requestedTab) setTab(requestedTab);
  }
  const [saved, setSaved] = useState<UpdateSettingsResponse | null>(null);
  const updateMutation = useUpdateSettings();
  const form = useForm<SettingsFormValues, unknown, SettingsFormOutput>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: getSettingsFormValues(settings),
  });

  const save = form.handleSubmit(
    (values) => {
      if (readOnly) return;
      updateMutation.mutate(values, {
        onSuccess: (response) => {
          form.reset(getSettingsFormValues(response));
          setSaved(response);
          toast({ title: 'Settings saved' });
        },
        onError: (error) => {
          const errorTab = applySettingsFieldErrors(error, form.setError);
          if (errorTab) setTab(errorTab);
          // The server's own words say which rule failed; a network failure has none.
          const reason = error instanceof ApiError ? getApiErrorMessage(error, '') : '';
          toast({
            variant: 'destructive',
            title: 'Failed to save settings. Please try again.',
            description: reason || undefined,
          });
        },
      });
    },
    (errors) => {
      const errorTab = getTabForErrors(errors);
      if (errorTab) setTab(errorTab);
    },
  );
  const submit = () => void save();

  const isBusy = updateMutation.isPending;
  return (
    <>
      <PageHeader
        title="Settings"
        description={SETTINGS_DESCRIPTION}
        actions={
          !readOnly &&
          formTabs.includes(tab) && (
            <Button type="button" onClick={submit} disabled={isBusy} aria-busy={isBusy}>
              <Save aria-hidden="true" />
              {isBusy ? 'Saving...' : 'Save Changes'}
            </Button>
          )
        }
      />
      {readOnly && <ReadOnlyNote />}
      {saved && <OverfullDaysNotice days={saved.overfullDays} maxPerDay={saved.availability.maxBookingsPerDay} />}
      <Tabs value={tab} onValueChange={(value) => setTab(value as SettingsTab)}>
        <SettingsTabsList role={user?.role} />
        <FormProvider {...form}>
          <SettingsFormTab
            value="venue-info"
            readOnly={readOnly}
            onSubmit={submit}
            after={
              <>
                <InquiryLinkCard
                  slug={settings.venue.slug}
                  venueName={settings.venue.name}
                  readOnly={readOnly}
                  formId={getSettingsFormId('venue-info')}
                />
                <ReplyTemplateCard readOnly={readOnly} formId={getSettingsFormId('venue-info')} />
              </>
            }
          >
            <VenueInfoTab />
          </SettingsFormTab>
          <SettingsFormTab value="branding" readOnly={readOnly} onSubmit={submit}>
            <BrandingTab readOnly={readOnly} />
          </SettingsFormTab>
          <SettingsFormTab value="event-types" readOnly={readOnly} onSubmit={submit}>
            <div className="grid items-start gap-6 lg:grid-cols-2">
              <EventTypesCard readOnly={readOnly} />
              <AvailabilityCard readOnly={readOnly} timeZone={settings.venue.timezone} />
            </div>
          </SettingsFormTab>
        </FormProvider>
        <ContractTemplatesTab clientLanguage={settings.venue.defaultClientLanguage} />
        <TabsContent value="automations">
          <AutomationsSection readOnly={readOnly} clientLanguage={settings.venue.defaultClientLanguage} />
        </TabsContent>
        <TabsContent value="team-access">
          <TeamAccessTab />
        </TabsContent>
        {can(user?.role, 'outbox:manage') && <EmailSettingsTab />}
      </Tabs>
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { isStaffRole, type Role } from '#shared/auth/roles.ts';
import type { ProfileKey } from '#shared/i18n/surfaces.ts';
import {
  getEmailableKinds,
  type ClientNotificationKind,
  type NotificationKind,
  type NotificationKindInfo,
} from '#shared/notifications/notification-kinds.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { translateProfileError, useProfileT } from '#client/lib/i18n/profile-surface.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useEmailPreferences, useSaveEmailPreferences } from './api.ts';

/**
 * A client's kinds' names in the page's language; staff's stay the English of notification-kinds.ts,
 * as staff's Profile is English.
 */
const kindLabels: Partial<Record<string, ProfileKey>> = {
  'payment.due': 'profile.emails.kind.paymentDue',
  'contract.sent': 'profile.emails.kind.contractSent',
} satisfies Record<ClientNotificationKind, ProfileKey>;

/** The Profile page's card: which notifications also come by e-mail, for the signed-in user. */
export function EmailPreferencesCard({ role }: { role: Role }) {
  const offered = getEmailableKinds(isStaffRole(role) ? 'staff' : 'client');
  const preferences = useEmailPreferences();
  const { t } = useProfileT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.emails.title')}</CardTitle>
        <CardDescription>{t('profile.emails.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isError ? (
          <p className="text-destructive text-sm">{t('profile.emails.loadFailed')}</p>
        ) : preferences.data ? (
          <PreferencesForm offered={offered} initial={preferences.data.emailKinds} />
        ) : (
          <Skeleton className="h-32 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

function PreferencesForm({ offered, initial }: { offered: NotificationKindInfo[]; initial: string[] }) {
  const save = useSaveEmailPreferences();
  const translator = useProfileT();
  const { t } = translator;
  const [chosen, setChosen] = useState(() => new Set(initial));

  function toggle(kind: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(kind);
      else next.delete(kind);
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const emailKinds = offered.map((info) => info.kind).filter((kind) => chosen.has(kind)) as NotificationKind[];
    save.mutate(
      { emailKinds },
      {
        onSuccess: () => toast({ title: t('profile.emails.saved') }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('profile.emails.saveFailedTitle'),
            description: translateProfileError(error, t('profile.emails.saveFailed'), translator),
          }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="sr-only">{t('profile.emails.legend')}</legend>
        {offered.map((info) => (
          <label key={info.kind} className="flex items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="accent-primary size-4 shrink-0"
              name="emailKinds"
              value={info.kind}
              checked={chosen.has(info.kind)}
              onChange={(event) => toggle(info.kind, event.target.checked)}
            />
            {kindLabels[info.kind] ? t(kindLabels[info.kind]!) : info.label}
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('profile.emails.saving') : t('profile.emails.save')}
        </Button>
      </div>
    </form>
  );
}

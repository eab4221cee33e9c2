import { useState, type FormEvent } from 'react';
import { isStaffRole, type Role } from '#shared/auth/roles.ts';
import {
  getEmailableKinds,
  type NotificationKind,
  type NotificationKindInfo,
} from '#shared/notifications/notification-kinds.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useEmailPreferences, useSaveEmailPreferences } from './api.ts';

/** The Profile page's card: which notifications also come by e-mail, for the signed-in user. */
export function EmailPreferencesCard({ role }: { role: Role }) {
  const offered = getEmailableKinds(isStaffRole(role) ? 'staff' : 'client');
  const preferences = useEmailPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>E-mail notifications</CardTitle>
        <CardDescription>
          Every notification appears under the bell. Tick the ones you also want by e-mail.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isError ? (
          <p className="text-destructive text-sm">Your e-mail choices could not be loaded.</p>
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
        onSuccess: () => toast({ title: 'E-mail notifications saved' }),
        onError: (error) =>
          toastApiError(error, 'Your choices could not be saved. Please try again.', 'Could not save'),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="sr-only">Also by e-mail</legend>
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
            {info.label}
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save e-mail choices'}
        </Button>
      </div>
    </form>
  );
}

import { useId } from 'react';
import type { ShareSettings } from '#shared/calendar/calendar-share.schemas.ts';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useUpdateShareSetting } from './api.ts';

/** Spec §2 Share & Export: the six switches, in the spec's order, with what each one changes. */
const switches: { key: keyof ShareSettings; label: string; hint: string }[] = [
  { key: 'includeClientNames', label: 'Include client names', hint: "Show the couple's names on each event." },
  { key: 'includeContactInfo', label: 'Include contact info', hint: "Show each client's email and phone." },
  { key: 'includeRevenue', label: 'Include revenue data', hint: "Show each booking's total amount." },
  { key: 'includeNotes', label: 'Include notes', hint: "Show each booking's notes." },
  {
    key: 'publicAccess',
    label: 'Public access',
    hint: 'Anyone with the link can open the calendar without signing in. Turning it off also gives the feed a new address, so calendars subscribed from the shared page stop updating.',
  },
  {
    key: 'allowDownload',
    label: 'Allow downloads',
    hint: 'Offer Add to calendar and Download ICS on the shared page.',
  },
];

function PrivacySwitch({
  label,
  hint,
  checked,
  readOnly,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  readOnly: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="grid min-w-0 gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={readOnly}
        aria-describedby={`${id}-hint`}
        onCheckedChange={onChange}
      />
    </li>
  );
}

/**
 * Each switch saves on its own as it flips (optimistic; it flips back with a toast if the save
 * fails). Coordinators see the switches but cannot change them: the server refuses them too.
 */
export function PrivacySwitches({ settings, readOnly }: { settings: ShareSettings; readOnly: boolean }) {
  const update = useUpdateShareSetting();
  return (
    <ul aria-label="Privacy settings" className="divide-y">
      {switches.map(({ key, label, hint }) => (
        <PrivacySwitch
          key={key}
          label={label}
          hint={hint}
          checked={settings[key]}
          readOnly={readOnly}
          onChange={(checked) =>
            update.mutate(
              { [key]: checked },
              {
                // The server replaced the feed's token with the page's access (decision 023).
                onSuccess: () => {
                  if (key === 'publicAccess' && !checked) {
                    toast({
                      title: 'Public access off',
                      description:
                        'The shared page needs a sign-in again, and the feed has a new address: calendars subscribed to the old one stop updating.',
                    });
                  }
                },
              },
            )
          }
        />
      ))}
    </ul>
  );
}

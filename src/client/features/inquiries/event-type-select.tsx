import { useId, type ComponentProps } from 'react';
import { nameEventType } from '#shared/i18n/event-type-name.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { Label } from '#client/components/ui/label.tsx';
import { useT } from './inquiry-i18n.ts';

/**
 * The event types the venue offers (the standard ones, then its own), named in the visitor's
 * language and sent as the venue names them. A native select: it opens the phone's own picker
 * and needs no positioning inside a small iframe.
 */
export function EventTypeSelect({
  types,
  venueNames,
  venueLanguage,
  error,
  ...selectProps
}: ComponentProps<'select'> & {
  types: readonly string[];
  /** The venue's names for its own types in the page's language. */
  venueNames?: Readonly<Record<string, string>>;
  /** The language the venue writes in: a name of its own shown as written is marked as such. */
  venueLanguage: Language;
  error?: string;
}) {
  const id = useId();
  const translator = useT();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{translator.t('inquiry.eventType')}</Label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="border-input bg-background focus-visible:border-ring focus-visible:ring-ring/30 aria-invalid:border-destructive flex h-10 w-full min-w-0 cursor-pointer rounded-md border px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-2 md:text-sm"
        {...selectProps}
      >
        <option value="">{translator.t('inquiry.chooseEventType')}</option>
        {types.map((type) => {
          const { name, asWritten } = nameEventType(type, translator, venueNames);
          return (
            <option
              key={type}
              value={type}
              lang={asWritten && venueLanguage !== translator.language ? venueLanguage : undefined}
            >
              {name}
            </option>
          );
        })}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm font-medium">
          {error}
        </p>
      )}
    </div>
  );
}

import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { isHexColour } from '#client/lib/venue-theme.ts';
import { FieldMessage } from './field-message.tsx';
import type { SettingsFormValues } from './settings-form-schema.ts';

type ColourName = 'primaryColor' | 'secondaryColor' | 'accentColor';

/** A colour picker and its hex text, both editing one value; the text may be typed or pasted. */
export function ColourField({ name, label, hint }: { name: ColourName; label: string; hint: string }) {
  const id = useId();
  const { control } = useFormContext<SettingsFormValues>();

  return (
    <Controller
      control={control}
      name={`venue.${name}`}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const error = fieldState.error?.message;
        return (
          <div className="grid gap-2">
            <Label htmlFor={id}>{label}</Label>
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label={`${label} picker`}
                // <input type="color"> only takes lower-case #rrggbb.
                value={isHexColour(value) ? value.toLowerCase() : '#000000'}
                onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                className="border-input bg-background size-10 shrink-0 cursor-pointer rounded-md border p-1 disabled:cursor-not-allowed disabled:opacity-50"
              />
              <Input
                id={id}
                ref={field.ref}
                name={field.name}
                value={value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                maxLength={7}
                spellCheck={false}
                autoComplete="off"
                className="font-mono uppercase"
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              />
            </div>
            <p id={`${id}-hint`} className="text-muted-foreground text-xs">
              {hint}
            </p>
            <FieldMessage id={`${id}-error`} message={error} />
          </div>
        );
      }}
    />
  );
}

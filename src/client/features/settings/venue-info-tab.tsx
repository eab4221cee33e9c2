import { useId, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { languageNamesInEnglish, languages } from '#shared/i18n/languages.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { listTimeZones } from '#shared/settings/time-zones.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { TextareaField } from '#client/components/ui/textarea.tsx';
import { FieldMessage } from './field-message.tsx';
import type { SettingsFormValues } from './settings-form-schema.ts';

/** An empty number box is no value (null); anything else goes to the schema, which names the problem. */
function toNullableNumber(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  return Number(value);
}

function toNullableText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function TimeZoneField() {
  const id = useId();
  const {
    register,
    getValues,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const current = getValues('venue.timezone');
  const zones = useMemo(() => {
    const all = listTimeZones();
    return current && !all.includes(current) ? [current, ...all] : all;
  }, [current]);
  const error = errors.venue?.timezone?.message;

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Time Zone</Label>
      {/* A native select: type-ahead search through ~400 zones, and it works on every phone. */}
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="border-input bg-background focus-visible:border-ring focus-visible:ring-ring/30 aria-invalid:border-destructive flex h-10 w-full min-w-0 cursor-pointer rounded-md border px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-2 disabled:cursor-not-allowed disabled:opacity-50 md:text-sm"
        {...register('venue.timezone')}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        Bookings and blackout dates are counted in this time zone.
      </p>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

/** The language of couples' pages and e-mails when nothing else names one (docs/decisions/068). */
function ClientLanguageField() {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const error = errors.venue?.defaultClientLanguage?.message;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Client Language</Label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="border-input bg-background focus-visible:border-ring focus-visible:ring-ring/30 aria-invalid:border-destructive flex h-10 w-full min-w-0 cursor-pointer rounded-md border px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-2 disabled:cursor-not-allowed disabled:opacity-50 md:text-sm"
        {...register('venue.defaultClientLanguage')}
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {languageNamesInEnglish[language]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        Couples and visitors read your inquiry form and their e-mails in it when their browser asks for no language
        VenueDesk has.
      </p>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The description in each other language (decision 073): visitors who read one see its version on
 * the inquiry form, or else the description above as written, which the badge flags.
 */
function DescriptionVersions() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const [description, versions] = useWatch({ control, name: ['venue.description', 'venue.clientTextTranslations'] });
  const clientLanguage = useWatch({ control, name: 'venue.defaultClientLanguage' });
  const otherLanguages = languages.filter((language) => language !== clientLanguage);
  return otherLanguages.map((language) => {
    const name = languageNamesInEnglish[language];
    const isMissing = Boolean(description?.trim()) && !versions?.[language]?.description?.trim();
    return (
      <div key={language} className="grid gap-2 sm:col-span-2">
        {isMissing && (
          <Badge variant="outline" className="justify-self-start">
            Missing
          </Badge>
        )}
        <TextareaField
          label={`Description in ${name}`}
          lang={language}
          rows={4}
          hint={
            isMissing
              ? `Visitors who read ${name} see the description above, in ${languageNamesInEnglish[clientLanguage]}, until you write this one.`
              : `Shown on your inquiry form to visitors who read ${name}.`
          }
          error={errors.venue?.clientTextTranslations?.[language]?.description?.message}
          {...register(`venue.clientTextTranslations.${language}.description`)}
        />
      </div>
    );
  });
}

export function VenueInfoTab() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const venueErrors = errors.venue;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Venue Information</h2>
        </CardTitle>
        <CardDescription>How your venue appears to clients, in contracts and on the signing page.</CardDescription>
      </CardHeader>
      <CardContent className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          label="Venue Name"
          className="sm:col-span-2"
          required
          autoComplete="organization"
          error={venueErrors?.name?.message}
          {...register('venue.name')}
        />
        <TextField
          label="Address"
          className="sm:col-span-2"
          autoComplete="street-address"
          error={venueErrors?.address?.message}
          {...register('venue.address')}
        />
        <TextField label="Phone" type="tel" error={venueErrors?.phone?.message} {...register('venue.phone')} />
        <TextField label="Email" type="email" error={venueErrors?.email?.message} {...register('venue.email')} />
        <TextField
          label="Website"
          type="url"
          placeholder="https://example.com"
          error={venueErrors?.website?.message}
          {...register('venue.website')}
        />
        <TimeZoneField />
        <ClientLanguageField />
        <TextField
          label="Max Capacity"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint="Guests"
          error={venueErrors?.maxCapacity?.message}
          {...register('venue.maxCapacity', { setValueAs: toNullableNumber })}
        />
        <TextField
          label="Base Price"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          hint="In dollars"
          error={venueErrors?.basePrice?.message}
          {...register('venue.basePrice', { setValueAs: toNullableText })}
        />
        <TextareaField
          label="Description"
          className="sm:col-span-2"
          rows={4}
          error={venueErrors?.description?.message}
          {...register('venue.description')}
        />
        <DescriptionVersions />
      </CardContent>
    </Card>
  );
}

import { getVenueEventTypeNames } from '#shared/i18n/venue-text.ts';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { Inquiry, InquiryInput, PublicVenue, RequestedDate } from '#shared/inquiries/inquiries.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { TextareaField } from '#client/components/ui/textarea.tsx';
import { getApiErrorMessage, getApiFieldErrors } from '#client/lib/api-error-messages.ts';
import { useT } from './inquiry-i18n.ts';
import { translateError } from '#client/lib/i18n/translate-error.ts';
import { useSendInquiry } from './api.ts';
import { DateAvailability } from './date-availability.tsx';
import { EventTypeSelect } from './event-type-select.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import type * as ResolverModule from './inquiry-form-resolver.ts';
import { getVenueToday } from '#client/lib/venue-date-format.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';

const formFields = [
  'name',
  'email',
  'phone',
  'preferredDate',
  'eventType',
  'guestCount',
  'budget',
  'notes',
] as const satisfies readonly (keyof InquiryInput)[];

const emptyForm: InquiryInput = {
  name: '',
  email: '',
  phone: '',
  preferredDate: null,
  eventType: '',
  guestCount: null,
  budget: null,
  notes: '',
  website: '',
};

/** zod loads when the visitor starts on the form, not with the page (docs/decisions/005). */
let resolverModule: Promise<typeof ResolverModule> | undefined;
function loadResolver() {
  resolverModule ??= import('./inquiry-form-resolver.ts');
  return resolverModule;
}
const inquiryResolver: Resolver<InquiryInput, unknown, Inquiry> = async (values, context, options) =>
  (await loadResolver()).inquiryFormResolver(values, context, options);

/** An empty box is no value; anything else goes to the schema, which names the problem. */
function toNullableNumber(value: unknown): number | null {
  return value === '' || value == null ? null : Number(value);
}
function toNullableText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export interface SentInquiry {
  name: string;
  email: string;
  /** How the date asked about stood when the inquiry arrived. */
  requestedDate: RequestedDate | undefined;
  /** Whether the venue's acknowledgement e-mail was queued (the automation may be off). */
  acknowledged: boolean;
}

/**
 * The public inquiry form, in the visitor's language: the shared inquiry schema checks it before
 * sending, and the server's field errors come back onto their fields, both shown in that
 * language. The inquiry names its language, which the lead keeps. Picking a date asks whether
 * the venue is free that day.
 */
export function InquiryForm({ venue, onSent }: { venue: PublicVenue; onSent: (sent: SentInquiry) => void }) {
  const translator = useT();
  const { t, language } = translator;
  const sendFailed = t('inquiry.sendFailed');
  const dateId = useId();
  const sendInquiry = useSendInquiry(venue.slug);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    control,
    formState: { errors },
  } = useForm({ resolver: inquiryResolver, defaultValues: emptyForm });
  const preferredDate = useWatch({ control, name: 'preferredDate' });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    sendInquiry.mutate(
      { ...values, language },
      {
        onSuccess: (receipt) =>
          onSent({
            name: values.name,
            email: values.email,
            requestedDate: receipt.requestedDate,
            acknowledged: receipt.acknowledged,
          }),
        onError: (error) => {
          const fieldErrors = getApiFieldErrors(error);
          const fields = formFields.filter((field) => fieldErrors[field]);
          fields.forEach((field, index) =>
            setError(field, { message: fieldErrors[field] }, { shouldFocus: index === 0 }),
          );
          if (fields.length === 0)
            setFormError(translateError(getApiErrorMessage(error, sendFailed), translator) ?? null);
        },
      },
    );
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Only the validation chunk failing to load ends here (offline, or a new deploy).
    onSubmit(event).catch(() => setFormError(sendFailed));
  };

  const errorOf = (field: (typeof formFields)[number]) => translateError(errors[field]?.message, translator);
  const dateError = errorOf('preferredDate');
  const isBusy = sendInquiry.isPending;
  // The server renders this page (decision 067) and the app starts after its first paint (069):
  // until then a press would send the form natively, with the visitor's details in the address.
  const canSend = useHydrated();
  return (
    <form
      onSubmit={submit}
      onFocus={() => void loadResolver().catch(() => undefined)}
      noValidate
      aria-label={t('inquiry.formLabel', { venueName: venue.name })}
      className="relative grid gap-5"
    >
      <TextField
        label={t('inquiry.fullName')}
        autoComplete="name"
        required
        error={errorOf('name')}
        {...register('name')}
      />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField
          label={t('inquiry.email')}
          type="email"
          autoComplete="email"
          placeholder={t('inquiry.emailPlaceholder')}
          required
          error={errorOf('email')}
          {...register('email')}
        />
        <TextField
          label={t('inquiry.phone')}
          type="tel"
          autoComplete="tel"
          error={errorOf('phone')}
          {...register('phone')}
        />
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={dateId}>{t('inquiry.preferredDate')}</Label>
          <Input
            id={dateId}
            type="date"
            min={getVenueToday(venue.timeZone)}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={`${dateId}-availability${dateError ? ` ${dateId}-error` : ''}`}
            {...register('preferredDate', { setValueAs: (value: unknown) => (value === '' ? null : value) })}
          />
          {dateError && (
            <p id={`${dateId}-error`} className="text-destructive text-sm font-medium">
              {dateError}
            </p>
          )}
          <DateAvailability
            id={`${dateId}-availability`}
            slug={venue.slug}
            day={preferredDate}
            onPickDay={(day) => {
              setValue('preferredDate', day, { shouldDirty: true, shouldValidate: !!dateError });
              // The pressed date gives way to the new answer: the field keeps the focus.
              setFocus('preferredDate');
            }}
          />
        </div>
        {venue.eventTypes.length > 0 && (
          <EventTypeSelect
            types={venue.eventTypes}
            venueNames={getVenueEventTypeNames(venue, language)}
            venueLanguage={venue.defaultLanguage}
            error={errorOf('eventType')}
            {...register('eventType')}
          />
        )}
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField
          label={t('inquiry.guestCount')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errorOf('guestCount')}
          {...register('guestCount', { setValueAs: toNullableNumber })}
        />
        <TextField
          label={t('inquiry.budget')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          hint={t('inquiry.budgetHint')}
          error={errorOf('budget')}
          {...register('budget', { setValueAs: toNullableText })}
        />
      </div>
      <TextareaField
        label={t('inquiry.notes')}
        rows={4}
        placeholder={t('inquiry.notesPlaceholder')}
        error={errorOf('notes')}
        {...register('notes')}
      />
      <HoneypotField registration={register('website')} />
      {formError && (
        <p
          role="alert"
          className="border-destructive/30 bg-destructive/5 text-destructive rounded-md border px-3 py-2 text-sm font-medium"
        >
          {formError}
        </p>
      )}
      <noscript>
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('inquiry.needsJavaScript')}
        </p>
      </noscript>
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={isBusy || !canSend}
        aria-busy={isBusy}
      >
        <Send aria-hidden="true" />
        {t(isBusy ? 'inquiry.sending' : 'inquiry.send')}
      </Button>
    </form>
  );
}

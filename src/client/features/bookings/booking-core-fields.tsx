import type { FocusEvent, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '#client/components/ui/text-field.tsx';
import { TextareaField } from '#client/components/ui/textarea.tsx';
import { EventTypeField } from './booking-form-fields.tsx';
import { parseGuestCount, type NewBookingFormValues } from './booking-form-schemas.ts';
import { useVenueTimeZone } from './use-venue-time-zone.ts';
import { isBrowserTimeZone } from './venue-time.ts';

type CoreValues = Pick<
  NewBookingFormValues,
  'coupleNames' | 'eventDate' | 'eventType' | 'guestCount' | 'email' | 'phone' | 'notes'
>;

/** The fields New Booking and Edit Booking share, inside either form's FormProvider. */
export function BookingCoreFields({ minGuests, extra }: { minGuests: 0 | 1; extra?: ReactNode }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CoreValues>();
  const timeZone = useVenueTimeZone();

  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <TextField
        label="Couple Names"
        className="sm:col-span-2"
        placeholder="Sarah & Michael"
        autoComplete="off"
        required
        error={errors.coupleNames?.message}
        {...register('coupleNames')}
      />
      <TextField
        label="Event Date"
        type="datetime-local"
        required
        // The field holds the venue's wall time; say so when the browser's clock differs.
        hint={isBrowserTimeZone(timeZone) ? undefined : `Venue time (${timeZone})`}
        error={errors.eventDate?.message}
        {...register('eventDate')}
      />
      <EventTypeField control={control} name="eventType" error={errors.eventType?.message} />
      <TextField
        label="Guest Count"
        type="number"
        inputMode="numeric"
        min={minGuests}
        step={1}
        error={errors.guestCount?.message}
        {...register('guestCount', {
          setValueAs: parseGuestCount,
          // A value that is not a whole number is dropped; clear the box too, so nobody is misled.
          onBlur: (event: FocusEvent<HTMLInputElement>) => {
            if (parseGuestCount(event.target.value) === null) event.target.value = '';
          },
        })}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        placeholder="couple@example.com"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField label="Phone" type="tel" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
      {extra}
      <TextareaField
        label="Notes"
        className="sm:col-span-2"
        rows={3}
        error={errors.notes?.message}
        {...register('notes')}
      />
    </div>
  );
}

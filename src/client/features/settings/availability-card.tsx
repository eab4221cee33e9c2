import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { weekdayKeys, weekdayLabels, type WeekdayKey } from '#shared/settings/settings.schemas.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { BlackoutDatesField } from './blackout-dates-field.tsx';
import type { SettingsFormValues } from './settings-form-schema.ts';
import { getVenueToday } from '#client/lib/venue-date-format.ts';

function WeekdaySwitch({ day }: { day: WeekdayKey }) {
  const id = useId();
  const { control } = useFormContext<SettingsFormValues>();
  return (
    <Controller
      control={control}
      name={`availability.weekdays.${day}`}
      render={({ field }) => (
        <li className="flex items-center justify-between gap-3 py-2">
          <Label htmlFor={id} className="cursor-pointer">
            {weekdayLabels[day]}
          </Label>
          <span className="flex items-center gap-3">
            <span className="text-muted-foreground w-12 text-right text-xs" aria-hidden="true">
              {field.value ? 'Open' : 'Closed'}
            </span>
            <Switch
              id={id}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          </span>
        </li>
      )}
    />
  );
}

/** Which days take bookings and how many: the server's conflict checks read these rules. */
export function AvailabilityCard({ readOnly, timeZone }: { readOnly: boolean; timeZone: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Availability</h2>
        </CardTitle>
        <CardDescription>New bookings are refused on closed days, blackout dates and full days.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold">Open Days</h3>
          <ul className="divide-y" aria-label="Open days">
            {weekdayKeys.map((day) => (
              <WeekdaySwitch key={day} day={day} />
            ))}
          </ul>
        </div>
        <BlackoutDatesField readOnly={readOnly} today={getVenueToday(timeZone)} />
        <TextField
          label="Max Bookings per Day"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          required
          hint="Lowering it keeps the bookings already made; the days over the limit are listed after saving."
          error={errors.availability?.maxBookingsPerDay?.message}
          {...register('availability.maxBookingsPerDay', { valueAsNumber: true })}
        />
      </CardContent>
    </Card>
  );
}

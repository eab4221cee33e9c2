import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { moneySchema } from '#shared/bookings/bookings.schemas.ts';
import { DEFAULT_EVENT_TYPE } from '#shared/bookings/event-types.ts';
import { isoDateTimeField, requiredText } from '#shared/fields.ts';
import type { Lead } from '#shared/leads/leads.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import {
  EventTypeField,
  fromDateTimeLocalValue,
  parseAmount,
  useVenueTimeZone,
} from '#client/features/bookings/index.ts';
import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useConvertLead } from './api.ts';
import { formatVenueDate } from './lead-format.ts';

/** The event's date and time as the venue's wall time → the instant the server books. */
function getConvertFormSchema(timeZone: string) {
  return z.object({
    eventDate: z
      .string()
      .min(1, 'Choose an event date')
      .transform((value, ctx) => {
        const instant = fromDateTimeLocalValue(value, timeZone);
        if (!instant) {
          ctx.addIssue({ code: 'custom', message: 'Enter a valid event date' });
          return z.NEVER;
        }
        return instant;
      })
      .pipe(isoDateTimeField('Enter a valid event date')),
    eventType: requiredText('Event type', 100),
    totalAmount: moneySchema.nullable(),
  });
}

/**
 * Books the lead on the calendar, under the calendar's rules: a taken, blackout or closed day is
 * refused with the server's words, shown here and in a toast. The date starts at the lead's
 * preferred day at noon, venue time, and the booking's total at the lead's budget.
 */
export function ConvertLeadForm({ lead, focusRequest = 0 }: { lead: Lead; focusRequest?: number }) {
  const timeZone = useVenueTimeZone();
  const convertMutation = useConvertLead();
  const [refusal, setRefusal] = useState<string | null>(null);
  const schema = useMemo(() => getConvertFormSchema(timeZone), [timeZone]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      eventDate: lead.preferredDate ? `${lead.preferredDate}T12:00` : '',
      eventType: DEFAULT_EVENT_TYPE,
      totalAmount: lead.budget === null ? null : lead.budget.toFixed(2),
    },
  });
  const { errors } = form.formState;

  // Converted was chosen as the lead's stage: the date to book comes first.
  useEffect(() => {
    if (focusRequest > 0) form.setFocus('eventDate');
  }, [focusRequest, form]);

  // mutateAsync: on success this form gives way to the converted notice (decision 009).
  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const { booking } = await convertMutation.mutateAsync({ id: lead.id, ...values });
      toast({
        title: 'Lead converted',
        description: `${booking.coupleNames} is booked for ${formatVenueDate(booking.eventDate, timeZone)}.`,
      });
    } catch (error) {
      applyFieldErrors(error, ['eventDate', 'eventType', 'totalAmount'], form.setError);
      setRefusal(getApiErrorMessage(error, 'Failed to convert lead'));
      toastApiError(error, 'Failed to convert lead');
    }
  });

  const isBusy = convertMutation.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          label="Event Date"
          type="datetime-local"
          required
          hint={`Venue time (${timeZone})`}
          error={errors.eventDate?.message}
          {...form.register('eventDate')}
        />
        <EventTypeField control={form.control} name="eventType" error={errors.eventType?.message} />
        <TextField
          label="Total Amount ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="0.00"
          hint="From the lead's budget; the contract's amount starts here"
          error={errors.totalAmount?.message}
          {...form.register('totalAmount', { setValueAs: parseAmount })}
        />
      </div>
      {refusal && (
        <p
          role="alert"
          className="border-destructive/30 bg-destructive/5 text-destructive flex items-start gap-2 rounded-md border p-3 text-sm font-medium"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {refusal}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? 'Converting...' : 'Convert to Booking'}
        </Button>
      </div>
    </form>
  );
}

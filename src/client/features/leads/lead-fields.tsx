import type { FocusEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '#client/components/ui/text-field.tsx';
import { TextareaField } from '#client/components/ui/textarea.tsx';
import { leadSourceOptions, readBudget, readDay, readGuestCount, type AddLeadFormValues } from './lead-form.ts';
import { LeadSelectField } from './lead-select-field.tsx';

/** A value read as unset (spec §5) is cleared from its box too, so nobody is misled. */
function clearWhenUnset(read: (value: unknown) => unknown) {
  return (event: FocusEvent<HTMLInputElement>) => {
    if (read(event.target.value) === null) event.target.value = '';
  };
}

/** The lead's own fields (spec §2 Add Lead), inside the Add Lead or the sheet's FormProvider. */
export function LeadFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<AddLeadFormValues>();

  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <TextField
        label="Full Name"
        autoComplete="off"
        placeholder="Sarah Johnson"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        placeholder="sarah@example.com"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField label="Phone" type="tel" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
      <LeadSelectField
        control={control}
        name="source"
        label="Source"
        placeholder="How did they find you?"
        options={leadSourceOptions}
        error={errors.source?.message}
      />
      <TextField
        label="Preferred Event Date"
        type="date"
        error={errors.preferredDate?.message}
        {...register('preferredDate', { setValueAs: readDay })}
      />
      <TextField
        label="Expected Guest Count"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.guestCount?.message}
        {...register('guestCount', { setValueAs: readGuestCount, onBlur: clearWhenUnset(readGuestCount) })}
      />
      <TextField
        label="Budget Range"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="15000"
        hint="In dollars"
        error={errors.budget?.message}
        {...register('budget', { setValueAs: readBudget, onBlur: clearWhenUnset(readBudget) })}
      />
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

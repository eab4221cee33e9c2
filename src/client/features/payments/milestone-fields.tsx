import { Plus, Trash2 } from 'lucide-react';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import {
  emptyMilestone,
  MAX_MILESTONES,
  type ScheduleFormOutput,
  type ScheduleFormValues,
} from './schedule-form-values.ts';
import { SelectField } from './select-field.tsx';

const shareOptions = [
  { value: 'percent', label: 'Percent of total' },
  { value: 'amount', label: 'Fixed amount' },
];

/** The milestones between the deposit and the final balance: each a percent or an amount, with its due date. */
export function MilestoneFields({
  control,
  register,
  errors,
}: {
  control: Control<ScheduleFormValues, unknown, ScheduleFormOutput>;
  register: UseFormRegister<ScheduleFormValues>;
  errors: FieldErrors<ScheduleFormValues>['milestones'];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'milestones' });
  const milestones = useWatch({ control, name: 'milestones' });

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 text-sm font-medium">Milestones</legend>
      {fields.length === 0 && (
        <p className="text-muted-foreground text-sm">None: the deposit, then the final balance.</p>
      )}
      {fields.map((field, index) => {
        const number = index + 1;
        const isPercent = milestones[index]?.share !== 'amount';
        const fieldErrors = errors?.[index];
        return (
          <fieldset key={field.id} className="relative min-w-0 rounded-lg border p-3" data-testid="milestone">
            <legend className="float-left py-1.5 text-sm font-semibold">Milestone {number}</legend>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="absolute top-2 right-2"
              onClick={() => remove(index)}
              aria-label={`Remove milestone ${number}`}
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
            <div className="clear-left grid gap-3 pt-3 sm:grid-cols-3">
              <Controller
                control={control}
                name={`milestones.${index}.share`}
                render={({ field: share }) => (
                  <SelectField
                    label="Share"
                    value={share.value}
                    options={shareOptions}
                    onChange={share.onChange}
                    onBlur={share.onBlur}
                    triggerRef={share.ref}
                  />
                )}
              />
              <TextField
                label={isPercent ? 'Percent' : 'Amount ($)'}
                type="number"
                inputMode="decimal"
                step={isPercent ? 'any' : '0.01'}
                min="0"
                error={fieldErrors?.value?.message}
                {...register(`milestones.${index}.value`)}
              />
              <TextField
                label="Due date"
                type="date"
                error={fieldErrors?.dueDate?.message}
                {...register(`milestones.${index}.dueDate`)}
              />
            </div>
          </fieldset>
        );
      })}
      {errors?.root?.message && <p className="text-destructive text-sm font-medium">{errors.root.message}</p>}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={fields.length >= MAX_MILESTONES}
        onClick={() => append({ ...emptyMilestone })}
      >
        <Plus aria-hidden="true" />
        Add Milestone
      </Button>
    </fieldset>
  );
}

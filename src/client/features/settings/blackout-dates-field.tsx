import { format, parseISO } from 'date-fns';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { dayKeySchema } from '#shared/settings/settings.schemas.ts';
import { AddItemInput, RemovableItem, useListDraft } from './editable-list.tsx';
import { getListErrorMessage, type SettingsFormValues } from './settings-form-schema.ts';

/** The reason a day cannot be added, or null. Past days are allowed: they only keep the record. */
export function getBlackoutDateAddError(list: readonly string[], day: string): string | null {
  if (!day) return 'Choose a date';
  const parsed = dayKeySchema.safeParse(day);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Enter a date that exists';
  if (list.includes(day)) return `${formatLongDay(day)} is already a blackout date`;
  return null;
}

function formatLongDay(day: string): string {
  return format(parseISO(day), 'EEEE, d MMMM yyyy');
}

/** Days the venue takes no bookings, sorted, each with a Remove button. */
export function BlackoutDatesField({ readOnly, today }: { readOnly: boolean; today: string }) {
  const id = useId();
  const { control } = useFormContext<SettingsFormValues>();
  const { field, fieldState } = useController({ control, name: 'availability.blackoutDates' });
  const days = field.value ?? [];
  const draft = useListDraft(
    (day) => getBlackoutDateAddError(days, day),
    (day) => field.onChange([...days, day].sort()),
  );
  const error = draft.addError ?? getListErrorMessage(fieldState.error);

  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-semibold">Blackout Dates</h3>
      {days.length === 0 ? (
        <p className="text-muted-foreground text-sm">No blackout dates.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Blackout dates">
          {days.map((day) => (
            <RemovableItem
              key={day}
              removeLabel={`Remove ${formatLongDay(day)}`}
              readOnly={readOnly}
              onRemove={() => field.onChange(days.filter((item) => item !== day))}
            >
              <time dateTime={day}>{formatLongDay(day)}</time>
              {day < today && <span className="text-muted-foreground"> (past)</span>}
            </RemovableItem>
          ))}
        </ul>
      )}
      {!readOnly && (
        <AddItemInput
          id={id}
          label="Add a blackout date"
          addLabel="Add blackout date"
          error={error}
          draft={draft}
          inputProps={{ type: 'date' }}
        />
      )}
    </div>
  );
}

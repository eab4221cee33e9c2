import { format, parseISO } from 'date-fns';
import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { dayKeySchema } from '#shared/settings/settings.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { FieldMessage } from './field-message.tsx';
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
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const error = addError ?? getListErrorMessage(fieldState.error);

  function add() {
    const problem = getBlackoutDateAddError(days, draft);
    if (problem) {
      setAddError(problem);
      return;
    }
    field.onChange([...days, draft].sort());
    setDraft('');
    setAddError(null);
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-semibold">Blackout Dates</h3>
      {days.length === 0 ? (
        <p className="text-muted-foreground text-sm">No blackout dates.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Blackout dates">
          {days.map((day) => (
            <li key={day} className="flex min-h-10 items-center justify-between gap-2 rounded-md border py-1 pr-1 pl-3">
              <span className="text-sm">
                <time dateTime={day}>{formatLongDay(day)}</time>
                {day < today && <span className="text-muted-foreground"> (past)</span>}
              </span>
              {!readOnly && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 shrink-0"
                  aria-label={`Remove ${formatLongDay(day)}`}
                  onClick={() => field.onChange(days.filter((item) => item !== day))}
                >
                  <X aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="grid gap-2">
          <Label htmlFor={id}>Add a blackout date</Label>
          <div className="flex gap-2">
            <Input
              id={id}
              type="date"
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setAddError(null);
              }}
              onKeyDown={addOnEnter}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <Button type="button" variant="outline" onClick={add} aria-label="Add blackout date">
              <Plus aria-hidden="true" />
              Add
            </Button>
          </div>
          <FieldMessage id={`${id}-error`} message={error} />
        </div>
      )}
    </div>
  );
}

import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { getEventTypeAddError } from '#shared/settings/settings.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { FieldMessage } from './field-message.tsx';
import { getListErrorMessage, type SettingsFormValues } from './settings-form-schema.ts';

/** The venue's own event types (spec §5: the trimmed text, not blank, not already listed). */
export function EventTypesCard({ readOnly }: { readOnly: boolean }) {
  const id = useId();
  const { control } = useFormContext<SettingsFormValues>();
  const { field, fieldState } = useController({ control, name: 'eventTypes' });
  const types = field.value;
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const error = addError ?? getListErrorMessage(fieldState.error);

  function add() {
    const problem = getEventTypeAddError(types, draft);
    if (problem) {
      setAddError(problem);
      return;
    }
    field.onChange([...types, draft.trim()]);
    setDraft('');
    setAddError(null);
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the type here; it must not submit (save) the whole page.
    event.preventDefault();
    add();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Event Types</h2>
        </CardTitle>
        <CardDescription>Offered in New Booking beside the standard types.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {types.length === 0 ? (
          <p className="text-muted-foreground text-sm">No event types of your own yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Event types">
            {types.map((type) => (
              <li
                key={type}
                className="flex min-h-10 items-center justify-between gap-2 rounded-md border py-1 pr-1 pl-3"
              >
                <span className="min-w-0 text-sm break-words">{type}</span>
                {!readOnly && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0"
                    aria-label={`Remove ${type}`}
                    onClick={() => field.onChange(types.filter((item) => item !== type))}
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
            <Label htmlFor={id}>New event type</Label>
            <div className="flex gap-2">
              <Input
                id={id}
                value={draft}
                placeholder="e.g. Garden Ceremony"
                maxLength={100}
                autoComplete="off"
                onChange={(event) => {
                  setDraft(event.target.value);
                  setAddError(null);
                }}
                onKeyDown={addOnEnter}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <Button type="button" variant="outline" onClick={add} aria-label="Add event type">
                <Plus aria-hidden="true" />
                Add
              </Button>
            </div>
            <FieldMessage id={`${id}-error`} message={error} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

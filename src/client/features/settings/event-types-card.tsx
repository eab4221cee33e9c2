import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { getEventTypeAddError } from '#shared/settings/settings.schemas.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { AddItemInput, RemovableItem, useListDraft } from './editable-list.tsx';
import { getListErrorMessage, type SettingsFormValues } from './settings-form-schema.ts';

/** The venue's own event types (spec §5: the trimmed text, not blank, not already listed). */
export function EventTypesCard({ readOnly }: { readOnly: boolean }) {
  const id = useId();
  const { control } = useFormContext<SettingsFormValues>();
  const { field, fieldState } = useController({ control, name: 'eventTypes' });
  const types = field.value;
  const draft = useListDraft(
    (type) => getEventTypeAddError(types, type),
    (type) => field.onChange([...types, type.trim()]),
  );
  const error = draft.addError ?? getListErrorMessage(fieldState.error);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Event Types</h2>
        </CardTitle>
        <CardDescription>Offered in New Booking and on your inquiry form, beside the standard types.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {types.length === 0 ? (
          <p className="text-muted-foreground text-sm">No event types of your own yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Event types">
            {types.map((type) => (
              <RemovableItem
                key={type}
                removeLabel={`Remove ${type}`}
                readOnly={readOnly}
                onRemove={() => field.onChange(types.filter((item) => item !== type))}
              >
                {type}
              </RemovableItem>
            ))}
          </ul>
        )}
        {!readOnly && (
          <AddItemInput
            id={id}
            label="New event type"
            addLabel="Add event type"
            error={error}
            draft={draft}
            inputProps={{ placeholder: 'e.g. Garden Ceremony', maxLength: 100, autoComplete: 'off' }}
          />
        )}
      </CardContent>
    </Card>
  );
}

import { useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { languageNamesInEnglish, languages, type Language } from '#shared/i18n/languages.ts';
import { getEventTypeAddError } from '#shared/settings/settings.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { AddItemInput, RemovableItem, useListDraft } from './editable-list.tsx';
import { getListErrorMessage, type SettingsFormValues } from './settings-form-schema.ts';

/**
 * What couples who read another language call the venue's own types (decision 073); a type with
 * no name there reaches them as written, which the count of missing names flags.
 */
function EventTypeNames({ language, types, readOnly }: { language: Language; types: string[]; readOnly: boolean }) {
  const { control } = useFormContext<SettingsFormValues>();
  const { field } = useController({ control, name: `venue.clientTextTranslations.${language}.eventTypes` });
  const names = field.value ?? {};
  const name = languageNamesInEnglish[language];
  const missing = types.filter((type) => !names[type]?.trim()).length;
  return (
    <fieldset className="grid min-w-0 gap-3 border-t pt-4">
      <legend className="flex flex-wrap items-center gap-2 text-sm font-medium">
        Names in {name}
        {missing > 0 && <Badge variant="outline">{missing} missing</Badge>}
      </legend>
      <p className="text-muted-foreground text-xs">
        What visitors who read {name} see on your inquiry form; a type without one shows as written.
      </p>
      {types.map((type) => (
        <TextField
          key={type}
          label={`${type} in ${name}`}
          lang={language}
          maxLength={100}
          disabled={readOnly}
          value={names[type] ?? ''}
          onChange={(event) => field.onChange({ ...names, [type]: event.target.value })}
          onBlur={field.onBlur}
        />
      ))}
    </fieldset>
  );
}

/** The venue's own event types (spec §5: the trimmed text, not blank, not already listed). */
export function EventTypesCard({ readOnly }: { readOnly: boolean }) {
  const id = useId();
  const { control } = useFormContext<SettingsFormValues>();
  const { field, fieldState } = useController({ control, name: 'eventTypes' });
  const clientLanguage = useWatch({ control, name: 'venue.defaultClientLanguage' });
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
        {types.length > 0 &&
          languages
            .filter((language) => language !== clientLanguage)
            .map((language) => <EventTypeNames key={language} language={language} types={types} readOnly={readOnly} />)}
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

import { useId, useRef } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { mergeFieldLabels, mergeFields, toMergeTag } from '#shared/contracts/merge-fields.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { insertAtCursor } from './insert-at-cursor.ts';

/**
 * The text of a contract or template, with the merge fields offered as buttons that
 * insert `{{field}}` where the caret is. The server fills them in when a contract is created.
 */
export function ContractContentField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  lang,
  readOnly = false,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** When the merge fields are filled in, said under the text. */
  hint: string;
  /** The language the text is written in, when it is not the page's (a version in Spanish). */
  lang?: string;
  readOnly?: boolean;
}) {
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        function insert(tag: string) {
          const textarea = textareaRef.current;
          const next = insertAtCursor(value, tag, textarea?.selectionStart ?? null, textarea?.selectionEnd ?? null);
          field.onChange(next.value);
          // After React has put the new text in, give the caret back where the tag ends.
          requestAnimationFrame(() => {
            textarea?.focus();
            textarea?.setSelectionRange(next.caret, next.caret);
          });
        }
        const error = fieldState.error?.message;
        return (
          <div className="grid min-w-0 gap-2">
            <Label htmlFor={id}>{label}</Label>
            {!readOnly && (
              <div role="group" aria-labelledby={`${id}-fields`} className="flex flex-wrap items-center gap-1.5">
                <span id={`${id}-fields`} className="text-muted-foreground mr-1 text-xs">
                  Insert field:
                </span>
                {mergeFields.map((mergeField) => (
                  <Button
                    key={mergeField}
                    type="button"
                    variant="outline"
                    size="sm"
                    className="h-7 px-2 text-xs"
                    title={toMergeTag(mergeField)}
                    onClick={() => insert(toMergeTag(mergeField))}
                  >
                    {mergeFieldLabels[mergeField]}
                  </Button>
                ))}
              </div>
            )}
            <Textarea
              id={id}
              name={field.name}
              ref={(element) => {
                field.ref(element);
                textareaRef.current = element;
              }}
              value={value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              readOnly={readOnly}
              lang={lang}
              spellCheck
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              className="min-h-64 font-mono text-sm leading-relaxed md:text-sm"
            />
            <p id={`${id}-hint`} className="text-muted-foreground text-xs">
              {hint}
            </p>
            {error && (
              <p id={`${id}-error`} className="text-destructive text-sm font-medium">
                {error}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}

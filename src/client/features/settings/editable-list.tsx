import { Plus, X } from 'lucide-react';
import { useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { FieldMessage } from './field-message.tsx';

/**
 * The text typed for a new list item and why it cannot be added. `add` checks it with
 * `getAddError` and hands a good one to `onAdd`; Enter in the input adds too, and never submits
 * (saves) the whole settings form.
 */
export function useListDraft(getAddError: (draft: string) => string | null, onAdd: (draft: string) => void) {
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string | null>(null);

  function add() {
    const problem = getAddError(draft);
    if (problem) {
      setAddError(problem);
      return;
    }
    onAdd(draft);
    setDraft('');
    setAddError(null);
  }

  return {
    draft,
    addError,
    add,
    changeDraft: (value: string) => {
      setDraft(value);
      setAddError(null);
    },
    addOnEnter: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      add();
    },
  };
}

/** One item of an editable list, with its Remove button unless the list is read-only. */
export function RemovableItem(props: {
  children: ReactNode;
  removeLabel: string;
  readOnly: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="flex min-h-10 items-center justify-between gap-2 rounded-md border py-1 pr-1 pl-3">
      <span className="min-w-0 text-sm break-words">{props.children}</span>
      {!props.readOnly && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          aria-label={props.removeLabel}
          onClick={props.onRemove}
        >
          <X aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

interface AddItemInputProps {
  id: string;
  label: string;
  addLabel: string;
  error: string | undefined | null;
  draft: ReturnType<typeof useListDraft>;
  inputProps?: ComponentProps<typeof Input>;
}

/** The labelled input and Add button under an editable list, with the list's error. */
export function AddItemInput({ id, label, addLabel, error, draft, inputProps }: AddItemInputProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          {...inputProps}
          id={id}
          value={draft.draft}
          onChange={(event) => draft.changeDraft(event.target.value)}
          onKeyDown={draft.addOnEnter}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="button" variant="outline" onClick={draft.add} aria-label={addLabel}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      <FieldMessage id={`${id}-error`} message={error ?? undefined} />
    </div>
  );
}

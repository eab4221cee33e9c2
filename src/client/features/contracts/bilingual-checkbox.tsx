import { useId } from 'react';
import { cn } from '#client/lib/utils.ts';

/**
 * "Bilingual contract (both versions)": the Create dialog's and a draft's Edit, with a hint under
 * it that says which version governs (or why the box cannot be ticked).
 */
export function BilingualCheckbox({
  checked,
  disabled,
  onChange,
  hint,
  className,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  hint: string;
  /** The row of the box and its label (its place in the form's grid). */
  className?: string;
}) {
  const id = useId();
  return (
    <>
      <div className={cn('flex items-center gap-2', className)}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="accent-primary size-4 cursor-pointer disabled:cursor-not-allowed"
        />
        <label htmlFor={id} className="cursor-pointer text-sm font-medium">
          Bilingual contract (both versions)
        </label>
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {hint}
      </p>
    </>
  );
}

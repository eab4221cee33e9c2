import { useId, type ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';
import { Label } from './label.tsx';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'border-input bg-background placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-ring/30 aria-invalid:border-destructive aria-invalid:ring-destructive/20 flex min-h-32 w-full min-w-0 rounded-md border px-3 py-2 text-base shadow-xs transition-colors outline-none focus-visible:ring-2 disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
        className,
      )}
      {...props}
    />
  );
}

type TextareaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string; hint?: string };

/** A labelled textarea with its help text and error message wired up, like TextField. */
export function TextareaField({ label, error, hint, className, id, ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={fieldId}>{label}</Label>
      <Textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint && (
        <p id={`${fieldId}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="text-destructive text-sm font-medium">
          {error}
        </p>
      )}
    </div>
  );
}

import { useId, type ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';
import { useT } from './signing-i18n.ts';

/**
 * The e-consent ESIGN asks for before a signature counts: a box the signer ticks, labelled with
 * the disclosure the signed PDF quotes, in the page's language. The whole label is the touch target.
 */
export function ConsentField({ error, ...inputProps }: ComponentProps<'input'> & { error?: string }) {
  const { t } = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <label
        htmlFor={id}
        className={cn(
          'flex cursor-pointer items-start gap-3 rounded-lg border p-4 text-sm leading-relaxed',
          error ? 'border-destructive' : 'border-input',
        )}
      >
        <input
          id={id}
          type="checkbox"
          className="accent-primary mt-0.5 size-5 shrink-0 cursor-pointer"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        <span>{t('signing.consent')}</span>
      </label>
      {error && (
        <p id={errorId} className="text-destructive text-sm font-medium">
          {error}
        </p>
      )}
    </div>
  );
}

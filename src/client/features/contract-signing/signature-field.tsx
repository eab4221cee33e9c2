import { Eraser } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';
import type { SignaturePadControls } from './use-signature-pad.ts';

/** The box's words: the couple's page gives them in its language; the staff countersignature reads English. */
export interface SignatureFieldLabels {
  label: string;
  clear: string;
  signHere: string;
  padEmpty: string;
  padSigned: string;
  hint: string;
}

const englishLabels: SignatureFieldLabels = {
  label: 'Signature',
  clear: 'Clear',
  signHere: 'Sign here',
  padEmpty: 'Signature pad, empty',
  padSigned: 'Signature pad, signed',
  hint: 'Draw your signature with your finger, stylus or mouse.',
};

/**
 * The drawing box (spec §2, §9: 600 by 200 pixels, narrower on a phone at the same 3:1 shape)
 * with its Clear button. The line and "Sign here" are page decoration under a transparent
 * canvas: they are not part of the signature image.
 */
export function SignatureField({
  attachCanvas,
  isEmpty,
  onClear,
  error,
  disabled = false,
  labels = englishLabels,
}: {
  attachCanvas: SignaturePadControls['attachCanvas'];
  isEmpty: boolean;
  onClear: () => void;
  error?: string;
  disabled?: boolean;
  labels?: SignatureFieldLabels;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <div className="flex max-w-[604px] items-center justify-between gap-3">
        <span id={labelId} className="text-sm leading-none font-medium">
          {labels.label}
        </span>
        <Button type="button" variant="outline" onClick={onClear} disabled={disabled || isEmpty}>
          <Eraser aria-hidden="true" />
          {labels.clear}
        </Button>
      </div>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className={cn(
          'relative w-full max-w-[604px] overflow-hidden rounded-lg border-2 border-dashed bg-white',
          error ? 'border-destructive' : 'border-input',
          disabled && 'opacity-70',
        )}
      >
        <div className="pointer-events-none absolute inset-x-[6%] bottom-[24%] select-none" aria-hidden="true">
          {isEmpty && (
            <span className="text-muted-foreground absolute right-0 bottom-2 text-sm">{labels.signHere}</span>
          )}
          <span className="absolute bottom-1 left-0 text-lg leading-none text-gray-500">×</span>
          <div className="border-b border-gray-400" />
        </div>
        <canvas
          ref={attachCanvas}
          role="img"
          aria-label={isEmpty ? labels.padEmpty : labels.padSigned}
          className="relative block aspect-[3/1] w-full cursor-crosshair touch-none"
        />
      </div>
      <p id={hintId} className="text-muted-foreground text-sm">
        {labels.hint}
      </p>
      {error && (
        <p id={errorId} className="text-destructive text-sm font-medium">
          {error}
        </p>
      )}
    </div>
  );
}

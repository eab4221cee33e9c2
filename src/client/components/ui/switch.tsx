import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';

type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'value'> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * shadcn's Switch without @radix-ui/react-switch: a button with role="switch" and aria-checked
 * (WAI-ARIA switch pattern); Space and Enter toggle it because it is a real button. The unchecked
 * track is gray-500 so the control keeps 3:1 against the page (WCAG 1.4.11).
 */
export function Switch({ checked, onCheckedChange, className, onClick, ...props }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      className={cn(
        'peer focus-visible:ring-ring data-[state=checked]:bg-primary inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent shadow-xs transition-colors outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=unchecked]:bg-gray-500',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      {...props}
    >
      <span
        data-state={state}
        className="bg-background pointer-events-none block size-5 rounded-full shadow-md transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
}

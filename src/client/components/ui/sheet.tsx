import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';

/** A panel that slides in from an edge (shadcn's Sheet), built on Radix Dialog. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const sides = {
  /** The phone menu: the sidebar's width, on the sidebar's colour. */
  left: 'bg-sidebar left-0 w-72 max-w-[85vw] data-[state=open]:animate-[drawer-in_200ms_ease-out]',
  /** A record's details beside the list it was opened from: the whole width of a phone. */
  right: 'bg-background right-0 w-full sm:max-w-xl data-[state=open]:animate-[drawer-in-right_200ms_ease-out]',
};

export function SheetContent({
  className,
  children,
  closeLabel = 'Close',
  side = 'left',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string; side?: keyof typeof sides }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <DialogPrimitive.Content
        className={cn(
          // Its foot, where the actions are, ends above a showing toast (see ToastViewport).
          'fixed top-0 bottom-[var(--toast-inset,0px)] z-50 flex flex-col shadow-xl outline-none',
          sides[side],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring absolute top-4 right-3 rounded-md p-2 transition-colors focus-visible:ring-2 focus-visible:outline-none"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-base font-semibold', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-muted-foreground text-sm', className)} {...props} />;
}

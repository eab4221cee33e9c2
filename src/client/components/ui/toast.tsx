import * as ToastPrimitives from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { useEffect, useRef, type ComponentProps, type ReactElement } from 'react';
import { cn } from '#client/lib/utils.ts';

/** Spec §9: a toast shows for 5000 ms and is swiped away to the right past 50 px. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export function ToastProvider(props: ComponentProps<typeof ToastPrimitives.Provider>) {
  return (
    <ToastPrimitives.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      {...props}
    />
  );
}

/**
 * Where toasts appear; F8 (Radix's default hotkey) moves focus here. At the bottom edge (across
 * a phone, at the right on wider screens), clear of the header and the pages' actions, and while
 * one shows, the room it takes is `--toast-inset` on the root: dialogs and sheets end above it
 * and the page's end scrolls clear of it, so a toast covers nothing that can be tapped. The
 * viewport itself lets taps through: only a toast catches them.
 */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitives.Viewport>) {
  const viewportRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const update = () => setToastInset(viewport.childElementCount > 0 ? viewport.offsetHeight : 0);
    update();
    // jsdom has no ResizeObserver; every browser the app supports does.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      setToastInset(0);
    };
  }, []);
  return (
    <ToastPrimitives.Viewport
      ref={viewportRef}
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex max-h-screen w-full flex-col p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] outline-none sm:left-auto sm:max-w-[420px] sm:p-4',
        className,
      )}
      {...props}
    />
  );
}

/** The room a showing toast takes at the bottom of the screen, for the CSS that keeps clear of it. */
function setToastInset(pixels: number) {
  document.documentElement.style.setProperty('--toast-inset', `${pixels}px`);
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-3 pr-10 shadow-lg sm:p-4 sm:pr-10 transition-all data-[state=closed]:animate-[toast-out_150ms_ease-in] data-[state=open]:animate-[toast-in_200ms_ease-out] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'destructive border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitives.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitives.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      className={cn(
        'hover:bg-secondary focus-visible:ring-ring inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors group-[.destructive]:border-white/40 group-[.destructive]:hover:bg-white/10 focus-visible:ring-2 focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      aria-label="Close"
      className={cn(
        'text-foreground/60 hover:text-foreground focus-visible:ring-ring absolute top-3 right-3 rounded-md p-1 transition-colors group-[.destructive]:text-white/80 group-[.destructive]:hover:text-white focus-visible:ring-2 focus-visible:outline-none',
        className,
      )}
      toast-close=""
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitives.Close>
  );
}

/**
 * Title and description are left out of Radix's own announcement (a hidden copy of the text that
 * lingers for a second); screen readers hear the toast through the live region around the
 * toaster instead (see ToastHost), so the page never holds the same text twice.
 */
const excludeFromRadixAnnouncement = { 'data-radix-toast-announce-exclude': '' };

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitives.Title>) {
  return (
    <ToastPrimitives.Title
      className={cn('text-sm font-semibold', className)}
      {...excludeFromRadixAnnouncement}
      {...props}
    />
  );
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitives.Description>) {
  return (
    <ToastPrimitives.Description
      className={cn('text-sm opacity-90', className)}
      {...excludeFromRadixAnnouncement}
      {...props}
    />
  );
}

export type ToastActionElement = ReactElement<typeof ToastAction>;

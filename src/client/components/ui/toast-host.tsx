import { lazy, Suspense, useState } from 'react';
import { useToast } from '#client/lib/use-toast.ts';

const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }));

/**
 * Mounts the Radix toaster once the first toast is raised and keeps it from then on: most visits
 * to a public page raise none, so their JS stays small (the landing page has a budget).
 *
 * The wrapper is a polite live region that is in the page from the start, so screen readers
 * read each toast as it is added, the first one included.
 */
export function ToastHost() {
  const { toasts } = useToast();
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && toasts.length > 0) setNeeded(true);
  return (
    <div aria-live="polite">
      {isNeeded && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </div>
  );
}

import { LoaderCircle } from 'lucide-react';

/**
 * A centred loading indicator that screen readers announce as "Loading" (a couple's page passes
 * its language's word, `useCommonT`'s `common.loading`). The router shows it while a page loads,
 * so it stays out of tailwind-merge's way and the i18n code (docs/decisions/065).
 */
export function Spinner({ fullScreen = false, label = 'Loading' }: { fullScreen?: boolean; label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className={
        fullScreen ? 'flex min-h-screen items-center justify-center p-8' : 'flex items-center justify-center p-8'
      }
    >
      <LoaderCircle className="text-primary size-8 animate-spin" aria-hidden="true" />
    </div>
  );
}

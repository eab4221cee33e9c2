import { LoaderCircle } from 'lucide-react';

/**
 * A centred loading indicator that screen readers announce as "Loading". The router shows it
 * while a page loads, so it stays out of tailwind-merge's way (docs/decisions/065).
 */
export function Spinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-label="Loading"
      className={
        fullScreen ? 'flex min-h-screen items-center justify-center p-8' : 'flex items-center justify-center p-8'
      }
    >
      <LoaderCircle className="text-primary size-8 animate-spin" aria-hidden="true" />
    </div>
  );
}

import { LoaderCircle } from 'lucide-react';
import { cn } from '#client/lib/utils.ts';

/** A centred loading indicator that screen readers announce as "Loading". */
export function Spinner({ className, fullScreen = false }: { className?: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-label="Loading"
      className={cn('flex items-center justify-center p-8', fullScreen && 'min-h-screen', className)}
    >
      <LoaderCircle className="text-primary size-8 animate-spin" aria-hidden="true" />
    </div>
  );
}

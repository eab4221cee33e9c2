import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** A warning inside the contract form (spec §2's two warnings, and reads that failed). */
export function FormNotice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-2">
        <p>{children}</p>
        {action}
      </div>
    </div>
  );
}

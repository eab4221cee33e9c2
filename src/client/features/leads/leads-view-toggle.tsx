import { Columns3, List } from 'lucide-react';
import { cn } from '#client/lib/utils.ts';
import type { LeadsView } from './use-leads-page-state.ts';

const views = [
  { value: 'list', label: 'List', Icon: List },
  { value: 'board', label: 'Board', Icon: Columns3 },
] as const;

/** List or board: the same leads, filtered alike; the choice stays in the address. */
export function LeadsViewToggle({ view, onViewChange }: { view: LeadsView; onViewChange: (view: LeadsView) => void }) {
  return (
    <div role="group" aria-label="View" className="bg-muted inline-flex w-fit rounded-lg p-1">
      {views.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onViewChange(value)}
          className={cn(
            'focus-visible:ring-ring inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:outline-none',
            view === value ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}

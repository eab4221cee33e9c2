import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';

export interface InsightTile {
  title: string;
  value: string;
  icon: LucideIcon;
}

// Two across on a phone (short figures fit), four on a wide screen.
const gridClasses = 'grid grid-cols-2 gap-3 lg:grid-cols-4';

/** The four figures over each insight tab, each a labelled region so its title names its value. */
export function InsightTiles({ tiles }: { tiles: readonly InsightTile[] }) {
  return (
    <div className={gridClasses}>
      {tiles.map((tile) => (
        <Tile key={tile.title} tile={tile} />
      ))}
    </div>
  );
}

function Tile({ tile: { title, value, icon: Icon } }: { tile: InsightTile }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0 p-3 sm:p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="text-muted-foreground text-xs font-medium sm:text-sm">
          {title}
        </h3>
        <Icon className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
      </div>
      <p className="mt-1 text-lg font-bold tracking-tight break-words sm:text-2xl">{value}</p>
    </Card>
  );
}

export function InsightTilesSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={gridClasses}>
      {[0, 1, 2, 3].map((index) => (
        <Card key={index} className="grid gap-2 p-3 sm:p-4" aria-hidden="true">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-7 w-16" />
        </Card>
      ))}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';

/**
 * One of the dashboard's lists: a titled card that shows skeleton rows while loading and the
 * spec's empty text when there is nothing to list.
 */
export function ActivityCard({
  title,
  action,
  isLoading,
  isEmpty,
  emptyText,
  className,
  children,
}: {
  title: string;
  action?: ReactNode;
  isLoading: boolean;
  isEmpty: boolean;
  emptyText: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={className}>
      <CardHeader className="flex-row items-center justify-between gap-2 p-5 pb-2">
        <h2 id={titleId} className="text-lg leading-tight font-semibold">
          {title}
        </h2>
        {action}
      </CardHeader>
      <CardContent className="p-5 pt-0">
        {isLoading ? (
          <SkeletonRows label={`Loading ${title}`} />
        ) : isEmpty ? (
          <p className="text-muted-foreground py-8 text-center text-sm">{emptyText}</p>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

function SkeletonRows({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 py-2">
      {[0, 1, 2].map((index) => (
        <div key={index} data-testid="skeleton-row" className="flex items-center gap-3" aria-hidden="true">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The rows of a list card, one under another with a rule between them. */
export function ActivityList({ children }: { children: ReactNode }) {
  return <ul className="divide-y">{children}</ul>;
}

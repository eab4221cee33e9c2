import { CalendarCheck } from 'lucide-react';
import { cn } from '#client/lib/utils.ts';

/** The VenueDesk mark, optionally with the name beside it. */
export function BrandLogo({
  className,
  showName = true,
  nameClassName,
}: {
  className?: string;
  showName?: boolean;
  /** Classes for the name, e.g. to hide it on narrow screens. */
  nameClassName?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span className="bg-primary text-primary-foreground flex size-9 items-center justify-center rounded-lg shadow-sm">
        <CalendarCheck className="size-5" aria-hidden="true" />
      </span>
      {showName && (
        <span className={cn('text-foreground text-lg font-bold tracking-tight', nameClassName)}>VenueDesk</span>
      )}
    </span>
  );
}

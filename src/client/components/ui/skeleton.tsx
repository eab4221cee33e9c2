import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';

/** A placeholder block shown while content loads (shadcn/ui Skeleton); it pulses only when motion is welcome. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="skeleton" className={cn('bg-accent rounded-md motion-safe:animate-pulse', className)} {...props} />
  );
}

import type { ComponentProps } from 'react';
import type { HeatDay, HeatLevel } from '#shared/calendar/heat-map.ts';
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip.tsx';
import { formatDollars } from '#client/lib/format.ts';
import { cn } from '#client/lib/utils.ts';
import { formatBookingCount, formatLongDay } from './day-labels.ts';
import { heatShades, type HeatPalette } from './heat-shades.ts';

/** The date, count and revenue of a day: the tooltip's lines and the cell's accessible name. */
function describeDay(day: HeatDay): string[] {
  return [formatLongDay(day.date), formatBookingCount(day.bookingCount), `${formatDollars(day.revenue)} revenue`];
}

/** One day of a heat grid: its number and figure on its shade, its details in a tooltip. */
export function HeatCell({
  day,
  palette,
  level,
  figure,
  isOpen,
  onOpenChange,
  ...buttonProps
}: {
  day: HeatDay;
  palette: HeatPalette;
  level: HeatLevel;
  figure: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
} & Pick<ComponentProps<'button'>, 'tabIndex' | 'onFocus'> & { 'data-grid-index': number }) {
  const details = describeDay(day);
  return (
    <Tooltip open={isOpen} onOpenChange={onOpenChange}>
      <TooltipTrigger asChild>
        <button
          type="button"
          {...buttonProps}
          aria-label={details.join(', ')}
          data-level={level}
          onClick={(event) => {
            // Radix closes a tooltip on click and never opens one for touch: a tap is how a
            // phone asks for the details, so it opens them instead.
            event.preventDefault();
            onOpenChange(true);
          }}
          className={cn(
            'focus-visible:ring-ring flex aspect-square w-full min-w-0 cursor-default flex-col items-center justify-center rounded-md leading-tight focus-visible:ring-2 focus-visible:ring-offset-1 focus-visible:outline-none',
            heatShades[palette][level],
          )}
        >
          <span className="text-xs font-semibold">{day.dayOfMonth}</span>
          <span className="text-[0.6875rem] sm:text-xs">{figure}</span>
        </button>
      </TooltipTrigger>
      <TooltipContent>
        {details.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </TooltipContent>
    </Tooltip>
  );
}

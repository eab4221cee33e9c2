import { useId, useState } from 'react';
import { formatThousands, getHeatLevel, HEAT_LEVELS, type HeatDay, type HeatMonth } from '#shared/calendar/heat-map.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/utils.ts';
import { HeatCell } from './heat-cell.tsx';
import { heatShades, type HeatPalette } from './heat-shades.ts';
import { useRovingGrid } from './use-roving-grid.ts';

const WEEKDAY_HEADERS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export type HeatMetric = 'bookings' | 'revenue';

/** What a grid shades by, in which colours, and the figure each cell shows under its day. */
const metrics: Record<
  HeatMetric,
  { palette: HeatPalette; valueOf: (day: HeatDay) => number; show: (day: HeatDay) => string }
> = {
  bookings: { palette: 'blue', valueOf: (day) => day.bookingCount, show: (day) => String(day.bookingCount) },
  revenue: { palette: 'green', valueOf: (day) => day.revenue, show: (day) => formatThousands(day.revenue) },
};

/** Weeks of seven cells: blanks before the 1st, then the days. */
function toWeeks(month: HeatMonth): (HeatDay | null)[][] {
  const cells = [...Array<null>(month.leadingBlanks).fill(null), ...month.days];
  return Array.from({ length: Math.ceil(cells.length / 7) }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * A month as a heat map (spec §2 Heat Map tab): Sun–Sat, blank cells before the 1st, each day
 * shaded against the month's maximum. Hover, keyboard focus or a tap shows the day's details.
 */
export function HeatGrid({
  title,
  monthLabel,
  month,
  metric,
  max,
}: {
  title: string;
  monthLabel: string;
  month: HeatMonth;
  metric: HeatMetric;
  max: number;
}) {
  const titleId = useId();
  const { palette, valueOf, show } = metrics[metric];
  const grid = useRovingGrid(month.days.length);
  // One day's details open at a time, whether hovered, focused or tapped.
  const [openDate, setOpenDate] = useState<string | null>(null);

  return (
    <Card className="min-w-0 p-3 sm:p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          {title}
        </h3>
        <Badge variant="outline">{monthLabel}</Badge>
      </div>
      <div
        role="grid"
        // The cells take the focus (see useRovingGrid); -1 only lets a script focus the grid.
        tabIndex={-1}
        aria-labelledby={titleId}
        onKeyDown={grid.onKeyDown}
        className="grid gap-1 focus:outline-none"
      >
        <div role="row" className="grid grid-cols-7 gap-1">
          {WEEKDAY_HEADERS.map((weekday) => (
            <div key={weekday} role="columnheader" className="text-muted-foreground text-center text-xs font-medium">
              {weekday}
            </div>
          ))}
        </div>
        {toWeeks(month).map((week, weekIndex) => (
          <div key={weekIndex} role="row" className="grid grid-cols-7 gap-1">
            {week.map((day, dayIndex) =>
              day ? (
                <div key={day.date} role="gridcell" className="min-w-0">
                  <HeatCell
                    day={day}
                    palette={palette}
                    level={getHeatLevel(valueOf(day), max)}
                    figure={show(day)}
                    isOpen={openDate === day.date}
                    onOpenChange={(open) =>
                      setOpenDate((current) => (open ? day.date : current === day.date ? null : current))
                    }
                    {...grid.getCellProps(day.dayOfMonth - 1)}
                  />
                </div>
              ) : (
                <div key={`blank-${dayIndex}`} role="gridcell" aria-hidden="true" />
              ),
            )}
          </div>
        ))}
      </div>
      <HeatLegend palette={palette} />
    </Card>
  );
}

/** Less → More over the five shades; the cells' names carry the figures, so it is one image. */
function HeatLegend({ palette }: { palette: HeatPalette }) {
  return (
    <div
      role="img"
      aria-label={`Legend: ${palette} shades from less to more`}
      className="text-muted-foreground mt-3 flex items-center justify-end gap-1 text-xs"
    >
      <span className="mr-1">Less</span>
      {HEAT_LEVELS.map((level) => (
        <span key={level} className={cn('size-3 rounded-sm border border-black/5', heatShades[palette][level])} />
      ))}
      <span className="ml-1">More</span>
    </div>
  );
}

import type { ReactElement } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { bookingStatusColours } from '#shared/bookings/booking-status.ts';
import { formatDollars } from '#client/lib/format.ts';
import {
  formatMonthTick,
  formatPercent,
  type getBookingRows,
  type getSourceRows,
  type getStageRows,
  type getWeekdayRows,
  type RevenueRow,
} from './analytics-format.ts';

/*
 * The drawings of the Performance Analytics tab (recharts, loaded with the tab only). They fill
 * their card's width, so they fit a 390 px phone; the summary and the table carry the figures
 * for assistive technology, so the charts leave out recharts' keyboard layer (decision in
 * chart-card.tsx).
 */

const colours = {
  primary: '#8b5a6b',
  paid: '#059669',
  muted: '#6b7280',
  grid: '#e7e2e4',
  lost: '#b91c1c',
};

/** The calendar's status colours (spec §3), as chart fills. */
const statusFills: Record<string, string> = {
  yellow: '#eab308',
  blue: '#3b82f6',
  orange: '#f97316',
  purple: '#a855f7',
  green: '#22c55e',
  emerald: '#10b981',
  red: '#ef4444',
};

const tick = { fontSize: 12, fill: colours.muted };
const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const wholeCount = (value: number) => (Number.isInteger(value) ? String(value) : '');

function Frame({ children }: { children: ReactElement }) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 256 }}>
      {children}
    </ResponsiveContainer>
  );
}

export function RevenueChart({ rows }: { rows: RevenueRow[] }) {
  return (
    <Frame>
      <BarChart data={rows} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={colours.grid} />
        <XAxis
          dataKey="month"
          tickFormatter={formatMonthTick}
          tick={tick}
          interval="equidistantPreserveStart"
          minTickGap={2}
        />
        <YAxis tickFormatter={(value: number) => compactDollars.format(value)} tick={tick} width={52} />
        <Tooltip
          labelFormatter={(_label, payload) => (payload[0]?.payload as RevenueRow | undefined)?.label ?? ''}
          formatter={(value) => formatDollars(Number(value))}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        <Bar dataKey="paid" name="Paid" fill={colours.paid} radius={[3, 3, 0, 0]} />
        <Bar dataKey="scheduled" name="Scheduled" fill={colours.primary} radius={[3, 3, 0, 0]} />
      </BarChart>
    </Frame>
  );
}

/** Horizontal bars of counts: the labels ("Tour Scheduled") stay readable on a phone. */
function LabelledBars<Row extends { label: string; count: number }>({
  rows,
  name,
  fill,
}: {
  rows: Row[];
  name: string;
  fill: (row: Row) => string;
}) {
  return (
    <Frame>
      <BarChart
        data={rows}
        layout="vertical"
        margin={{ top: 0, right: 12, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke={colours.grid} />
        <XAxis type="number" allowDecimals={false} tickFormatter={wholeCount} tick={tick} />
        <YAxis type="category" dataKey="label" tick={tick} width={104} interval={0} />
        <Tooltip />
        <Bar dataKey="count" name={name} radius={[0, 3, 3, 0]}>
          {rows.map((row) => (
            <Cell key={row.label} fill={fill(row)} />
          ))}
        </Bar>
      </BarChart>
    </Frame>
  );
}

export function BookingStatusChart({ rows }: { rows: ReturnType<typeof getBookingRows> }) {
  return (
    <LabelledBars
      rows={rows}
      name="Bookings"
      fill={(row) => statusFills[bookingStatusColours[row.status]] ?? colours.muted}
    />
  );
}

export function LeadStageChart({ rows }: { rows: ReturnType<typeof getStageRows> }) {
  return (
    <LabelledBars
      rows={rows}
      name="Leads"
      fill={(row) => (row.stage === 'converted' ? colours.paid : row.stage === 'lost' ? colours.lost : colours.primary)}
    />
  );
}

export function LeadSourceChart({ rows }: { rows: ReturnType<typeof getSourceRows> }) {
  return (
    <Frame>
      <BarChart
        data={rows}
        layout="vertical"
        margin={{ top: 0, right: 12, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke={colours.grid} />
        <XAxis type="number" allowDecimals={false} tickFormatter={wholeCount} tick={tick} />
        <YAxis type="category" dataKey="label" tick={tick} width={104} interval={0} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        <Bar dataKey="leads" name="Leads" fill={colours.primary} radius={[0, 3, 3, 0]} />
        <Bar dataKey="converted" name="Converted" fill={colours.paid} radius={[0, 3, 3, 0]} />
      </BarChart>
    </Frame>
  );
}

export function OccupancyChart({ rows }: { rows: ReturnType<typeof getWeekdayRows> }) {
  const data = rows.map((row) => ({ ...row, percent: row.rate ?? 0 }));
  // Up to the next 10 % above the busiest weekday, so a quiet venue's differences show.
  const busiest = Math.max(0, ...data.map((row) => row.percent));
  const top = Math.min(100, Math.max(10, Math.ceil(busiest / 10) * 10));
  return (
    <Frame>
      <BarChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={colours.grid} />
        <XAxis dataKey="short" tick={tick} interval={0} />
        <YAxis
          domain={[0, top]}
          ticks={[0, top / 4, top / 2, (3 * top) / 4, top]}
          tickFormatter={(value: number) => formatPercent(value)}
          tick={tick}
          width={48}
        />
        <Tooltip
          formatter={(value, _name, item) =>
            (item.payload as (typeof data)[number]).rate === null ? 'Closed' : formatPercent(Number(value))
          }
        />
        <Bar dataKey="percent" name="Occupancy" fill={colours.primary} radius={[3, 3, 0, 0]} />
      </BarChart>
    </Frame>
  );
}

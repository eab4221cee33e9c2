import { CalendarCheck, TrendingUp } from 'lucide-react';

// No-break spaces inside "Jun 14" and "180 guests": on a phone the line wraps between the parts.
const events = [
  { names: 'Sofia & Daniel', detail: 'Wedding · Jun\u00a014 · 180\u00a0guests' },
  { names: 'Isabella Cruz', detail: 'Quinceañera · Jun\u00a021 · 120\u00a0guests' },
  { names: 'Northwind Co.', detail: 'Corporate · Jun\u00a027 · 90\u00a0guests' },
];

/** A stylised glimpse of the dashboard; an illustration, so assistive technology skips it. */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="bg-primary/10 absolute -inset-2 -z-0 rotate-2 rounded-3xl sm:-inset-4" />
      <div className="bg-card relative rounded-2xl border p-5 shadow-xl sm:p-6">
        <div className="flex items-center justify-between">
          <p className="font-semibold">Upcoming Events</p>
          <span className="text-muted-foreground text-xs">June</span>
        </div>
        <ul className="mt-4 grid grid-cols-1 gap-3">
          {events.map((event) => (
            <li key={event.names} className="flex items-center gap-3 rounded-xl border p-3">
              <span className="bg-accent text-primary flex size-10 shrink-0 items-center justify-center rounded-lg">
                <CalendarCheck className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{event.names}</span>
                <span className="text-muted-foreground block text-xs">{event.detail}</span>
              </span>
              <span className="text-success-foreground rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold">
                Confirmed
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <div className="bg-muted rounded-xl p-3">
            <p className="text-secondary-foreground text-xs">Occupancy</p>
            <p className="mt-1 text-xl font-bold">86%</p>
          </div>
          <div className="bg-muted rounded-xl p-3">
            <p className="text-secondary-foreground flex items-center gap-1 text-xs">
              <TrendingUp className="text-success-foreground size-3.5" />
              Revenue
            </p>
            <p className="mt-1 text-xl font-bold">$48,250</p>
          </div>
        </div>
      </div>
    </div>
  );
}

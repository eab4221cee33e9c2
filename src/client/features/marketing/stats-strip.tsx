import { MARKETING_STATS } from '#shared/marketing/plan.ts';

/** The four marketing figures of spec §1 (claims, not computed). */
export function StatsStrip({ label = 'VenueDesk in numbers' }: { label?: string }) {
  return (
    <section aria-label={label} className="border-y bg-white">
      <dl className="mx-auto grid w-full max-w-6xl grid-cols-2 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        {MARKETING_STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center gap-1 text-center">
            <dt className="text-muted-foreground text-sm font-medium">{stat.label}</dt>
            <dd className="text-primary text-3xl font-bold tracking-tight sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { cn } from '#client/lib/utils.ts';
import { advancedCapabilities, coreFeatures } from './features-catalog.ts';
import { SectionHeading } from './section-heading.tsx';

export function CoreFeatures() {
  return (
    <section aria-labelledby="core-features-title" className="mx-auto w-full max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
      <SectionHeading
        id="core-features-title"
        eyebrow="Core features"
        title="The essentials, done properly"
        description="Six tools that replace the spreadsheets, paper contracts and payment reminders most venues still juggle."
      />
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {coreFeatures.map(({ icon: Icon, title, text }, index) => {
          const isHighlighted = index === 0;
          return (
            <li
              key={title}
              className={cn(
                'relative rounded-2xl border p-6 shadow-xs',
                isHighlighted ? 'bg-primary border-primary text-white shadow-lg' : 'bg-card',
              )}
            >
              {isHighlighted && (
                <span className="text-primary absolute top-6 right-6 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold">
                  Flagship
                </span>
              )}
              <span
                className={cn(
                  'flex size-12 items-center justify-center rounded-xl',
                  isHighlighted ? 'bg-white/15 text-white' : 'bg-accent text-primary',
                )}
              >
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className={cn('mt-2 leading-relaxed', isHighlighted ? 'text-white/90' : 'text-muted-foreground')}>
                {text}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function AdvancedCapabilities() {
  return (
    <section aria-labelledby="advanced-title" className="bg-[#faf8f9] py-20 sm:py-24">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="advanced-title"
          eyebrow="Advanced capabilities"
          title="Room to grow"
          description="Whether you run one ballroom or a group of venues, VenueDesk grows with you."
        />
        <ul className="mt-14 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {advancedCapabilities.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="bg-card text-primary flex size-11 shrink-0 items-center justify-center rounded-xl border shadow-xs">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="text-muted-foreground mt-1 text-sm leading-relaxed">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

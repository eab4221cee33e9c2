import { helpCategories, type HelpCategory } from './help-content.ts';

export function HelpCategories() {
  return (
    <section aria-labelledby="help-categories-title">
      <h2 id="help-categories-title" className="text-2xl font-bold tracking-tight">
        Browse by category
      </h2>
      <HelpCategoryList categories={helpCategories} />
    </section>
  );
}

/** The category cards: what each topic covers (they open nothing; the FAQ and search do). */
export function HelpCategoryList({ categories }: { categories: readonly HelpCategory[] }) {
  return (
    <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map(({ icon: Icon, title, description, isPopular }) => (
        <li key={title} className="bg-card relative rounded-xl border p-6 shadow-xs">
          <div className="flex items-start justify-between gap-3">
            <span className="bg-accent text-primary flex size-11 items-center justify-center rounded-xl">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            {isPopular && (
              <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
                Popular
              </span>
            )}
          </div>
          <h3 className="mt-4 font-semibold">{title}</h3>
          <p className="text-muted-foreground mt-1.5 text-sm leading-relaxed">{description}</p>
        </li>
      ))}
    </ul>
  );
}

import { ChevronDown } from 'lucide-react';
import type { HelpQuestionGroup } from '#shared/help/help-search.ts';

/**
 * The FAQ grouped by category; one answer open at a time across the whole list (spec §2). Native
 * `<details>` sharing a `name`: the browser opens and closes the answers, so they open with
 * JavaScript off, and before the app has the page (boot.ts replays a tap on a summary).
 */
export function HelpFaq({ groups }: { groups: HelpQuestionGroup[] }) {
  return (
    <div className="grid gap-10">
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`faq-${slug(group.category)}`}>
          <h3 id={`faq-${slug(group.category)}`} className="text-primary text-sm font-semibold tracking-wide uppercase">
            {group.category}
          </h3>
          <div className="bg-card mt-4 divide-y rounded-xl border shadow-xs">
            {group.questions.map((item) => (
              <details key={item.question} name="help-faq" className="group">
                <summary className="hover:bg-muted/60 flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-medium transition-colors [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <ChevronDown
                    className="text-muted-foreground size-5 shrink-0 transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <div className="px-5 pb-5 leading-relaxed text-gray-600">{item.answer}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

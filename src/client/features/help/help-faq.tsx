import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { HelpQuestionGroup } from '#shared/help/help-search.ts';

/** The FAQ grouped by category; one answer open at a time across the whole list (spec §2). */
export function HelpFaq({ groups }: { groups: HelpQuestionGroup[] }) {
  return (
    <Accordion.Root type="single" collapsible className="grid gap-10">
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`faq-${slug(group.category)}`}>
          <h3 id={`faq-${slug(group.category)}`} className="text-primary text-sm font-semibold tracking-wide uppercase">
            {group.category}
          </h3>
          <div className="bg-card mt-4 divide-y rounded-xl border shadow-xs">
            {group.questions.map((item) => (
              <Accordion.Item key={item.question} value={item.question}>
                <Accordion.Header asChild>
                  <h4>
                    <Accordion.Trigger className="group hover:bg-muted/60 flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left font-medium transition-colors">
                      {item.question}
                      <ChevronDown
                        className="text-muted-foreground size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                        aria-hidden="true"
                      />
                    </Accordion.Trigger>
                  </h4>
                </Accordion.Header>
                <Accordion.Content className="px-5 pb-5 leading-relaxed text-gray-600">{item.answer}</Accordion.Content>
              </Accordion.Item>
            ))}
          </div>
        </section>
      ))}
    </Accordion.Root>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

import { SearchX } from 'lucide-react';
import { searchHelpQuestions } from '#shared/help/help-search.ts';
import { Button } from '#client/components/ui/button.tsx';
import { helpFaq } from './help-content.ts';
import { HelpFaq } from './help-faq.tsx';

/** The FAQ, filtered by the search term (spec §2, §5); with no match, a way to clear the search. */
export function HelpSearchResults({ term, onClear }: { term: string; onClear: () => void }) {
  const query = term.trim();
  const groups = searchHelpQuestions(helpFaq, query);
  const found = groups.reduce((total, group) => total + group.questions.length, 0);
  return (
    <section aria-labelledby="help-faq-title">
      <h2 id="help-faq-title" className="text-2xl font-bold tracking-tight break-words">
        {query ? `Search Results for "${query}"` : 'Frequently Asked Questions'}
      </h2>
      <p className="sr-only" role="status">
        {query ? `${found} ${found === 1 ? 'question' : 'questions'} found` : ''}
      </p>
      <div className="mt-6">
        {groups.length > 0 ? (
          <HelpFaq groups={groups} />
        ) : (
          <div className="bg-card rounded-xl border px-6 py-12 text-center">
            <SearchX className="text-muted-foreground mx-auto size-10" aria-hidden="true" />
            <p className="mt-4 text-lg font-semibold">No results found</p>
            <p className="text-muted-foreground mt-1">Try different words, or ask our support team.</p>
            <Button variant="outline" className="mt-6" onClick={onClear}>
              Clear Search
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

import { SearchX } from 'lucide-react';
import { matchesHelpTerm, searchHelpQuestions } from '#shared/help/help-search.ts';
import { Button } from '#client/components/ui/button.tsx';
import { HelpCategoryList } from './help-categories.tsx';
import { helpCategories, helpFaq } from './help-content.ts';
import { HelpFaq } from './help-faq.tsx';

/**
 * The FAQ, filtered by the search term (spec §2, §5). A search also finds the categories whose
 * name or description has the words ("deposit" finds Payments & Billing, which has no question
 * yet); with no match at all, a way to clear the search.
 */
export function HelpSearchResults({ term, onClear }: { term: string; onClear: () => void }) {
  const query = term.trim();
  const groups = searchHelpQuestions(helpFaq, query);
  const found = groups.reduce((total, group) => total + group.questions.length, 0);
  const topics = query
    ? helpCategories.filter((category) => matchesHelpTerm([category.title, category.description], query))
    : [];
  const questionsFound = `${found} ${found === 1 ? 'question' : 'questions'} found`;
  return (
    <section aria-labelledby="help-faq-title">
      <h2 id="help-faq-title" className="text-2xl font-bold tracking-tight break-words">
        {query ? `Search Results for "${query}"` : 'Frequently Asked Questions'}
      </h2>
      <p className="sr-only" role="status">
        {!query
          ? ''
          : topics.length > 0
            ? `${topics.length} ${topics.length === 1 ? 'topic' : 'topics'} and ${questionsFound}`
            : questionsFound}
      </p>
      {topics.length > 0 && <HelpCategoryList categories={topics} />}
      <div className="mt-6">
        {groups.length > 0 ? (
          <HelpFaq groups={groups} />
        ) : topics.length > 0 ? (
          <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-muted-foreground">
              No questions about this yet: our support team will gladly answer yours.
            </p>
            <Button variant="outline" onClick={onClear}>
              Clear Search
            </Button>
          </div>
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

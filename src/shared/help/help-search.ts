export interface HelpQuestion {
  question: string;
  answer: string;
}

export interface HelpQuestionGroup<Q extends HelpQuestion = HelpQuestion> {
  category: string;
  questions: Q[];
}

/** Whether a question matches the search term: case-insensitive, on question or answer (spec §5). */
export function matchesHelpSearch(item: HelpQuestion, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase('en-US');
  if (!needle) return true;
  return (
    item.question.toLocaleLowerCase('en-US').includes(needle) || item.answer.toLocaleLowerCase('en-US').includes(needle)
  );
}

/** The groups with only their matching questions; groups left empty are dropped. */
export function searchHelpQuestions<Q extends HelpQuestion>(
  groups: readonly HelpQuestionGroup<Q>[],
  term: string,
): HelpQuestionGroup<Q>[] {
  return groups
    .map((group) => ({ ...group, questions: group.questions.filter((item) => matchesHelpSearch(item, term)) }))
    .filter((group) => group.questions.length > 0);
}

export interface HelpQuestion {
  question: string;
  answer: string;
}

export interface HelpQuestionGroup<Q extends HelpQuestion = HelpQuestion> {
  category: string;
  questions: Q[];
}

/** Words a question is phrased with that say nothing about its subject ("how do I pay a deposit"). */
const QUESTION_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'at',
  'be',
  'can',
  'do',
  'does',
  'for',
  'how',
  'i',
  'in',
  'is',
  'it',
  'me',
  'my',
  'of',
  'on',
  'or',
  'our',
  'the',
  'to',
  'we',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'with',
  'you',
  'your',
]);

/** An English word without its plural ending: deposits → deposit, policies → policy, taxes → tax. */
export function stemHelpWord(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

function wordsOf(text: string): string[] {
  return text
    .toLocaleLowerCase('en-US')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stemHelpWord);
}

/**
 * Whether texts match what a visitor typed: the whole term inside one of them, whatever the case
 * (spec §5), or each of its words (but "how", "do", "a"…) beginning a word of theirs, plurals aside:
 * "deposit" finds "Request deposits…", "pay deposits" finds "payments and deposits", and a word
 * being typed ("resched") finds "reschedule".
 */
export function matchesHelpTerm(texts: readonly string[], term: string): boolean {
  const needle = term.trim().toLocaleLowerCase('en-US');
  if (!needle) return true;
  if (texts.some((text) => text.toLocaleLowerCase('en-US').includes(needle))) return true;
  const wanted = wordsOf(needle).filter((word) => !QUESTION_WORDS.has(word));
  if (wanted.length === 0) return false;
  const words = texts.flatMap(wordsOf);
  return wanted.every((want) => words.some((word) => word.startsWith(want)));
}

/** Whether a question matches the search term, on its question or answer (spec §5). */
export function matchesHelpSearch(item: HelpQuestion, term: string): boolean {
  return matchesHelpTerm([item.question, item.answer], term);
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

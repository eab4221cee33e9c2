import { describe, expect, it } from 'vitest';
import { matchesHelpSearch, matchesHelpTerm, searchHelpQuestions, stemHelpWord } from './help-search.ts';

const groups = [
  {
    category: 'Getting Started',
    questions: [
      { question: 'How do I set up my venue?', answer: 'Sign up with your venue name.' },
      { question: 'Is there a free trial?', answer: 'Yes, 14 days with no credit card.' },
    ],
  },
  {
    category: 'Booking Management',
    questions: [
      { question: 'How are double bookings prevented?', answer: 'Each day has a number of slots.' },
      { question: 'How do I reschedule an event?', answer: 'Drag the booking to its new date.' },
    ],
  },
];

describe('matchesHelpSearch', () => {
  it('matches the question text whatever the case', () => {
    expect(matchesHelpSearch({ question: 'Is there a Free Trial?', answer: '' }, 'free TRIAL')).toBe(true);
  });

  it('matches the answer text', () => {
    expect(matchesHelpSearch({ question: 'Cost?', answer: 'No credit card needed' }, 'credit')).toBe(true);
  });

  it('matches everything for a blank term and nothing for an absent word', () => {
    expect(matchesHelpSearch({ question: 'a', answer: 'b' }, '   ')).toBe(true);
    expect(matchesHelpSearch({ question: 'a', answer: 'b' }, 'zebra')).toBe(false);
  });
});

describe('searchHelpQuestions', () => {
  it('keeps every group and question for an empty term', () => {
    expect(searchHelpQuestions(groups, '')).toEqual(groups);
  });

  it('keeps only matching questions and drops groups left empty', () => {
    const result = searchHelpQuestions(groups, 'BOOKING');
    expect(result).toEqual([
      {
        category: 'Booking Management',
        questions: [
          { question: 'How are double bookings prevented?', answer: 'Each day has a number of slots.' },
          { question: 'How do I reschedule an event?', answer: 'Drag the booking to its new date.' },
        ],
      },
    ]);
  });

  it('finds a question by a word that is only in its answer, trimming the term', () => {
    const result = searchHelpQuestions(groups, '  slots ');
    expect(result.flatMap((group) => group.questions.map((q) => q.question))).toEqual([
      'How are double bookings prevented?',
    ]);
  });

  it('returns no groups when nothing matches', () => {
    expect(searchHelpQuestions(groups, 'refund policy for aliens')).toEqual([]);
  });
});

describe('matchesHelpTerm: what a visitor means', () => {
  const payments = ['Payments & Billing', 'Request deposits and milestone payments, and manage your subscription.'];

  it('finds a word whose plural the text uses, and the other way round', () => {
    expect(matchesHelpTerm(payments, 'deposit')).toBe(true);
    expect(matchesHelpTerm(payments, 'Payment')).toBe(true);
    expect(matchesHelpTerm(['Each day has a number of slots.'], 'numbers')).toBe(true);
    expect(matchesHelpTerm(['Update your notification preferences.'], 'preference')).toBe(true);
  });

  it('finds each word wherever it stands, leaving out the words a question is asked with', () => {
    expect(matchesHelpTerm(payments, 'milestone deposits')).toBe(true);
    expect(matchesHelpTerm(payments, 'How do I request a deposit?')).toBe(true);
    expect(matchesHelpTerm(payments, 'deposit refunds')).toBe(false);
    expect(matchesHelpTerm(payments, 'how do I')).toBe(false);
  });

  it('finds a word still being typed', () => {
    expect(matchesHelpTerm(['How do I reschedule an event?'], 'resched')).toBe(true);
  });
});

describe('stemHelpWord', () => {
  it.each([
    ['deposits', 'deposit'],
    ['policies', 'policy'],
    ['taxes', 'tax'],
    ['addresses', 'address'],
    ['fees', 'fee'],
    ['status', 'status'],
    ['analysis', 'analysis'],
    ['class', 'class'],
    ['yes', 'yes'],
  ])('%s → %s', (word, stem) => {
    expect(stemHelpWord(word)).toBe(stem);
  });
});

describe('searchHelpQuestions by words', () => {
  it('finds a question by a plural its answer has in the singular', () => {
    const result = searchHelpQuestions(groups, 'numbers');
    expect(result.flatMap((group) => group.questions.map((q) => q.question))).toEqual([
      'How are double bookings prevented?',
    ]);
  });
});

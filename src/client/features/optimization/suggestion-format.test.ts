import { describe, expect, it } from 'vitest';
import { makeSuggestion } from '#client/test/optimization-fixtures.ts';
import { formatEstimatedRevenue, formatMetric, getAuthorLabel, sortByPriority } from './suggestion-format.ts';

describe('suggestion formats', () => {
  it('sorts highest priority first and keeps the order of equal priorities', () => {
    const list = [
      makeSuggestion({ title: 'a', priority: 5 }),
      makeSuggestion({ title: 'b', priority: 9 }),
      makeSuggestion({ title: 'c', priority: 5 }),
      makeSuggestion({ title: 'd', priority: 10 }),
    ];
    expect(sortByPriority(list).map((suggestion) => suggestion.title)).toEqual(['d', 'b', 'a', 'c']);
    expect(list.map((suggestion) => suggestion.title)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('writes a metric in its unit', () => {
    expect(formatMetric({ currentValue: 12, targetValue: 0, unit: 'leads waiting' })).toBe('12 → 0 leads waiting');
    expect(formatMetric({ currentValue: 18.25, targetValue: 30, unit: '%' })).toBe('18.3% → 30%');
    expect(formatMetric({ currentValue: 4800, targetValue: 6000, unit: 'USD' })).toBe('$4,800 → $6,000');
  });

  it('names the author and words a gain that is not money', () => {
    expect(getAuthorLabel({ kind: 'engine' })).toBe('Built-in engine');
    expect(getAuthorLabel({ kind: 'model', model: 'llama3.1:8b' })).toBe('llama3.1:8b');
    expect(formatEstimatedRevenue(0)).toBe('No direct revenue');
    expect(formatEstimatedRevenue(1250)).toBe('$1,250');
  });
});

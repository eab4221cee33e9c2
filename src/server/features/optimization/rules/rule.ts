import type { SuggestionDraft } from '#shared/optimization/optimization.schemas.ts';
import type { VenueFacts } from '../venue-facts.ts';

/**
 * A suggestion one rule found, with the evidence behind it. `key` names the rule and its subject
 * ("unanswered-leads", "premium-month:2027-06"): a new analysis that finds the same key keeps the
 * implemented mark the venue set on the last one.
 */
export interface Finding extends SuggestionDraft {
  key: string;
}

/**
 * A rule reads the venue's facts and answers its findings: none when its evidence is missing.
 * Rules are pure (the facts carry `now`), so each is unit-tested with crafted facts.
 */
export type Rule = (facts: VenueFacts) => Finding[];

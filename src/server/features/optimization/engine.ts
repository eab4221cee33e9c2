import type { AnalysisDataPoints } from '#shared/optimization/optimization.schemas.ts';
import { getDataPoints } from './data-points.ts';
import { allRules, type Finding, type Rule } from './rules/index.ts';
import type { VenueFacts } from './venue-facts.ts';

export interface EngineResult {
  /** 0–100: where the venue starts, less what each finding costs (decision 046). */
  overallScore: number;
  /** Whole dollars: the sum of the findings' estimated revenue. */
  totalPotentialRevenue: number;
  dataPoints: AnalysisDataPoints;
  /** Highest priority first; each key once. */
  findings: Finding[];
}

/**
 * What a finding costs the score: its priority squared over ten, so one urgent high-impact problem
 * (priority 10) costs 10 points, a medium one due soon (5) 2.5, a low note (2) under half a point.
 */
export function getScorePenalty(finding: Pick<Finding, 'priority'>): number {
  return (finding.priority * finding.priority) / 10;
}

/** Nothing measured is neither good nor bad: a venue with no leads and no bookings starts half-way. */
const START_WITH_EVIDENCE = 100;
const START_WITHOUT_EVIDENCE = 50;

/**
 * Runs every rule on the venue's facts. The score and the potential are both read off the same
 * findings, so a venue cannot score well while the analysis lists urgent money to collect.
 */
export function runEngine(facts: VenueFacts, rules: Rule[] = allRules): EngineResult {
  const byKey = new Map<string, Finding>();
  for (const finding of rules.flatMap((rule) => rule(facts))) {
    if (!byKey.has(finding.key)) byKey.set(finding.key, finding);
  }
  const findings = [...byKey.values()].sort(
    (a, b) => b.priority - a.priority || b.estimatedRevenue - a.estimatedRevenue || a.key.localeCompare(b.key),
  );
  const hasEvidence = facts.leads.length > 0 || facts.bookings.length > 0;
  const start = hasEvidence ? START_WITH_EVIDENCE : START_WITHOUT_EVIDENCE;
  const penalty = findings.reduce((sum, finding) => sum + getScorePenalty(finding), 0);
  return {
    overallScore: Math.max(0, Math.min(100, Math.round(start - penalty))),
    totalPotentialRevenue: Math.round(findings.reduce((sum, finding) => sum + finding.estimatedRevenue, 0)),
    dataPoints: getDataPoints(facts),
    findings,
  };
}

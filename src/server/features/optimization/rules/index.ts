import { demandRules } from './demand.ts';
import { depositsMissingRule } from './deposits-missing.ts';
import { eventTypeRevenueRule } from './event-type-revenue.ts';
import { gettingStartedRule } from './getting-started.ts';
import { leadSourcesRule } from './lead-sources.ts';
import { overduePaymentsRule } from './overdue-payments.ts';
import { pipelineLossesRule } from './pipeline-losses.ts';
import type { Rule } from './rule.ts';
import { unansweredLeadsRule } from './unanswered-leads.ts';
import { unsignedContractsRule } from './unsigned-contracts.ts';

export type { Finding, Rule } from './rule.ts';

/** The pipeline, money and pricing rules (decision 046). */
export const operationsRules: Rule[] = [
  unansweredLeadsRule,
  leadSourcesRule,
  pipelineLossesRule,
  overduePaymentsRule,
  depositsMissingRule,
  unsignedContractsRule,
  eventTypeRevenueRule,
  gettingStartedRule,
];

/** Every rule the engine runs, in no particular order (the engine sorts by priority). */
export const allRules: Rule[] = [...operationsRules, ...demandRules];

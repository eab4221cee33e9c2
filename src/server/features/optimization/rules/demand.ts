import { demandOfferRule } from './demand-offer.ts';
import { demandOpenDatesRule } from './demand-open-dates.ts';
import { demandPremiumRule } from './demand-premium.ts';
import { demandWeekdaysRule } from './demand-weekdays.ts';
import type { Rule } from './rule.ts';

/** The rules that read how the venue's calendar fills (demand.ts). */
export const demandRules: Rule[] = [demandPremiumRule, demandOfferRule, demandWeekdaysRule, demandOpenDatesRule];

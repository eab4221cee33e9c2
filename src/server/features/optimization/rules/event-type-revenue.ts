import { addDays, formatMoney, getConfirmedEvents, getLocalDay, plural } from '../facts-figures.ts';
import type { Finding, Rule } from './rule.ts';
import { getMoneyImpact, getPriority } from './scoring.ts';

/** Fewer events of a type than this says nothing about its price. */
export const MIN_EVENTS_PER_TYPE = 2;
/** How far an average must sit from the base price to matter: 15% either way. */
export const PRICE_GAP = 0.15;

/**
 * Each event type's average total over the venue's confirmed events against its base price. A
 * type well under it is discounted: the gain is the gap on as many events as it held in the last
 * 12 months. A type well over it shows what couples pay for it: quoting that type from its own
 * price moves no money by itself (gain 0), so it is a low-impact note.
 */
export const eventTypeRevenueRule: Rule = (facts) => {
  const basePrice = facts.basePrice;
  if (!basePrice || basePrice <= 0) return [];
  const yearAgo = addDays(getLocalDay(facts.now, facts.timeZone), -365);
  const today = getLocalDay(facts.now, facts.timeZone);
  const byType = new Map<string, { totals: number[]; lastYear: number }>();
  for (const event of getConfirmedEvents(facts)) {
    if (event.totalAmount === null) continue;
    const entry = byType.get(event.eventType) ?? { totals: [], lastYear: 0 };
    entry.totals.push(event.totalAmount);
    if (event.localDay >= yearAgo && event.localDay < today) entry.lastYear += 1;
    byType.set(event.eventType, entry);
  }
  const findings: Finding[] = [];
  for (const [eventType, { totals, lastYear }] of byType) {
    if (totals.length < MIN_EVENTS_PER_TYPE) continue;
    const average = Math.round(totals.reduce((sum, total) => sum + total, 0) / totals.length);
    const gap = (average - basePrice) / basePrice;
    const events = plural(totals.length, `${eventType} booking`);
    if (gap <= -PRICE_GAP) {
      const perYear = Math.max(lastYear, 1);
      const estimatedRevenue = Math.round((basePrice - average) * perYear);
      const impact = getMoneyImpact(estimatedRevenue, basePrice);
      findings.push({
        key: `event-type-under-base:${eventType}`,
        title: `${eventType}: ${Math.round(-gap * 100)}% under your base price`,
        description:
          `Your ${events} average ${formatMoney(average)}, against a base price of ${formatMoney(basePrice)}. ` +
          `Bringing them to the base price on ${plural(perYear, 'event')} a year adds ${formatMoney(estimatedRevenue)}.`,
        category: 'pricing',
        impact,
        effort: 'medium',
        timeframe: 'Next 3 months',
        priority: getPriority(impact, 'later'),
        estimatedRevenue,
        actionItems: [
          `Review the discounts given on ${eventType} bookings`,
          `Set a minimum spend for ${eventType} bookings, or a smaller package at a lower price`,
          'Quote new inquiries from the base price, not from the last discount',
        ],
        metrics: {
          currentValue: average,
          targetValue: Math.round(basePrice),
          unit: `dollars per ${eventType} booking`,
        },
      });
    } else if (gap >= PRICE_GAP) {
      findings.push({
        key: `event-type-over-base:${eventType}`,
        title: `Price ${eventType} bookings from ${formatMoney(average)}`,
        description:
          `Your ${events} average ${formatMoney(average)}, ${Math.round(gap * 100)}% above your base price of ` +
          `${formatMoney(basePrice)}. Couples pay that for a ${eventType}; a ${eventType} package priced from it ` +
          'tells new inquiries what to expect and stops underquoting.',
        category: 'pricing',
        impact: 'low',
        effort: 'low',
        timeframe: 'Next month',
        priority: getPriority('low', 'soon'),
        estimatedRevenue: 0,
        actionItems: [
          `Publish a ${eventType} package priced from ${formatMoney(average)}`,
          'Keep the base price for the event types that sell near it',
        ],
        metrics: {
          currentValue: Math.round(basePrice),
          targetValue: average,
          unit: `dollars quoted per ${eventType} booking`,
        },
      });
    }
  }
  return findings;
};

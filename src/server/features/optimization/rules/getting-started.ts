import type { Finding, Rule } from './rule.ts';
import { getPriority } from './scoring.ts';

/**
 * A venue with no leads and no bookings has no evidence for any other rule: these are the steps
 * that create it, each shown only while it is still to do. No money is claimed.
 */
export const gettingStartedRule: Rule = (facts) => {
  if (facts.leads.length > 0 || facts.bookings.length > 0) return [];
  const findings: Finding[] = [
    {
      key: 'start:inquiry-form',
      title: 'Put your inquiry form on your website',
      description:
        'You have no leads yet. Your venue has its own inquiry form: every couple who fills it in becomes a lead ' +
        'here, with the date they asked for and their budget, and is told at once whether that date is open.',
      category: 'marketing',
      impact: 'high',
      effort: 'low',
      timeframe: 'This week',
      priority: getPriority('high', 'soon'),
      estimatedRevenue: 0,
      actionItems: [
        'Open Settings → Venue Info → Inquiry Form and copy the link or the embed code',
        'Add it to your website and your social media profiles',
        'Send a test inquiry to see what couples receive',
      ],
      metrics: { currentValue: 0, targetValue: 10, unit: 'leads' },
    },
    {
      key: 'start:bookings',
      title: 'Add the events you have already booked',
      description:
        'Your calendar is empty. With your booked events in it, availability on the inquiry form is true and ' +
        'the next analysis can measure occupancy, revenue per event and which dates fill.',
      category: 'operations',
      impact: 'medium',
      effort: 'medium',
      timeframe: 'This week',
      priority: getPriority('medium', 'soon'),
      estimatedRevenue: 0,
      actionItems: [
        'Add each booked event on the Calendar with its date, event type and total',
        'Add the leads you are talking to on Leads & CRM',
      ],
      metrics: { currentValue: 0, targetValue: 1, unit: 'events on the calendar' },
    },
  ];
  if (facts.basePrice === null || facts.basePrice <= 0) {
    findings.push({
      key: 'start:base-price',
      title: 'Set your base price',
      description: 'Without a base price, quotes and this analysis have nothing to compare your events against.',
      category: 'pricing',
      impact: 'medium',
      effort: 'low',
      timeframe: 'Today',
      priority: getPriority('medium', 'now'),
      estimatedRevenue: 0,
      actionItems: ['Open Settings → Venue Info and enter the price an event starts from'],
      metrics: { currentValue: 0, targetValue: 1, unit: 'base price set' },
    });
  }
  if (facts.openWeekdays.length === 7 && facts.blackoutDates.length === 0) {
    findings.push({
      key: 'start:availability',
      title: 'Tell the calendar when you are closed',
      description:
        'Every day of the week is open and no date is blocked. Closing the days you never host keeps the ' +
        'inquiry form from offering them.',
      category: 'operations',
      impact: 'low',
      effort: 'low',
      timeframe: 'This week',
      priority: getPriority('low', 'soon'),
      estimatedRevenue: 0,
      actionItems: [
        'Open Settings and untick the weekdays you do not host',
        'Add holidays and closures as blackout dates',
      ],
      metrics: { currentValue: 0, targetValue: 1, unit: 'closed weekdays or dates set' },
    });
  }
  return findings;
};

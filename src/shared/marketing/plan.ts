/** The one plan of spec §3 and §9, and the marketing claims of §1 (claims, not computed). */
export const TRIAL_DAYS = 14;

export const PLAN = {
  name: 'Professional',
  monthlyPrice: 199,
  /** Spec §9: annual billing is 20% off, shown as a monthly equivalent rounded to 160. */
  annualDiscountPercent: 20,
  annualMonthlyPrice: 160,
  description: 'Everything a venue needs to fill its calendar, close leads and get paid, in one place.',
  features: [
    'Unlimited bookings and events',
    'Conflict-free booking calendar',
    'AI-powered pricing and optimization',
    'Lead tracking and CRM',
    'Contracts with e-signature',
    'Card and bank payments',
    'Deposits, milestones and invoicing',
    'Client self-service portal',
    'Analytics and reporting',
    'Booking and revenue heat maps',
    'Automated workflows',
    'Multi-location support',
    'Custom branding',
    'Email notifications',
    'Advanced user roles and permissions',
    'Priority email support',
  ],
} as const;

export type BillingPeriod = 'monthly' | 'annual';

/** What a month costs on the chosen billing period, in whole dollars. */
export function getMonthlyPrice(period: BillingPeriod): number {
  return period === 'annual' ? PLAN.annualMonthlyPrice : PLAN.monthlyPrice;
}

export const MARKETING_STATS = [
  { value: '500+', label: 'Venues' },
  { value: '50k+', label: 'Events managed' },
  { value: '99.9%', label: 'Uptime' },
  { value: '$2M+', label: 'Processed' },
] as const;

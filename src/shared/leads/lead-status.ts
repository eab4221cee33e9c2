/** Lead statuses of spec §3. */
export const leadStatuses = ['new', 'contacted', 'tour_scheduled', 'proposal_sent', 'converted', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Leads still being worked: the dashboard's Active Leads. */
export const activeLeadStatuses = [
  'new',
  'contacted',
  'tour_scheduled',
  'proposal_sent',
] as const satisfies readonly LeadStatus[];

/** Leads waiting for the venue to reach out ('5 need follow-up'). */
export const followUpLeadStatuses = ['new', 'contacted'] as const satisfies readonly LeadStatus[];

/** The dashboard's Recent Leads show these, with these badges (spec §2 Dashboard). */
export const recentLeadBadges = {
  new: 'New',
  contacted: 'Follow-up',
  tour_scheduled: 'Tour Scheduled',
} as const satisfies Partial<Record<LeadStatus, string>>;
export const recentLeadStatuses = Object.keys(recentLeadBadges) as (keyof typeof recentLeadBadges)[];

/** Where a lead came from (spec §2 Leads & CRM, source options). */
export const leadSources = ['website', 'social_media', 'referral', 'event_show', 'google', 'other'] as const;
export type LeadSource = (typeof leadSources)[number];

export const leadSourceLabels = {
  website: 'Website',
  social_media: 'Social Media',
  referral: 'Referral',
  event_show: 'Event Show',
  google: 'Google',
  other: 'Other',
} as const satisfies Record<LeadSource, string>;

export const leadStatusLabels = {
  new: 'New',
  contacted: 'Contacted',
  tour_scheduled: 'Tour Scheduled',
  proposal_sent: 'Proposal Sent',
  converted: 'Converted',
  lost: 'Lost',
} as const satisfies Record<LeadStatus, string>;

/**
 * The Leads page counts every status: spec §2's four, and Converted and Lost beside them, so an
 * owner sees where leads end up (decision 038).
 */
export const countedLeadStatuses = leadStatuses;

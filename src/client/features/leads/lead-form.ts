import { leadSourceLabels, leadSources } from '#shared/leads/lead-status.ts';
import type { createLeadSchema, Lead } from '#shared/leads/leads.schemas.ts';
import { updateLeadSchema } from '#shared/leads/leads.schemas.ts';
import type { z } from 'zod';

/** The fields of the Add Lead dialog (spec §2), which the lead's sheet edits too. */
export const leadFormFields = [
  'name',
  'email',
  'phone',
  'source',
  'preferredDate',
  'guestCount',
  'budget',
  'notes',
] as const;

export const leadSourceOptions = leadSources.map((value) => ({ value, label: leadSourceLabels[value] }));

/** Spec §5: the guest count is read as an integer; empty, or not a whole number, is unset. */
export function readGuestCount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** Spec §5: the budget is read as a number; empty, or not a number, is unset. */
export function readBudget(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : null;
}

/** A date input says '' when it is empty: no preferred date. */
export function readDay(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The Add Lead form: the server's own rules and messages (createLeadSchema). */
export type AddLeadFormValues = z.input<typeof createLeadSchema>;

export function getAddLeadDefaults(): AddLeadFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    source: null,
    preferredDate: null,
    guestCount: null,
    budget: null,
    notes: '',
  };
}

/**
 * The sheet's form: every field of the lead and, for a lost one, an optional reason. The stage
 * itself changes in one click (LeadStageMenu), not with Save Changes.
 */
export const editLeadFormSchema = updateLeadSchema.omit({ status: true }).required({ name: true, email: true });
export type EditLeadFormValues = z.input<typeof editLeadFormSchema>;

export function getEditLeadDefaults(lead: Lead): EditLeadFormValues {
  return {
    name: lead.name,
    email: lead.email,
    phone: lead.phone ?? '',
    source: lead.source,
    preferredDate: lead.preferredDate,
    guestCount: lead.guestCount,
    budget: lead.budget,
    notes: lead.notes ?? '',
    lostReason: lead.lostReason ?? '',
  };
}

/** The budget goes out as a number of dollars (spec §3 Lead), as it was read. */
export function toBudgetNumber(budget: string | null | undefined): number | null | undefined {
  return budget === null || budget === undefined ? budget : Number(budget);
}

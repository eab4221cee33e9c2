import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { decimalToCents, splitSchedule, type ScheduleSplit } from '#shared/payments/payment-schedule.ts';
import { paymentScheduleSchema, type PaymentScheduleInput } from '#shared/payments/payments.schemas.ts';

/**
 * The payment-schedule form as typed (text in every input) and what it sends: the shared schema
 * checks it, then the shared split (the server's own) refuses a schedule that leaves nothing for
 * the final payment, so the form refuses exactly what the server would.
 */

export type MilestoneShare = 'percent' | 'amount';

export interface MilestoneValues {
  share: MilestoneShare;
  value: string;
  dueDate: string;
}

export interface ScheduleFormValues {
  /** The booking's total, as it is or as typed (a booking without one gets it here). */
  totalAmount: string;
  depositPercent: string;
  depositDueDate: string;
  milestones: MilestoneValues[];
  finalDueDate: string;
}

export type ScheduleFormOutput = z.output<typeof paymentScheduleSchema>;

export const MAX_MILESTONES = 12;

export const emptyScheduleForm: ScheduleFormValues = {
  totalAmount: '',
  depositPercent: '25',
  depositDueDate: '',
  milestones: [],
  finalDueDate: '',
};

export const emptyMilestone: MilestoneValues = { share: 'percent', value: '', dueDate: '' };

function toNumber(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value);
}

/** The request body, before the schema has checked it. */
export function toScheduleInput(values: ScheduleFormValues): PaymentScheduleInput {
  return {
    // A blank total goes to the schema as missing, which names it.
    totalAmount: values.totalAmount.trim(),
    // A blank deposit goes to the schema as missing, which names it.
    depositPercent: toNumber(values.depositPercent) as number,
    depositDueDate: values.depositDueDate || null,
    milestones: values.milestones.map((milestone) =>
      milestone.share === 'percent'
        ? { percent: toNumber(milestone.value), dueDate: milestone.dueDate }
        : { amount: milestone.value.trim() === '' ? undefined : milestone.value.trim(), dueDate: milestone.dueDate },
    ),
    finalDueDate: values.finalDueDate,
  };
}

/** What the schedule splits: the total typed less the money already in; 0 while the total is not a valid amount. */
export function getSplitCents(values: Pick<ScheduleFormValues, 'totalAmount'>, moneyInCents: number): number {
  const totalCents = decimalToCents(values.totalAmount) ?? 0;
  return totalCents > 0 ? totalCents - moneyInCents : 0;
}

/** The live preview's split of what is typed so far, of `splitCents` (what is left of the total). */
export function previewSchedule(splitCents: number, values: ScheduleFormValues): ScheduleSplit {
  const input = toScheduleInput(values);
  return splitSchedule(splitCents, { depositPercent: input.depositPercent, milestones: input.milestones });
}

/**
 * Where a message from the schema, the split or the server belongs in the form: a milestone's
 * percent or amount is its `value` field; the split's "nothing left" refusal is the preview's.
 */
export type ScheduleFormPath =
  | 'totalAmount'
  | 'depositPercent'
  | 'depositDueDate'
  | 'finalDueDate'
  | `milestones.${number}.value`
  | `milestones.${number}.dueDate`
  | 'root.schedule';

export function toFormPath(path: readonly PropertyKey[]): ScheduleFormPath {
  const [first, index, field] = path;
  if (first === 'milestones' && typeof index === 'number') {
    return field === 'dueDate' ? `milestones.${index}.dueDate` : `milestones.${index}.value`;
  }
  if (first === 'totalAmount' || first === 'depositPercent' || first === 'depositDueDate' || first === 'finalDueDate') {
    return first;
  }
  return 'root.schedule';
}

/** A server's 400 field key ('milestones.0.dueDate') as a form path. */
export function serverFieldToFormPath(key: string): ScheduleFormPath {
  return toFormPath(key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)));
}

/**
 * Checks the form as the server will: the shared schema, then the split of what is left of the
 * typed total once `moneyInCents` (paid already) is taken off.
 */
export function createScheduleResolver(
  moneyInCents: number,
): Resolver<ScheduleFormValues, unknown, ScheduleFormOutput> {
  return (values, _context, options) => {
    const splitCents = getSplitCents(values, moneyInCents);
    const errors: Record<string, FieldError> = {};
    const addError = (path: string, message: string) => {
      errors[path] ??= { type: 'validate', message };
    };
    const parsed = paymentScheduleSchema.safeParse(toScheduleInput(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) addError(toFormPath(issue.path), issue.message);
    } else if (splitCents <= 0) {
      addError('totalAmount', 'The total is paid already: enter a larger one to schedule more');
    } else {
      const split = splitSchedule(splitCents, parsed.data);
      if (!split.ok) {
        // The split's own "nothing left" is about the amounts, not the final due date.
        addError(split.path[0] === 'finalDueDate' ? 'root.schedule' : toFormPath(split.path), split.message);
      }
    }
    if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

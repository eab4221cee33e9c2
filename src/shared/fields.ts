import { z } from 'zod';

/** An email address as every form takes it: trimmed, lower-cased, with one message per failure. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

/** A required text field: trimmed, not blank, bounded. */
export function requiredText(label: string, max: number) {
  return z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);
}

/** Blank optional text fields arrive as '' from forms; store them as absent. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** Years the product takes in dates: PostgreSQL refuses year 0, and no event is older or later. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;
const yearRangeMessage = `Enter a date between the years ${MIN_YEAR} and ${MAX_YEAR}`;

function hasYearInRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** An ISO 8601 date-time with a UTC offset, in the years the product takes. */
export function isoDateTimeField(message = 'Enter a valid date and time') {
  return z.iso.datetime({ offset: true, message }).refine(hasYearInRange, yearRangeMessage);
}

/** A calendar day as YYYY-MM-DD that exists (no 30 February), in the years the product takes. */
export const isoDayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter dates as YYYY-MM-DD')
  .refine(isRealDay, 'Enter a date that exists')
  .refine(hasYearInRange, yearRangeMessage);

function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

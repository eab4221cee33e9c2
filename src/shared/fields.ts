import { z } from 'zod';

/** An email address as every form takes it: trimmed, lower-cased, with one message per failure. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

/**
 * What a single-line field refuses: the C0 controls (TAB, LF and CR among them), DEL, the C1
 * controls and Unicode's line and paragraph separators (U+2028, U+2029). A name, a subject or a
 * phone ends up on one line of an e-mail header, a CSV row, an ICS property or a PDF line, where
 * a line break starts a new header or row ("Demo venue\r\nBcc: …"). Multi-line fields (notes,
 * messages, contract text) ask for `multiline` and keep their line breaks (decision 030).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** Whether the text holds a line break or another control character (see LINE_BREAK_OR_CONTROL). */
export function hasLineBreakOrControl(value: string): boolean {
  return LINE_BREAK_OR_CONTROL.test(value);
}

/** The text on one line: each run of line breaks and control characters becomes one space. */
export function toSingleLine(value: string): string {
  return value.replace(new RegExp(`${LINE_BREAK_OR_CONTROL.source}+`, 'g'), ' ');
}

export interface TextOptions {
  /** Keep line breaks and tabs: notes, messages, descriptions, contract text. */
  multiline?: boolean;
}

/** A string field that refuses line breaks and control characters, named by `label` in the message. */
export function singleLine(text: z.ZodString, label: string): z.ZodString {
  return text.refine(
    (value) => !hasLineBreakOrControl(value),
    `${label} cannot contain line breaks or control characters`,
  );
}

function withLineRule(text: z.ZodString, label: string, options: TextOptions): z.ZodString {
  return options.multiline ? text : singleLine(text, label);
}

/** A trimmed string of at most `max` characters, on one line unless `multiline`. */
function boundedText(label: string, max: number, options: TextOptions): z.ZodString {
  return withLineRule(z.string().trim().max(max, `${label} is too long`), label, options);
}

/** A required text field: trimmed, not blank, bounded, on one line unless `multiline`. */
export function requiredText(label: string, max: number, options: TextOptions = {}): z.ZodString {
  return withLineRule(
    z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`),
    label,
    options,
  );
}

/** Blank optional text fields arrive as '' from forms; store them as absent. */
export function optionalText(label: string, max: number, options: TextOptions = {}) {
  return boundedText(label, max, options)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** Optional text that forms send as '' and the API may send as null: stored as null. */
export function nullableText(label: string, max: number, options: TextOptions = {}) {
  return boundedText(label, max, options)
    .nullish()
    .transform((value) => value || null);
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

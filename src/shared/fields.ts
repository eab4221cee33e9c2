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

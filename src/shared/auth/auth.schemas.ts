import { z } from 'zod';
import { roles } from './roles.ts';

/** Minimum password length (spec §9). */
export const MIN_PASSWORD_LENGTH = 6;

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

const requiredName = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} is too long`);

/** Blank optional text fields arrive as '' from forms; store them as absent. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * The register payload of spec §7 plus an optional venueName. Any `role` sent by the browser is
 * stripped: the server decides the role (owner of a new venue, or client).
 */
export const registerSchema = z.object({
  username: z.string().trim().max(254).optional(),
  email: emailSchema,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
    .max(200, 'Password is too long'),
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  phone: optionalText(40),
  venueName: optionalText(120),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(200),
});
export type LoginInput = z.input<typeof loginSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(roles),
  venueId: z.number().int().nullable(),
  venueName: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({ user: userSchema });

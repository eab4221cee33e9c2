import { z } from 'zod';
import { emailField, optionalText, requiredText } from '../fields.ts';
import { roles } from './roles.ts';

/** Minimum password length (spec §9). */
export const MIN_PASSWORD_LENGTH = 6;

const emailSchema = emailField;

const requiredName = (label: string) => requiredText(label, 100);

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
  /** The venue's IANA time zone: the calendar draws its days in it, as the server books them. */
  venueTimeZone: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({ user: userSchema });

/** POST /api/auth/verify-email: the token of the link e-mailed at sign-up. */
export const verifyEmailSchema = z.object({ token: z.string().min(20).max(200) });
export const verifyEmailResponseSchema = z.object({
  /** Bookings venues made for this address that the account now sees in its portal. */
  linkedBookings: z.number().int(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

import { z } from 'zod';
import { emailField, optionalText, requiredText } from '../fields.ts';
import { roles } from './roles.ts';
import { languageSchema } from '../i18n/language-schema.ts';

/** Minimum password length (spec §9). */
export const MIN_PASSWORD_LENGTH = 6;

const emailSchema = emailField;

const requiredName = (label: string) => requiredText(label, 100);

/**
 * The register payload of spec §7 plus an optional venueName. Any `role` sent by the browser is
 * stripped: the server decides the role (owner of a new venue, or client).
 */
/** A password being chosen: sign-up, a claimed or reset account, a change on the Profile page. */
export const newPasswordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(200, 'Password is too long');

export const registerSchema = z.object({
  username: optionalText('Username', 254),
  email: emailSchema,
  password: newPasswordField,
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  phone: optionalText('Phone', 40),
  venueName: optionalText('Venue name', 120),
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
  /**
   * Whether the person proved the address is theirs (decision 025). Until then no venue can give
   * the account a booking except through an invitation it sent.
   */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({ user: userSchema });

/** The token of a link e-mailed to an address: the sign-up verification or a password reset. */
export const accountLinkTokenSchema = z.string().min(20).max(200);
export const accountLinkParamsSchema = z.object({ token: accountLinkTokenSchema });

/** What the verification and reset pages show before their form: whose account the link opens. */
/**
 * GET of a verification or reset link: the address it opens and, for a verification link of a
 * couple's account, their booking's language, the page's language when the address and the
 * browser name none (decision 068); null otherwise (the page stays English).
 */
export const accountLinkPreviewSchema = z.object({ email: z.string(), language: languageSchema.nullable() });
export type AccountLinkPreview = z.infer<typeof accountLinkPreviewSchema>;

/**
 * POST /api/auth/verify-email: the link e-mailed at sign-up proves the address; following it
 * claims the account with a password chosen in this browser (decision 025). Answers like login.
 */
export const verifyEmailSchema = z.object({ token: accountLinkTokenSchema, password: newPasswordField });
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

/** POST /api/auth/password-reset: "Forgot password?" asks for a link by e-mail. */
export const passwordResetRequestSchema = z.object({
  email: emailSchema,
  /** The language of the page it was asked from (a couple's): the e-mail and its links are in it (decision 075). */
  language: languageSchema.optional(),
});
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/**
 * POST /api/user/email-verification (the Profile page's "Send a new link"): `language` is the
 * page's, a client's, for the e-mail and its link (decision 075); without it, the account's.
 */
export const emailVerificationRequestSchema = z.object({ language: languageSchema.optional() });
export type EmailVerificationRequestInput = z.input<typeof emailVerificationRequestSchema>;

/** The one answer to a reset request, whether or not an account uses the address. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account uses this address, we have e-mailed it a link to choose a new password.';
export const passwordResetRequestedSchema = z.object({ message: z.literal(PASSWORD_RESET_REQUESTED_MESSAGE) });

/** How long a password-reset link works (once). */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** POST /api/auth/password-reset/{token}: the new password; answers like login. */
export const resetPasswordSchema = z.object({ password: newPasswordField });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** PUT /api/user/password: the Profile page's change, proven with the current password. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(200),
  newPassword: newPasswordField,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

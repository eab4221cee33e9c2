import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, userSchema } from '../auth/auth.schemas.ts';
import { staffRoles } from '../auth/roles.ts';
import { emailField, requiredText } from '../fields.ts';
import { languageSchema } from '../i18n/language-schema.ts';

/** Invitations stay valid this long, and work once. */
export const INVITATION_TTL_DAYS = 14;

export const invitableRoles = ['manager', 'coordinator'] as const;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(invitableRoles),
  invitedBy: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** POST /api/team/invitations — the Team Access tab's invite form. */
export const createInvitationSchema = z.object({
  email: emailField,
  role: z.enum(invitableRoles, { message: 'Choose Manager or Coordinator' }),
});
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;

export const createInvitationResponseSchema = z.object({ inviteUrl: z.string(), invitation: invitationSchema });

/** PATCH /api/team/{userId} — the owner changes a member's role. */
export const updateMemberRoleSchema = z.object({
  role: z.enum(staffRoles, { message: 'Choose Owner, Manager or Coordinator' }),
});
export type UpdateMemberRoleInput = z.input<typeof updateMemberRoleSchema>;

export const userIdParamsSchema = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });
export const invitationTokenParamsSchema = z.object({ token: z.string().min(20).max(200) });

/** POST /api/bookings/{id}/invite-client: the link to the couple's portal, also e-mailed to them. */
export const clientInvitationResponseSchema = z.object({
  inviteUrl: z.string(),
  expiresAt: z.string(),
  /** When the unused invitation this one replaced (and revoked) was sent; null when there was none. */
  replacesInvitationSentAt: z.string().nullable(),
});
export type ClientInvitationResponse = z.infer<typeof clientInvitationResponseSchema>;

/** GET /api/invitations/{token} — what the accept page shows before the form. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  /** A team role, or `client` for an invitation to a booking's client portal. */
  role: z.enum([...invitableRoles, 'client']),
  venueName: z.string(),
  /** The address already has an account: the form asks only for its password. */
  hasAccount: z.boolean(),
  /**
   * A client invitation's booking's language, the page's language when the address and the
   * browser name none (decision 068); null for a team invitation, whose page stays English.
   */
  language: languageSchema.nullable(),
  /**
   * The inviting venue's brand, as its other public pages show it (decision 043), and where its
   * link leads: its website when Settings name one, else its public inquiry page.
   */
  venue: z.object({
    logo: z.string().nullable(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    accentColor: z.string(),
    homeUrl: z.string(),
  }),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * POST /api/invitations/{token}/accept. A new account gives its names and a password; an
 * existing account proves itself with its password and its names are kept.
 */
export const acceptInvitationSchema = z.object({
  firstName: requiredText('First name', 100).optional(),
  lastName: requiredText('Last name', 100).optional(),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
    .max(200, 'Password is too long'),
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

export const acceptInvitationResponseSchema = z.object({ token: z.string(), user: userSchema });

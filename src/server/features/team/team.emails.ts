import { roleLabels } from '#shared/auth/roles.ts';
import type { Invitation } from '#shared/team/team.schemas.ts';
import { renderEmail } from '../outbox/email-layout.ts';

export function invitationEmail(input: {
  inviterName: string;
  venueName: string;
  role: Invitation['role'];
  inviteUrl: string;
  expiresAt: Date;
  timeZone: string;
}) {
  const expires = input.expiresAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: input.timeZone });
  const subject = `${input.inviterName} invited you to ${input.venueName} on VenueDesk`;
  const paragraphs = [
    `${input.inviterName} invited you to join ${input.venueName} on VenueDesk as a ${roleLabels[input.role]}.`,
    `The invitation works once and expires on ${expires}. If you already have a VenueDesk account, sign in with its password to accept.`,
    'If you did not expect this invitation, you can ignore this email.',
  ];
  return {
    subject,
    ...renderEmail({
      heading: `Join ${input.venueName} on VenueDesk`,
      paragraphs,
      action: { label: 'Accept invitation', url: input.inviteUrl },
    }),
  };
}

import { roleLabels } from '#shared/auth/roles.ts';
import { formatEventDay, formatVenueDate } from '#shared/dates/format-dates.ts';
import { getTranslator } from '#shared/i18n/i18n.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { Invitation } from '#shared/team/team.schemas.ts';
import { renderEmail, type EmailBrand } from '../outbox/email-layout.ts';

export function invitationEmail(input: {
  inviterName: string;
  venueName: string;
  role: Invitation['role'];
  inviteUrl: string;
  expiresAt: Date;
  timeZone: string;
  /** The venue's name, colour and logo in the HTML part. */
  brand?: EmailBrand;
}) {
  const expires = formatVenueDate(input.expiresAt, input);
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
      brand: input.brand,
    }),
  };
}

/**
 * The couple's invitation to their client portal, from a booking, in the booking's language
 * (decision 068), whoever on the staff sends it.
 */
export function clientPortalInvitationEmail(input: {
  venueName: string;
  coupleNames: string;
  eventDate: string;
  timeZone: string;
  inviteUrl: string;
  expiresAt: Date;
  /** The booking's language. */
  language: Language;
  /** The venue's name, colour and logo in the HTML part. */
  brand?: EmailBrand;
}) {
  const { t, locale } = getTranslator(input.language);
  const { venueName } = input;
  const day = formatEventDay(input.eventDate, { timeZone: input.timeZone, locale });
  const expires = formatVenueDate(input.expiresAt, { timeZone: input.timeZone, locale });
  return {
    subject: t('email.clientInvitation.subject', { venueName }),
    ...renderEmail({
      heading: t('email.clientInvitation.heading', { venueName }),
      paragraphs: [
        t('email.clientInvitation.greeting', { coupleNames: input.coupleNames }),
        t('email.clientInvitation.opened', { venueName, day }),
        t('email.clientInvitation.expires', { expires }),
      ],
      action: { label: t('email.clientInvitation.action'), url: input.inviteUrl },
      brand: input.brand,
      language: input.language,
    }),
  };
}

/**
 * A venue gave a verified account its booking (no link: the couple signs in as usual), in the
 * booking's language (decision 075), whoever on the staff gives it; the sign-in link opens in it.
 */
export function clientPortalAccessEmail(input: {
  venueName: string;
  coupleNames: string;
  eventDate: string;
  timeZone: string;
  loginUrl: string;
  /** The booking's language. */
  language: Language;
  /** The venue's name, colour and logo in the HTML part. */
  brand?: EmailBrand;
}) {
  const { t, locale } = getTranslator(input.language);
  const { venueName } = input;
  const day = formatEventDay(input.eventDate, { timeZone: input.timeZone, locale });
  return {
    subject: t('email.portalAccess.subject', { venueName }),
    ...renderEmail({
      heading: t('email.portalAccess.heading', { venueName }),
      paragraphs: [
        t('email.portalAccess.greeting', { coupleNames: input.coupleNames }),
        t('email.portalAccess.added', { venueName, day }),
        t('email.portalAccess.signIn', { loginUrl: input.loginUrl }),
      ],
      brand: input.brand,
      language: input.language,
    }),
  };
}

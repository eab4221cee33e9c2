import { PASSWORD_RESET_TTL_MINUTES } from '#shared/auth/auth.schemas.ts';
import { getTranslator } from '#shared/i18n/i18n.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { renderEmail } from '../outbox/email-layout.ts';

/** What following a verification link does (decision 025), said the same in every e-mail that carries one. */
const VERIFY_PARAGRAPH =
  'Please confirm this address is yours with the button below: you choose your password there, and anyone else signed in to this account is signed out.';

/** Someone may have registered this address without owning it: the link gives it back. */
const NOT_YOU_PARAGRAPH = 'If you did not create this account, confirming takes it over and signs out whoever did.';

export function welcomeEmail(input: {
  firstName: string;
  venueName: string | null;
  loginUrl: string;
  /** The link that proves the address is theirs (7 days, once). */
  verifyUrl: string;
}) {
  const paragraphs = [`Hi ${input.firstName},`, 'Your VenueDesk account is ready.', VERIFY_PARAGRAPH];
  if (input.venueName) {
    paragraphs.push(
      `${input.venueName} is set up with you as its owner. Add your event types, availability and contract templates in Settings, then invite your team.`,
    );
  }
  paragraphs.push(NOT_YOU_PARAGRAPH);
  return {
    subject: 'Welcome to VenueDesk',
    ...renderEmail({
      heading: 'Welcome to VenueDesk',
      paragraphs: [...paragraphs, `Sign in at ${input.loginUrl}`],
      action: { label: 'Verify my e-mail', url: input.verifyUrl },
    }),
  };
}

/**
 * A new verification link, asked for on the Profile page: in a couple's booking's language
 * (decision 068), English for staff.
 */
export function verificationEmail(input: { firstName: string; verifyUrl: string; language: Language }) {
  const { t } = getTranslator(input.language);
  const subject = t('email.verification.subject');
  return {
    subject,
    ...renderEmail({
      heading: subject,
      paragraphs: [
        t('email.verification.greeting', { firstName: input.firstName }),
        t('email.verification.confirm'),
        t('email.verification.worksOnce'),
        t('email.verification.notYou'),
      ],
      action: { label: t('email.verification.action'), url: input.verifyUrl },
      language: input.language,
    }),
  };
}

/**
 * "Forgot password?": the link to choose a new password (an hour, once), in the language of the
 * page it was asked from (decision 075).
 */
export function passwordResetEmail(input: {
  firstName: string;
  resetUrl: string;
  forgotUrl: string;
  language: Language;
}) {
  const { t } = getTranslator(input.language);
  return {
    subject: t('email.passwordReset.subject'),
    ...renderEmail({
      heading: t('email.passwordReset.heading'),
      paragraphs: [
        t('email.passwordReset.greeting', { firstName: input.firstName }),
        t('email.passwordReset.asked'),
        t('email.passwordReset.worksOnce', { minutes: PASSWORD_RESET_TTL_MINUTES, forgotUrl: input.forgotUrl }),
        t('email.passwordReset.ignore'),
      ],
      action: { label: t('email.passwordReset.action'), url: input.resetUrl },
      language: input.language,
    }),
  };
}

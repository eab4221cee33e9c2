import { getTranslator } from '#shared/i18n/i18n.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { LANGUAGE_PARAM } from '#shared/i18n/select-language.ts';
import { renderEmail } from '../outbox/email-layout.ts';

/**
 * The address of the installation, for the links of notification e-mails. notifyVenue is called
 * inside other features' transactions with only the notice (its signature is shared by all of
 * them), so the app sets the address once when it is built; an installation has one.
 */
let appUrl = 'http://localhost:5000';

export function setNotificationAppUrl(publicUrl: string): void {
  appUrl = publicUrl.replace(/\/$/, '');
}

/**
 * A notification as an e-mail to someone who chose to receive its kind that way. A client's
 * notice about their booking is in the booking's language (its title and body written so by its
 * sender), and so is the e-mail's frame and the page its link opens (docs/decisions/071).
 */
export function notificationEmail(
  notice: { title: string; body: string; link: string | null },
  language: Language = 'en',
) {
  const { t } = getTranslator(language);
  const withLanguage = (link: string) =>
    language === 'en' ? link : `${link}${link.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${language}`;
  return {
    subject: notice.title,
    ...renderEmail({
      language,
      heading: notice.title,
      paragraphs: [
        ...(notice.body ? [notice.body] : []),
        t('paymentEmail.notification.why', { profileUrl: `${appUrl}/profile` }),
      ],
      ...(notice.link
        ? { action: { label: t('paymentEmail.notification.open'), url: `${appUrl}${withLanguage(notice.link)}` } }
        : {}),
    }),
  };
}

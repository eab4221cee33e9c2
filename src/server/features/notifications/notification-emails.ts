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

/** A notification as an e-mail to someone who chose to receive its kind that way. */
export function notificationEmail(notice: { title: string; body: string; link: string | null }) {
  return {
    subject: notice.title,
    ...renderEmail({
      heading: notice.title,
      paragraphs: [
        ...(notice.body ? [notice.body] : []),
        `You receive this e-mail because you chose it on your Profile page: ${appUrl}/profile`,
      ],
      ...(notice.link ? { action: { label: 'Open in VenueDesk', url: `${appUrl}${notice.link}` } } : {}),
    }),
  };
}

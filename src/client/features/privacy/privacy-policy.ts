import { SUPPORT_EMAIL } from '#shared/contact/support-details.ts';

export const PRIVACY_LAST_UPDATED = 'January 2025';

export interface PolicySection {
  id: string;
  title: string;
  paragraphs: string[];
  list?: { term: string; text: string }[];
}

/** The privacy policy of spec §2 (static), with the statements of spec §9. */
export const privacySections: PolicySection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    paragraphs: [
      'We collect the information you give us when you create an account or use VenueDesk: your name, email address, phone number and venue details, and the information you enter about your events, clients, leads, contracts and payments.',
      'We also collect technical information needed to run the service securely, such as your IP address, browser type and the times you sign in. Card details are handled by our payment provider and never stored on our servers.',
    ],
  },
  {
    id: 'how-we-use-information',
    title: 'How we use your information',
    paragraphs: [
      'We use your information to provide and improve VenueDesk: to manage your bookings, send contracts and payment requests on your behalf, deliver notifications, answer support requests and keep your account secure.',
      'We do not sell your personal information, and we do not use your clients’ details for our own marketing.',
    ],
  },
  {
    id: 'data-security',
    title: 'Data security',
    paragraphs: [
      'Information travels over encrypted connections. Passwords are stored only as salted hashes, each venue’s data is kept separate from every other venue’s, and access within a venue follows the roles you assign.',
      'No system is perfectly secure, but we review our safeguards regularly and will tell you promptly if a breach affects your data.',
    ],
  },
  {
    id: 'information-sharing',
    title: 'Information sharing',
    paragraphs: [
      'We share information only with service providers that help us run VenueDesk (such as hosting, email delivery and payment processing), under contracts that require them to protect it; when you ask us to, for example by sending a contract to a client; or when the law requires it.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    paragraphs: ['You can exercise these rights at any time by contacting us:'],
    list: [
      { term: 'Access', text: 'ask for a copy of the personal information we hold about you.' },
      { term: 'Correction', text: 'have inaccurate or incomplete information corrected.' },
      { term: 'Deletion', text: 'ask us to delete your personal information.' },
      { term: 'Portability', text: 'receive your information in a portable, machine-readable format.' },
      { term: 'Objection', text: 'object to, or ask us to restrict, how we process your information.' },
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    paragraphs: [
      'VenueDesk uses your browser’s storage only to keep you signed in and to remember your preferences. We do not use advertising or cross-site tracking cookies.',
    ],
  },
  {
    id: 'data-retention',
    title: 'Data retention',
    paragraphs: [
      'We keep your information for as long as your account is open. When you close your account, your account data is deleted within 30 days, except where the law requires us to keep certain records, such as invoices, for longer.',
    ],
  },
  {
    id: 'childrens-privacy',
    title: 'Children’s privacy',
    paragraphs: [
      'VenueDesk is not intended for children under 16, and we do not knowingly collect personal information from them. If you believe a child has given us information, contact us and we will delete it.',
    ],
  },
  {
    id: 'policy-updates',
    title: 'Changes to this policy',
    paragraphs: [
      'We may update this policy from time to time. We will post the new version on this page with a new date, and tell you by email before any significant change takes effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    paragraphs: [
      `Questions about this policy or your information? Email us at ${SUPPORT_EMAIL} or use our contact form.`,
    ],
  },
];

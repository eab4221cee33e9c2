import { renderEmail } from '../outbox/email-layout.ts';

export function welcomeEmail(input: {
  firstName: string;
  venueName: string | null;
  trialEndsAt: Date | null;
  loginUrl: string;
  /** The link that proves the address is theirs (7 days, once). */
  verifyUrl: string;
}) {
  const paragraphs = [
    `Hi ${input.firstName},`,
    'Your VenueDesk account is ready. Please verify your e-mail address with the button below.',
    'Once it is verified, the bookings your venue made for this address appear in your client portal.',
  ];
  if (input.venueName && input.trialEndsAt) {
    const ends = input.trialEndsAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    paragraphs.push(
      `${input.venueName} is set up on a 14-day free trial, no credit card needed. The trial runs until ${ends}.`,
    );
  }
  return {
    subject: 'Welcome to VenueDesk',
    ...renderEmail({
      heading: 'Welcome to VenueDesk',
      paragraphs: [...paragraphs, `Sign in at ${input.loginUrl}`],
      action: { label: 'Verify my e-mail', url: input.verifyUrl },
    }),
  };
}

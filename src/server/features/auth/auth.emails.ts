import { renderEmail } from '../outbox/email-layout.ts';

export function welcomeEmail(input: {
  firstName: string;
  venueName: string | null;
  trialEndsAt: Date | null;
  loginUrl: string;
}) {
  const paragraphs = [`Hi ${input.firstName},`, 'Your VenueDesk account is ready.'];
  if (input.venueName && input.trialEndsAt) {
    const ends = input.trialEndsAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    paragraphs.push(
      `${input.venueName} is set up on a 14-day free trial, no credit card needed. The trial runs until ${ends}.`,
    );
  }
  return {
    subject: 'Welcome to VenueDesk',
    ...renderEmail({ heading: 'Welcome to VenueDesk', paragraphs, action: { label: 'Sign in', url: input.loginUrl } }),
  };
}

/** The couple's invitation to their client portal (team.emails.ts). Server only. */
export const clientInvitationEmailEn = {
  'email.clientInvitation.subject': '{venueName} invites you to your client portal',
  'email.clientInvitation.heading': 'Your event at {venueName}',
  'email.clientInvitation.greeting': 'Hi {coupleNames},',
  'email.clientInvitation.opened':
    '{venueName} has opened a client portal for your event on {day}. There you can see your booking, pay online and sign your contract.',
  'email.clientInvitation.expires':
    'The link works once and until {expires}. If you already have a VenueDesk account for this address, sign in with its password to accept.',
  'email.clientInvitation.action': 'Open my client portal',
} as const;

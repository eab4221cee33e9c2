import { describe, expect, it } from 'vitest';
import { buildReplyRequest, statesDateOrPrice } from './lead-reply-draft.ts';
import type { ReplyFacts } from './lead-reply-facts.ts';

describe('statesDateOrPrice', () => {
  it.each([
    'Weddings start at $3,900.',
    'about 4500 dollars',
    'a 10,000 budget',
    'June 21 is free',
    'on the 21st of June',
    'Sept. 3rd works',
    'on 2031-06-21',
    'on 6/21/2031',
    'on 21.06.2031',
  ])('finds a figure in "%s"', (text) => {
    expect(statesDateOrPrice(text)).toBe(true);
  });

  it.each([
    'Thank you for thinking of us for your wedding in June!',
    'We can seat 150 guests in the garden.',
    'We may be able to help; see the details below.',
    'We are open 7 days a week, and reply within 24 hours.',
  ])('lets "%s" through', (text) => {
    expect(statesDateOrPrice(text)).toBe(false);
  });
});

describe('buildReplyRequest', () => {
  const facts: ReplyFacts = {
    clientName: 'José Núñez',
    venueName: 'Casa',
    venueDescription: null,
    maxCapacity: 100,
    eventTypesOffered: ['Wedding'],
    basePrice: 5000,
    eventType: 'Wedding',
    guestCount: 80,
    message: 'Soy José, write to jose.nunez@example.com or +34 612 345 678. Núñez family wedding; Joseph will join.',
    requestedDay: null,
  };

  it('takes the client’s name and contact details out of the message', () => {
    const { user } = buildReplyRequest(facts);
    const { inquiry } = JSON.parse(user) as { inquiry: { message: string } };
    expect(inquiry.message).toBe(
      'Soy [name], write to [e-mail removed] or [phone removed]. [name] family wedding; Joseph will join.',
    );
  });
});

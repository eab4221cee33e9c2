import { describe, expect, it } from 'vitest';
import { renderAutomationEmail } from './automation-email.ts';

describe('renderAutomationEmail', () => {
  const template = {
    subject: 'Your {{eventType}} at {{venueName}}',
    body: 'Hi {{coupleNames}},\n\nWe are expecting {{guestCount}} guests.\n\n  \n\nSee you, {{venueName}} <3',
  };

  it('fills the fields and leaves out a paragraph whose field has no value', () => {
    const email = renderAutomationEmail('event_reminder', template, {
      coupleNames: 'Mia & Leo',
      eventType: null,
      guestCount: null,
      venueName: 'Rose Hall',
    });
    expect(email.subject).toBe('Your at Rose Hall');
    expect(email.text).toBe('Your event is coming up\n\nHi Mia & Leo,\n\nSee you, Rose Hall <3');
    // The HTML part escapes what the venue and the couple typed.
    expect(email.html).toContain('>Hi Mia &amp; Leo,</p>');
    expect(email.html).toContain('See you, Rose Hall &lt;3');
  });

  it('keeps the paragraph once the value is there, and never fills a field the list has not', () => {
    const email = renderAutomationEmail(
      'event_reminder',
      { ...template, body: '{{guestCount}} guests, {{nope}}' },
      {
        guestCount: '90',
      },
    );
    expect(email.text).toContain('90 guests, {{nope}}');
  });
});

import { describe, expect, it } from 'vitest';
import { paymentRequestEmail } from './payment-requests.emails.ts';

const facts = {
  venueName: 'Hacienda Rosa',
  coupleNames: 'Ana & Luis',
  amount: '2500',
  type: 'deposit' as const,
  description: null,
  dueDate: '2026-12-15',
  channel: 'link' as const,
  payUrl: 'https://venuedesk.example/pay/token',
  today: '2026-11-26',
};

describe('paymentRequestEmail', () => {
  it('names the venue, the amount and a due day this year without its year', () => {
    const email = paymentRequestEmail(facts);
    expect(email.subject).toBe('Payment request from Hacienda Rosa: $2,500.00 due Dec 15');
    expect(email.text).toContain(
      'Hacienda Rosa asks you to pay $2,500.00 for: Deposit payment, due December 15, 2026.',
    );
    expect(email.text).toContain('Pay $2,500.00: https://venuedesk.example/pay/token');
  });

  it('writes the year of a due day in another year, and no due day when there is none', () => {
    expect(paymentRequestEmail({ ...facts, dueDate: '2027-01-05' }).subject).toMatch(/due Jan 5, 2027$/);
    expect(paymentRequestEmail({ ...facts, dueDate: null }).subject).toBe(
      'Payment request from Hacienda Rosa: $2,500.00',
    );
  });

  it('sends an account holder to the portal', () => {
    const email = paymentRequestEmail({ ...facts, channel: 'portal', payUrl: 'https://v.example/client-portal' });
    expect(email.text).toContain('Pay in your client portal: https://v.example/client-portal');
    expect(email.text).toContain('sign in with this e-mail address');
  });
});

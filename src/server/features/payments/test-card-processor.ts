import { AppError } from '../../errors.ts';

/**
 * The built-in test-mode processor answers as Stripe's test mode does for its test cards
 * (https://docs.stripe.com/testing): no network, no real money.
 */
export type TestCardOutcome = { ok: true } | { ok: false; message: string };

const declines: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.', // lost card
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
};
const successes = new Set(['4242424242424242', '4000056655665556', '5555555555554444', '378282246310005']);

function refuse(field: string, message: string): never {
  throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { [field]: [message] } });
}

/** Luhn (mod 10): the check digit every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Checks the card as a processor would before charging (400 with the field), then says how a
 * charge on it ends. Any other valid number is declined, as Stripe's test mode does with real cards.
 */
export function chargeTestCard(
  card: { cardNumber: string; expMonth: number; expYear: number },
  now = new Date(),
): TestCardOutcome {
  if (!passesLuhn(card.cardNumber)) refuse('cardNumber', 'Your card number is incorrect.');
  const expired =
    card.expYear < now.getUTCFullYear() ||
    (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
  if (expired) refuse('expMonth', "Your card's expiration date is in the past.");
  if (successes.has(card.cardNumber)) return { ok: true };
  return {
    ok: false,
    message:
      declines[card.cardNumber] ?? 'Your card was declined. In test mode, use a test card such as 4242 4242 4242 4242.',
  };
}

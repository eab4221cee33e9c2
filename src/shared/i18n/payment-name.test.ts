import { describe, expect, it } from 'vitest';
import { scheduledPaymentNames } from '../payments/scheduled-payment-names.ts';
import { getTranslator } from './i18n.ts';
import { getPaymentName } from './payment-name.ts';

const en = getTranslator('en');
const es = getTranslator('es');
const name = (description: string | null, type: 'deposit' | 'milestone' | 'final' | 'additional' = 'deposit') =>
  getPaymentName({ description, type }, es);

describe('getPaymentName (docs/decisions/071)', () => {
  it('writes a schedule’s names in English exactly as they are stored', () => {
    for (const stored of [
      scheduledPaymentNames.deposit(30),
      scheduledPaymentNames.deposit(33.33),
      scheduledPaymentNames.milestone(1),
      scheduledPaymentNames.milestone(12),
      scheduledPaymentNames.final,
    ]) {
      expect(getPaymentName({ description: stored, type: 'deposit' }, en)).toEqual({
        text: stored,
        isVenueText: false,
      });
    }
  });

  it('translates a schedule’s names, with their number', () => {
    expect(name('Deposit (33.33%)')).toEqual({ text: 'Depósito (33.33%)', isVenueText: false });
    expect(name('Milestone 2', 'milestone').text).toBe('Pago parcial 2');
    expect(name('Final balance', 'final').text).toBe('Saldo final');
  });

  it('shows what the venue wrote as written, even when it looks like ours', () => {
    for (const own of [
      'Deposit',
      'deposit (30%)',
      'Deposit 30%',
      'Deposit (30 %)',
      'Deposit (abc%)',
      'Milestone',
      'Milestone 0',
      'Milestone 2b',
      'Final balance due',
      'final balance',
      'Saldo final',
    ]) {
      expect(name(own)).toEqual({ text: own, isVenueText: true });
    }
  });

  it('names a payment without a description by its type, alone or naming a payment', () => {
    expect(name(null, 'deposit').text).toBe('Depósito');
    expect(name('  ', 'deposit').text).toBe('Depósito');
    expect(getPaymentName({ description: null, type: 'deposit' }, es, 'payment').text).toBe('Pago del depósito');
    expect(getPaymentName({ description: null, type: 'final' }, en, 'payment').text).toBe('Final payment');
  });
});

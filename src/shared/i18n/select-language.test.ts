import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, readLanguageCookie, selectLanguage, toLanguage } from './select-language.ts';

describe('selectLanguage', () => {
  it('takes ?lang= before everything else', () => {
    expect(selectLanguage({ query: 'es', saved: 'en', acceptLanguage: 'en-US', venueDefault: 'en' })).toBe('es');
    expect(selectLanguage({ query: 'en', saved: 'es', acceptLanguage: 'es-MX', venueDefault: 'es' })).toBe('en');
  });

  it('takes the saved choice when the address names none, or one we do not have', () => {
    expect(selectLanguage({ saved: 'es', acceptLanguage: 'en-US', venueDefault: 'en' })).toBe('es');
    expect(selectLanguage({ query: 'fr', saved: 'es', acceptLanguage: 'en-US' })).toBe('es');
  });

  it('then follows Accept-Language by weight, skipping languages we do not have', () => {
    expect(selectLanguage({ acceptLanguage: 'es-MX,es;q=0.9,en;q=0.8', venueDefault: 'en' })).toBe('es');
    expect(selectLanguage({ acceptLanguage: 'fr-FR, en;q=0.5, es;q=0.7', venueDefault: 'en' })).toBe('es');
    expect(selectLanguage({ acceptLanguage: 'en;q=0.2, es-419;q=0.8' })).toBe('es');
    expect(selectLanguage({ acceptLanguage: 'de, en-GB;q=0.9', venueDefault: 'es' })).toBe('en');
    expect(selectLanguage({ acceptLanguage: ['es-MX', 'en-US'], venueDefault: 'en' })).toBe('es');
  });

  it('refuses a language of q=0, then falls back to the venue default', () => {
    expect(selectLanguage({ acceptLanguage: 'es;q=0, fr', venueDefault: 'en' })).toBe('en');
    expect(selectLanguage({ acceptLanguage: 'fr, de', venueDefault: 'es' })).toBe('es');
    expect(selectLanguage({ acceptLanguage: '*', venueDefault: 'es' })).toBe('es');
  });

  it('is English with nothing to go on', () => {
    expect(selectLanguage({})).toBe('en');
    expect(selectLanguage({ query: '', saved: null, acceptLanguage: '' })).toBe('en');
  });
});

describe('toLanguage', () => {
  it('reads the primary subtag, in any case', () => {
    expect(toLanguage('es-MX')).toBe('es');
    expect(toLanguage('ES_us')).toBe('es');
    expect(toLanguage('en-GB')).toBe('en');
    expect(toLanguage('pt-BR')).toBeNull();
    expect(toLanguage(undefined)).toBeNull();
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by q, keeping the order of equal weights', () => {
    expect(parseAcceptLanguage('fr;q=0.3, es-MX, en;q=0.8, es')).toEqual(['es-MX', 'es', 'en', 'fr']);
  });

  it('drops q=0, wildcards and malformed weights', () => {
    expect(parseAcceptLanguage('es;q=0, *;q=0.1, en;q=abc, fr')).toEqual(['fr']);
  });
});

describe('readLanguageCookie', () => {
  it('finds the language cookie among others', () => {
    expect(readLanguageCookie('a=1; venuedesk_lang=es; b=2')).toBe('es');
    expect(readLanguageCookie('a=1')).toBeNull();
    expect(readLanguageCookie(undefined)).toBeNull();
  });
});

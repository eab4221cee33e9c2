import { describe, expect, it } from 'vitest';
import { getSignInPath, readNextPath } from './sign-in-redirect.ts';

describe('the sign-in redirect', () => {
  it('keeps an address with a query in next, naming its language', () => {
    expect(getSignInPath('/client-portal', 'pay=7&lang=es')).toBe(
      `/login?lang=es&next=${encodeURIComponent('/client-portal?pay=7&lang=es')}`,
    );
    expect(getSignInPath('/dashboard', '')).toBe('/login');
  });

  it('follows only a path of this site', () => {
    expect(readNextPath(`next=${encodeURIComponent('/client-portal?pay=7')}`)).toBe('/client-portal?pay=7');
    for (const next of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/\t/evil.example/',
      '/\n/evil.example',
      'client-portal',
    ]) {
      expect(readNextPath(`next=${encodeURIComponent(next)}`), JSON.stringify(next)).toBeNull();
    }
    expect(readNextPath('')).toBeNull();
  });
});

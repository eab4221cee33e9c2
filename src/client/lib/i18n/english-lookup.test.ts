import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { validationEn } from '#shared/i18n/catalogs/validation.en.ts';
import { createEnglishLookup } from './english-lookup.ts';

describe('createEnglishLookup', () => {
  // A bundle's catalog holds compiled messages (scripts/vite-compile-catalogs.ts), not their text.
  const compiled = Object.fromEntries(
    Object.entries(validationEn).map(([key, text]) => [key, compileMessage(text)]),
  ) as unknown as typeof validationEn;

  it.each([
    ['source', validationEn],
    ['compiled', compiled],
  ])('finds a key by its English text in a %s catalog', (_, messages) => {
    const find = createEnglishLookup(messages, (key) => key !== 'validation.nameTooLong');
    expect(find('Name is required')).toBe('validation.nameRequired');
    expect(find('Name is too long')).toBeUndefined();
    expect(find('Something else')).toBeUndefined();
  });
});

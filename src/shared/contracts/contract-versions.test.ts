import { describe, expect, it } from 'vitest';
import { listContractVersions, pickTemplateVersion } from './contract-versions.ts';

describe('pickTemplateVersion', () => {
  const template = {
    content: 'Agreement for {{coupleNames}}',
    translations: { es: { content: 'Acuerdo para {{coupleNames}}' } },
  };

  it('gives the version in the language asked for', () => {
    expect(pickTemplateVersion(template, 'es', 'en')).toEqual({
      content: 'Acuerdo para {{coupleNames}}',
      language: 'es',
    });
  });

  it('falls back whole to the original, in the venue’s default language, when there is no version', () => {
    expect(pickTemplateVersion({ content: 'Agreement' }, 'es', 'en')).toEqual({ content: 'Agreement', language: 'en' });
    expect(pickTemplateVersion({ content: 'Agreement', translations: { es: { content: '' } } }, 'es', 'en')).toEqual({
      content: 'Agreement',
      language: 'en',
    });
  });

  it('gives the original in the default language, whatever versions there are', () => {
    expect(pickTemplateVersion(template, 'en', 'en')).toEqual({
      content: 'Agreement for {{coupleNames}}',
      language: 'en',
    });
    // A Spanish-default venue writes its originals in Spanish.
    expect(pickTemplateVersion({ content: 'Acuerdo' }, 'es', 'es')).toEqual({ content: 'Acuerdo', language: 'es' });
  });
});

describe('listContractVersions', () => {
  it('puts the governing version first, the others in the order of the languages', () => {
    expect(
      listContractVersions({ content: 'Acuerdo', language: 'es', translations: { en: { content: 'Agreement' } } }),
    ).toEqual([
      { language: 'es', content: 'Acuerdo', governs: true },
      { language: 'en', content: 'Agreement', governs: false },
    ]);
  });

  it('gives a contract made before versions its one text, of no recorded language', () => {
    expect(listContractVersions({ content: 'Agreement', language: null, translations: {} })).toEqual([
      { language: null, content: 'Agreement', governs: true },
    ]);
  });
});

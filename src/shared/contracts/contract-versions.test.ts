import { describe, expect, it } from 'vitest';
import { listContractNames, listContractVersions, pickContractName, pickTemplateVersion } from './contract-versions.ts';

describe('pickTemplateVersion', () => {
  const template = {
    name: 'Wedding Agreement',
    content: 'Agreement for {{coupleNames}}',
    translations: { es: { content: 'Acuerdo para {{coupleNames}}', name: 'Contrato de boda' } },
  };

  it('gives the version in the language asked for, with its name', () => {
    expect(pickTemplateVersion(template, 'es', 'en')).toEqual({
      content: 'Acuerdo para {{coupleNames}}',
      language: 'es',
      name: 'Contrato de boda',
    });
  });

  it('gives a version without a name the original’s name, whole', () => {
    const unnamed = { ...template, translations: { es: { content: 'Acuerdo' } } };
    expect(pickTemplateVersion(unnamed, 'es', 'en')).toEqual({
      content: 'Acuerdo',
      language: 'es',
      name: 'Wedding Agreement',
    });
    const blankName = { ...template, translations: { es: { content: 'Acuerdo', name: '  ' } } };
    expect(pickTemplateVersion(blankName, 'es', 'en').name).toBe('Wedding Agreement');
  });

  it('falls back whole to the original, in the venue’s default language, name and all, when there is no version', () => {
    expect(pickTemplateVersion({ name: 'A', content: 'Agreement' }, 'es', 'en')).toEqual({
      content: 'Agreement',
      language: 'en',
      name: 'A',
    });
    // A name alone is no version: the text and the name stay the original's.
    expect(
      pickTemplateVersion(
        { name: 'A', content: 'Agreement', translations: { es: { content: '', name: 'Contrato' } } },
        'es',
        'en',
      ),
    ).toEqual({ content: 'Agreement', language: 'en', name: 'A' });
  });

  it('gives the original in the default language, whatever versions there are', () => {
    expect(pickTemplateVersion(template, 'en', 'en')).toEqual({
      content: 'Agreement for {{coupleNames}}',
      language: 'en',
      name: 'Wedding Agreement',
    });
    // A Spanish-default venue writes its originals in Spanish.
    expect(pickTemplateVersion({ name: 'Contrato', content: 'Acuerdo' }, 'es', 'es')).toEqual({
      content: 'Acuerdo',
      language: 'es',
      name: 'Contrato',
    });
  });
});

describe('pickContractName', () => {
  const bilingual = {
    templateName: 'Wedding Venue Agreement',
    language: 'en' as const,
    translations: { es: { content: 'Acuerdo', name: 'Contrato de boda' } },
  };

  it('gives the contract’s language its templateName, another language its version’s name', () => {
    expect(pickContractName(bilingual, 'en')).toEqual({ name: 'Wedding Venue Agreement', nameLanguage: null });
    expect(pickContractName(bilingual, 'es')).toEqual({ name: 'Contrato de boda', nameLanguage: null });
  });

  it('falls back to templateName, marked with the contract’s language, when a reader’s language has no name', () => {
    const unnamed = { ...bilingual, translations: { es: { content: 'Acuerdo' } } };
    expect(pickContractName(unnamed, 'es')).toEqual({ name: 'Wedding Venue Agreement', nameLanguage: 'en' });
    const spanishOnly = { templateName: 'Contrato de boda', language: 'es' as const, translations: {} };
    expect(pickContractName(spanishOnly, 'en')).toEqual({ name: 'Contrato de boda', nameLanguage: 'es' });
    expect(pickContractName(spanishOnly, 'es')).toEqual({ name: 'Contrato de boda', nameLanguage: null });
  });

  it('never takes a name stored under the governing language, and gives null for a contract with no name', () => {
    const odd = {
      templateName: 'Agreement',
      language: 'en' as const,
      translations: { en: { content: 'x', name: 'Other' } },
    };
    expect(pickContractName(odd, 'en').name).toBe('Agreement');
    expect(pickContractName({ templateName: '  ', language: 'es', translations: {} }, 'en')).toEqual({
      name: null,
      nameLanguage: null,
    });
    // Made before languages were recorded: its one name, of no known language.
    expect(pickContractName({ templateName: 'Agreement', language: null, translations: {} }, 'es')).toEqual({
      name: 'Agreement',
      nameLanguage: null,
    });
  });

  it('lists the name each language reads', () => {
    expect(listContractNames(bilingual)).toEqual({
      en: { name: 'Wedding Venue Agreement', nameLanguage: null },
      es: { name: 'Contrato de boda', nameLanguage: null },
    });
    expect(listContractNames({ templateName: null, language: 'en', translations: {} })).toEqual({});
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

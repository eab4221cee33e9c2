import { describe, expect, it } from 'vitest';
import { contractContentField, createContractTemplateSchema } from './contract-templates.schemas.ts';
import { createContractSchema, updateContractSchema } from './contracts.schemas.ts';
import { findStrayBraces } from './merge-fields.ts';

const unmatchedOpen = 'Unmatched "{{" in the text: use a merge field such as {{coupleNames}}';
const unmatchedClose = 'Unmatched "}}" in the text: use a merge field such as {{coupleNames}}';

function messages(content: string): string[] {
  const result = contractContentField.safeParse(content);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('contract content', () => {
  it('accepts known merge fields, with or without spaces inside, and single braces', () => {
    expect(messages('{{coupleNames}} on {{ eventDate }} at {{venueName}}{{today}}. Options: {a, b}.')).toEqual([]);
  });

  it('refuses "{{" and "}}" that are not part of a merge field, each named once', () => {
    expect(messages('Pay {{ soon and {{coupleNames}} {{{venueName}}} {{')).toEqual([unmatchedOpen, unmatchedClose]);
    expect(messages('Pay {{ soon')).toEqual([unmatchedOpen]);
    expect(messages('{{coupleNames}} }} later')).toEqual([unmatchedClose]);
    expect(messages('{{coupleNames')).toEqual([unmatchedOpen]);
  });

  it('keeps naming unknown fields, beside any stray braces', () => {
    expect(messages('Dear {{bride}}')).toEqual(['Unknown merge field {{bride}}']);
    expect(messages('Dear {{bride}} }}')).toEqual(['Unknown merge field {{bride}}', unmatchedClose]);
  });
});

describe('findStrayBraces', () => {
  it('finds a third brace beside a field, on either side', () => {
    expect(findStrayBraces('{{{venueName}}}')).toEqual(['{{', '}}']);
    expect(findStrayBraces('{{venueName}}}')).toEqual(['}}']);
    expect(findStrayBraces('{{{venueName}}')).toEqual(['{{']);
    expect(findStrayBraces('{{venueName}}{{today}}')).toEqual([]);
  });
});

describe('a language version’s name (session 31)', () => {
  const template = { name: 'Wedding Venue Agreement', content: 'Agreement for {{coupleNames}}' };

  it('is kept beside the version’s text, trimmed; blank, it is no name', () => {
    const named = createContractTemplateSchema.parse({
      ...template,
      translations: { es: { content: 'Acuerdo para {{coupleNames}}', name: '  Contrato de boda ' } },
    });
    expect(named.translations).toEqual({ es: { content: 'Acuerdo para {{coupleNames}}', name: 'Contrato de boda' } });
    const blank = createContractTemplateSchema.parse({
      ...template,
      translations: { es: { content: 'Acuerdo', name: '' } },
    });
    expect(blank.translations).toEqual({ es: { content: 'Acuerdo', name: undefined } });
  });

  it('follows the template name’s rules: one line, at most 200 characters', () => {
    const issues = (name: string) => {
      const result = createContractTemplateSchema.safeParse({
        ...template,
        translations: { es: { content: 'Acuerdo', name } },
      });
      return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(issues('Contrato\r\nBcc: x@example.com')).toEqual([
      ['translations.es.name', 'Template name cannot contain line breaks or control characters'],
    ]);
    expect(issues('x'.repeat(201))).toEqual([['translations.es.name', 'Template name is too long']]);
    expect(issues('x'.repeat(200))).toEqual([]);
  });

  it('is refused without the version’s text, rather than lost', () => {
    const result = createContractTemplateSchema.safeParse({
      ...template,
      translations: { es: { content: ' ', name: 'Contrato de boda' } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['translations.es.content', 'Write the text of this version too, or clear its name'],
    ]);
  });

  it('travels with a bilingual contract’s other version, checked the same way', () => {
    const payload = {
      bookingId: 1,
      templateId: 1,
      templateName: 'Wedding Venue Agreement',
      content: 'Agreement',
      signerEmail: 'ana@example.com',
      language: 'en',
      translations: { es: { content: 'Acuerdo', name: 'Contrato de boda' } },
    };
    expect(createContractSchema.parse(payload).translations).toEqual({
      es: { content: 'Acuerdo', name: 'Contrato de boda' },
    });
    expect(
      createContractSchema.safeParse({ ...payload, translations: { es: { content: 'Acuerdo', name: 'a\nb' } } })
        .success,
    ).toBe(false);
    expect(updateContractSchema.parse({ translations: { es: { content: 'Acuerdo', name: '' } } }).translations).toEqual(
      {
        es: { content: 'Acuerdo', name: undefined },
      },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { createContractTemplateSchema } from '#shared/contracts/contract-templates.schemas.ts';
import { listMergeTags } from '#shared/contracts/merge-fields.ts';
import {
  DEFAULT_TEMPLATE_CONTENT,
  DEFAULT_TEMPLATE_CONTENT_ES,
  DEFAULT_TEMPLATE_NAME,
  DEFAULT_TEMPLATE_NAME_ES,
  DEFAULT_TEMPLATE_TRANSLATIONS,
} from './default-template.ts';

const paragraphs = (text: string) => text.split('\n\n');

describe('VenueDesk’s Spanish version of the default template', () => {
  it('follows the English clause by clause: the same paragraphs, clause numbers and merge fields in each', () => {
    const english = paragraphs(DEFAULT_TEMPLATE_CONTENT);
    const spanish = paragraphs(DEFAULT_TEMPLATE_CONTENT_ES);
    expect(spanish).toHaveLength(english.length);
    english.forEach((paragraph, index) => {
      const version = spanish[index]!;
      expect(version.match(/^\d+\./)?.[0], version).toBe(paragraph.match(/^\d+\./)?.[0]);
      expect(listMergeTags(version), version).toEqual(listMergeTags(paragraph));
      expect(version.split('\n').length, version).toBe(paragraph.split('\n').length);
    });
  });

  it('passes the rules a save of the template checks', () => {
    const parsed = createContractTemplateSchema.safeParse({
      name: DEFAULT_TEMPLATE_NAME,
      content: DEFAULT_TEMPLATE_CONTENT,
      translations: DEFAULT_TEMPLATE_TRANSLATIONS,
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.translations?.es?.content).toBe(DEFAULT_TEMPLATE_CONTENT_ES);
    expect(parsed.data?.translations?.es?.name).toBe(DEFAULT_TEMPLATE_NAME_ES);
  });

  it('names the Spanish version as its heading does', () => {
    expect(DEFAULT_TEMPLATE_CONTENT_ES.split('\n')[0]).toBe(DEFAULT_TEMPLATE_NAME_ES.toLocaleUpperCase('es'));
  });
});

import { describe, expect, it } from 'vitest';
import { automationKindInfo } from '#shared/automations/automation-kinds.ts';
import { getDefaultTemplate, localizeAutomationTemplate } from './automation-language.ts';

const acknowledgement = automationKindInfo.inquiry_acknowledgement;
const unedited = {
  kind: 'inquiry_acknowledgement',
  subject: acknowledgement.defaultSubject,
  body: acknowledgement.defaultBody,
} as const;

describe('automation templates in a couple’s language', () => {
  it('has the English catalog say exactly what the default template says, so the two cannot drift', () => {
    expect(getDefaultTemplate('inquiry_acknowledgement', 'en')).toEqual({
      heading: acknowledgement.heading,
      subject: acknowledgement.defaultSubject,
      body: acknowledgement.defaultBody,
    });
  });

  it('gives an unedited template in the couple’s language, with the same merge fields', () => {
    const spanish = localizeAutomationTemplate(unedited, 'es', 'en');
    expect(spanish.language).toBe('es');
    expect(spanish.subject).toBe('{{venueName}} recibió su consulta');
    expect(spanish.body.split('\n\n')).toHaveLength(acknowledgement.defaultBody.split('\n\n').length);
    for (const tag of ['{{coupleNames}}', '{{venueName}}', '{{dateAnswer}}', '{{venueContact}}']) {
      expect(spanish.body).toContain(tag);
    }
  });

  it('keeps a venue’s own words in the venue’s language, heading included', () => {
    const own = { ...unedited, body: 'Gracias, {{coupleNames}}.' };
    expect(localizeAutomationTemplate(own, 'en', 'es')).toEqual({
      language: 'es',
      heading: 'Gracias por su consulta',
      subject: acknowledgement.defaultSubject,
      body: 'Gracias, {{coupleNames}}.',
    });
    expect(localizeAutomationTemplate(own, 'es', 'en').language).toBe('en');
  });

  it('leaves an untranslated default in English', () => {
    const followUp = automationKindInfo.lead_follow_up;
    const template = { kind: 'lead_follow_up', subject: followUp.defaultSubject, body: followUp.defaultBody } as const;
    expect(localizeAutomationTemplate(template, 'es', 'es')).toMatchObject({
      language: 'en',
      heading: followUp.heading,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { automationKindInfo, automationKinds } from '#shared/automations/automation-kinds.ts';
import { listMergeTags } from '#shared/contracts/merge-fields.ts';
import { getDefaultTemplate, localizeAutomationTemplate } from './automation-language.ts';

const acknowledgement = automationKindInfo.inquiry_acknowledgement;
const unedited = {
  kind: 'inquiry_acknowledgement',
  subject: acknowledgement.defaultSubject,
  body: acknowledgement.defaultBody,
} as const;

describe('automation templates in a couple’s language', () => {
  it.each(automationKinds.filter((kind) => automationKindInfo[kind].fields))(
    'has the English catalog say exactly what the default %s template says, so the two cannot drift',
    (kind) => {
      const info = automationKindInfo[kind];
      expect(getDefaultTemplate(kind, 'en')).toEqual({
        heading: info.heading,
        subject: info.defaultSubject,
        body: info.defaultBody,
      });
      // The Spanish default has the same paragraphs, each with the same merge fields.
      const spanish = getDefaultTemplate(kind, 'es')!.body.split('\n\n');
      const english = info.defaultBody.split('\n\n');
      expect(spanish.map((paragraph) => listMergeTags(paragraph).sort())).toEqual(
        english.map((paragraph) => listMergeTags(paragraph).sort()),
      );
    },
  );

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

  it('gives every default in the couple’s language', () => {
    const reminder = automationKindInfo.event_reminder;
    const template = { kind: 'event_reminder', subject: reminder.defaultSubject, body: reminder.defaultBody } as const;
    expect(localizeAutomationTemplate(template, 'es', 'en')).toMatchObject({
      language: 'es',
      heading: 'Su evento se acerca',
      subject: 'Se acerca su {{eventType}} en {{venueName}}',
    });
  });

  it('gives a couple the venue’s own version in their language, heading in it too', () => {
    const own = {
      ...unedited,
      subject: 'Thanks from {{venueName}}',
      body: 'Thanks, {{coupleNames}}.',
      translations: { es: { subject: 'Gracias de {{venueName}}', body: 'Gracias, {{coupleNames}}.' } },
    };
    expect(localizeAutomationTemplate(own, 'es', 'en')).toEqual({
      language: 'es',
      heading: 'Gracias por su consulta',
      subject: 'Gracias de {{venueName}}',
      body: 'Gracias, {{coupleNames}}.',
    });
    // The venue's language reads the subject and body, whatever versions exist.
    expect(localizeAutomationTemplate(own, 'en', 'en')).toMatchObject({
      language: 'en',
      body: 'Thanks, {{coupleNames}}.',
    });
    // A stale version in what is now the venue's own language is not used over its main text.
    expect(localizeAutomationTemplate(own, 'es', 'es')).toMatchObject({
      language: 'es',
      body: 'Thanks, {{coupleNames}}.',
    });
  });
});

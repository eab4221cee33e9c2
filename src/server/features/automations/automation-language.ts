import {
  automationKindInfo,
  automationMergeFields,
  type AutomationKind,
} from '#shared/automations/automation-kinds.ts';
import { getTranslator, type MessageKey } from '#shared/i18n/i18n.ts';
import type { Language } from '#shared/i18n/languages.ts';

/** An automation's e-mail as it goes to one couple: its words, and the language they are in. */
export interface LocalizedTemplate {
  language: Language;
  heading: string;
  subject: string;
  body: string;
}

/** The paragraphs of the defaults VenueDesk translates, in order (catalog keys). */
const translatedDefaults: Partial<
  Record<AutomationKind, { heading: MessageKey; subject: MessageKey; body: MessageKey[] }>
> = {
  inquiry_acknowledgement: {
    heading: 'email.inquiryAcknowledgement.heading',
    subject: 'email.inquiryAcknowledgement.subject',
    body: [
      'email.inquiryAcknowledgement.greeting',
      'email.inquiryAcknowledgement.received',
      'email.inquiryAcknowledgement.dateAnswer',
      'email.inquiryAcknowledgement.contact',
      'email.inquiryAcknowledgement.signature',
    ],
  },
};

/** Each merge field as its own {{tag}}, so a catalog message becomes a template the merge fills. */
const mergeTags = Object.fromEntries(automationMergeFields.map((field) => [field, `{{${field}}}`]));

/** VenueDesk's default template of a kind in a language, or null where it has no translation yet. */
export function getDefaultTemplate(
  kind: AutomationKind,
  language: Language,
): Omit<LocalizedTemplate, 'language'> | null {
  const keys = translatedDefaults[kind];
  if (!keys) return null;
  const { t } = getTranslator(language);
  return {
    heading: t(keys.heading),
    subject: t(keys.subject, mergeTags),
    body: keys.body.map((key) => t(key, mergeTags)).join('\n\n'),
  };
}

/**
 * The words and language of an automation's e-mail to a couple who read `coupleLanguage`. A
 * template the venue never edited is VenueDesk's, which has a version in each language. A
 * template the venue wrote is in the venue's default client language, and the whole e-mail
 * (heading, dates, footer) follows it, so no sentence mixes two languages (decision 068).
 */
export function localizeAutomationTemplate(
  automation: { kind: AutomationKind; subject: string; body: string },
  coupleLanguage: Language,
  venueLanguage: Language,
): LocalizedTemplate {
  const info = automationKindInfo[automation.kind];
  const isDefault = automation.subject === info.defaultSubject && automation.body === info.defaultBody;
  if (isDefault) {
    const translated = getDefaultTemplate(automation.kind, coupleLanguage);
    if (translated) return { language: coupleLanguage, ...translated };
  }
  // An untranslated default is English; the venue's own words are in its default client language.
  const language = isDefault ? 'en' : venueLanguage;
  const heading = getDefaultTemplate(automation.kind, language)?.heading ?? info.heading;
  return { language, heading, subject: automation.subject, body: automation.body };
}

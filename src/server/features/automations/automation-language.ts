import {
  automationKindInfo,
  automationMergeFields,
  type AutomationKind,
} from '#shared/automations/automation-kinds.ts';
import type { AutomationTranslations } from '#shared/automations/automations.schemas.ts';
import { getTranslator, type MessageKey } from '#shared/i18n/i18n.ts';
import type { Language } from '#shared/i18n/languages.ts';

/** An automation's e-mail as it goes to one couple: its words, and the language they are in. */
export interface LocalizedTemplate {
  language: Language;
  heading: string;
  subject: string;
  body: string;
}

type TemplateKeys = { heading: MessageKey; subject: MessageKey; body: MessageKey[] };

/** The paragraphs of VenueDesk's default templates, in order (catalog keys), for each kind that sends one. */
const translatedDefaults: Partial<Record<AutomationKind, TemplateKeys>> = {
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
  lead_follow_up: {
    heading: 'email.leadFollowUp.heading',
    subject: 'email.leadFollowUp.subject',
    body: [
      'email.leadFollowUp.greeting',
      'email.leadFollowUp.followingUp',
      'email.leadFollowUp.reply',
      'email.leadFollowUp.signature',
    ],
  },
  event_reminder: {
    heading: 'email.eventReminder.heading',
    subject: 'email.eventReminder.subject',
    body: [
      'email.eventReminder.greeting',
      'email.eventReminder.when',
      'email.eventReminder.guests',
      'email.eventReminder.address',
      'email.eventReminder.changes',
      'email.eventReminder.signature',
    ],
  },
  thank_you: {
    heading: 'email.thankYou.heading',
    subject: 'email.thankYou.subject',
    body: [
      'email.thankYou.greeting',
      'email.thankYou.celebrating',
      'email.thankYou.review',
      'email.thankYou.signature',
    ],
  },
};

/** Each merge field as its own {{tag}}, so a catalog message becomes a template the merge fills. */
const mergeTags = Object.fromEntries(automationMergeFields.map((field) => [field, `{{${field}}}`]));

/** VenueDesk's default template of a kind in a language; null for a kind that sends none of its own. */
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

/** The e-mail's heading above the body, in the language of its words. */
function headingIn(kind: AutomationKind, language: Language): string {
  return getDefaultTemplate(kind, language)?.heading ?? automationKindInfo[kind].heading;
}

/**
 * The words and language of an automation's e-mail to a couple who read `coupleLanguage`
 * (decisions 068 and 073):
 * - a template the venue never edited is VenueDesk's, which has a version in each language;
 * - a template the venue wrote is in the venue's default client language, unless the venue also
 *   wrote a version in the couple's language;
 * - the whole e-mail (heading, dates, footer) follows the language of its words, so no sentence
 *   mixes two languages.
 */
export function localizeAutomationTemplate(
  automation: { kind: AutomationKind; subject: string; body: string; translations?: AutomationTranslations },
  coupleLanguage: Language,
  venueLanguage: Language,
): LocalizedTemplate {
  const info = automationKindInfo[automation.kind];
  const isDefault = automation.subject === info.defaultSubject && automation.body === info.defaultBody;
  if (isDefault) {
    const translated = getDefaultTemplate(automation.kind, coupleLanguage);
    if (translated) return { language: coupleLanguage, ...translated };
  }
  const version = coupleLanguage === venueLanguage ? undefined : automation.translations?.[coupleLanguage];
  if (version) return { language: coupleLanguage, heading: headingIn(automation.kind, coupleLanguage), ...version };
  return {
    language: venueLanguage,
    heading: headingIn(automation.kind, venueLanguage),
    subject: automation.subject,
    body: automation.body,
  };
}

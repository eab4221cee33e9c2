import { z } from 'zod';
import { hasLineBreakOrControl } from '#shared/fields.ts';
import type { LeadReplyDraft } from '#shared/leads/lead-reply.schemas.ts';
import { fillReplyTemplate } from '#shared/leads/reply-template.ts';
import { LanguageModelError, type LanguageModel } from '../../ai/language-model.ts';
import { redactContactDetails } from '../../ai/redact-contact-details.ts';
import { describeAvailability, describeEventDate, describePrice, type ReplyFacts } from './lead-reply-facts.ts';

export function getReplySubject(venueName: string): string {
  return `Your inquiry to ${venueName}`;
}

/** The venue's template filled with the server's facts: the draft without a language model. */
export function writeTemplateReply(template: string, facts: ReplyFacts): LeadReplyDraft {
  const body = fillReplyTemplate(template, {
    clientName: facts.clientName,
    venueName: facts.venueName,
    eventDate: describeEventDate(facts),
    availability: describeAvailability(facts),
    price: describePrice(facts),
  });
  return { subject: getReplySubject(facts.venueName), body, author: 'engine' };
}

const months =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/** A date or an amount of money written out: what only the server's facts block may state. */
const statedFigures = [
  /[$€£¥]\s?\d/,
  /\d\s?(?:dollars|usd|eur|euros|pounds|gbp)\b/i,
  /\b\d{1,3}(?:,\d{3})+\b/,
  new RegExp(`\\b${months}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?\\b`, 'i'),
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${months}\\b`, 'i'),
  /\b\d{4}-\d{1,2}-\d{1,2}\b/,
  /\b\d{1,2}([/.])\d{1,2}\1\d{2,4}\b/,
];

/** Whether text states a date or a price itself ("June 14", "$4,500", "12/06/2027"). */
export function statesDateOrPrice(text: string): boolean {
  return statedFigures.some((pattern) => pattern.test(text));
}

const modelText = (max: number) => z.string().trim().min(1).max(max);
const modelReplySchema = z.object({
  subject: modelText(150).refine((value) => !hasLineBreakOrControl(value), 'The subject must be one line'),
  opening: modelText(1500),
  closing: modelText(1000),
});

const SYSTEM_PROMPT = `You write the opening and the closing of an e-mail from an event venue answering a person's inquiry.
The venue's software inserts, between your opening and your closing, the sentences that say whether the date asked for is open, the nearest open dates, and the base price. So:
- Never state a date, a price, an amount, a discount or whether a date is open or booked; you may refer to "the details below".
- Promise nothing the figures do not say. Do not invent services, rooms or policies; use only the venue's description.
- No greeting line and no sign-off: the software writes "Hi <name>," and the signature.
- Warm, concise and professional, in the language of the inquiry's message (English if there is none).
- The opening (1 or 2 short paragraphs) thanks them and responds to what they wrote; the closing (1 short paragraph) invites them to a tour or to ask questions.
Answer with one JSON object only: {"subject": string (at most 120 characters), "opening": string, "closing": string}`;

/**
 * The request's user message: the inquiry and the venue, with the facts the server decided, as
 * JSON. No e-mail address, phone number or name of the client: the greeting is the server's, the
 * client's name is taken out of their message and any contact detail in it masked.
 */
export function buildReplyRequest(facts: ReplyFacts): { system: string; user: string } {
  // Contact details first: a name taken out of an address would leave the rest of it unmasked.
  const message = facts.message === null ? null : removeName(redactContactDetails(facts.message), facts.clientName);
  const requested = facts.requestedDay;
  const user = JSON.stringify({
    venue: {
      name: facts.venueName,
      description: facts.venueDescription,
      maxCapacity: facts.maxCapacity,
      eventTypesOffered: facts.eventTypesOffered,
    },
    inquiry: { eventType: facts.eventType, guestCount: facts.guestCount, message },
    factsTheSoftwareInserts: {
      dateAskedFor: requested?.day ?? null,
      dateIsOpen: requested ? requested.available : null,
      whyNotOpen: requested && !requested.available ? (requested.reason ?? null) : null,
      nearestOpenDates: requested?.alternatives ?? [],
      basePrice: facts.basePrice,
    },
  });
  return { system: SYSTEM_PROMPT, user: redactContactDetails(user) };
}

function removeName(text: string, name: string): string {
  const parts = name.split(/\s+/).filter((part) => part.length >= 2);
  if (parts.length === 0) return text;
  const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text.replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'giu'), '[name]');
}

/**
 * Asks the language model for the draft's words in one request and puts the server's facts
 * between them (decision 049): the greeting, the model's opening, whether the date is open and
 * the nearest open dates, the base price, the model's closing, the signature. A reply that is not
 * the expected JSON, or whose words state a date or a price, throws LanguageModelError.
 */
export async function writeModelReply(model: LanguageModel, facts: ReplyFacts): Promise<LeadReplyDraft> {
  const parsed = modelReplySchema.safeParse(await model.completeJson(buildReplyRequest(facts)));
  if (!parsed.success) throw new LanguageModelError('The language model’s draft is not in the expected shape');
  const { subject, opening, closing } = parsed.data;
  if ([subject, opening, closing].some(statesDateOrPrice)) {
    throw new LanguageModelError('The language model’s draft stated a date or a price of its own');
  }
  const body = [
    `Hi ${facts.clientName},`,
    opening,
    describeAvailability(facts),
    describePrice(facts),
    closing,
    `Warm regards,\nThe ${facts.venueName} team`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject, body, author: 'model' };
}

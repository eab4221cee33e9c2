import {
  replyDraftRequestSchema,
  sendLeadReplySchema,
  type LeadReplyDraft,
  type ReplyDraftRequest,
  type SendLeadReplyInput,
} from '#shared/leads/lead-reply.schemas.ts';
import type { Lead } from '#shared/leads/leads.schemas.ts';
import { getLanguageModel, LanguageModelError } from '../../ai/language-model.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import { answerDay } from '../inquiries/inquiries.service.ts';
import { loadEmailBrand } from '../outbox/email-brand.ts';
import { enqueueEmail, venueSender } from '../outbox/outbox.service.ts';
import { getSettings } from '../settings/settings.service.ts';
import { readEventType, type ReplyFacts } from './lead-reply-facts.ts';
import { writeModelReply, writeTemplateReply } from './lead-reply-draft.ts';
import { leadReplyEmail } from './lead-reply.emails.ts';
import * as repo from './leads.repo.ts';
import { toLead } from './leads.service.ts';

export const MODEL_DRAFT_FAILED_MESSAGE =
  'The language model could not draft this reply. Use the template draft instead, or try again.';

/** The inquiry, the venue, how the asked day stands now and the base price, from the server's own rules. */
async function readReplyFacts(deps: AppDeps, actor: StaffActor, lead: repo.LeadRow) {
  const settings = await getSettings(deps, actor);
  const { venue } = settings;
  const requestedDay = lead.preferredDate
    ? { day: lead.preferredDate, ...(await answerDay(deps.db, actor.venueId, lead.preferredDate)) }
    : null;
  const message = lead.notes?.replace(/^Event type: .+$/m, '').trim() || null;
  const facts: ReplyFacts = {
    clientName: lead.name,
    venueName: venue.name,
    venueDescription: venue.description,
    maxCapacity: venue.maxCapacity,
    eventTypesOffered: settings.eventTypes,
    basePrice: venue.basePrice === null ? null : Number(venue.basePrice),
    eventType: readEventType(lead.notes),
    guestCount: lead.guestCount,
    message,
    requestedDay,
  };
  return { facts, template: venue.replyTemplate };
}

/**
 * A reply to the lead's inquiry for the coordinator to edit (decision 049): the language model's
 * words around the server's facts when one is configured, else (or when asked for
 * `author: engine`) the venue's template filled with the same facts. A model that fails answers
 * 502, so the page can offer the template draft instead.
 */
export async function draftLeadReply(
  deps: AppDeps,
  actor: StaffActor,
  id: number,
  request: ReplyDraftRequest,
): Promise<LeadReplyDraft> {
  const { author } = replyDraftRequestSchema.parse(request);
  const lead = await repo.findVenueLead(deps.db, actor.venueId, id);
  if (!lead) throw notFound('Lead');
  const { facts, template } = await readReplyFacts(deps, actor, lead);
  const model = author === 'engine' ? null : getLanguageModel(deps.config.languageModel);
  if (!model) return writeTemplateReply(template, facts);
  try {
    return await writeModelReply(model, facts);
  } catch (error) {
    if (!(error instanceof LanguageModelError)) throw error;
    deps.log.warn({ err: error }, 'language model failed to draft a lead reply');
    throw new AppError('LANGUAGE_MODEL_FAILED', MODEL_DRAFT_FAILED_MESSAGE);
  }
}

/**
 * Sends the coordinator's reply to the lead through the outbox, in the venue's name with replies
 * to the venue, and moves a New lead to Contacted, in one transaction.
 */
export async function sendLeadReply(
  deps: AppDeps,
  actor: StaffActor,
  id: number,
  input: SendLeadReplyInput,
): Promise<Lead> {
  const reply = sendLeadReplySchema.parse(input);
  const { venue } = await getSettings(deps, actor);
  const lead = await deps.db.transaction(async (tx) => {
    const row = await repo.findVenueLead(tx, actor.venueId, id, { lock: true });
    if (!row) throw notFound('Lead');
    const brand = await loadEmailBrand(tx, actor.venueId, deps.config.publicUrl);
    await enqueueEmail(tx, {
      venueId: actor.venueId,
      to: row.email,
      ...venueSender(venue),
      ...leadReplyEmail({ ...reply, brand }),
    });
    if (row.status !== 'new') return row;
    return (await repo.updateLead(tx, actor.venueId, id, { status: 'contacted' }))!;
  });
  deps.mailer.deliverSoon();
  return toLead(lead);
}

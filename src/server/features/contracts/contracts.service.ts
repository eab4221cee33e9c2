import {
  contractEligibleBookingStatuses,
  countedContractStatuses,
  SIGNING_LINK_DAYS,
} from '#shared/contracts/contract-status.ts';
import { bookingStatusLabels } from '#shared/bookings/booking-status.ts';
import {
  createContractSchema,
  updateContractSchema,
  type Contract,
  type ContractAudit,
  type ContractCounts,
  type ContractListQuery,
  type CreateContractInput,
  type UpdateContractInput,
} from '#shared/contracts/contracts.schemas.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import {
  pickTemplateVersion,
  type ContractTemplateTranslations,
  type ContractTranslations,
  type LanguageVersion,
} from '#shared/contracts/contract-versions.ts';
import { getTranslator } from '#shared/i18n/i18n.ts';
import { languageNamesInEnglish, type Language } from '#shared/i18n/languages.ts';
import { getVenueEventTypeNames } from '#shared/i18n/venue-text.ts';
import type { InstallationKeys } from '../../crypto/installation-keys.ts';
import { createLinkToken, hashLinkToken, sealLinkToken } from '../../crypto/link-tokens.ts';
import type { Tx } from '../../db/client.ts';
import { readEveryRow, toPage, toPageRequest, type Page } from '../../db/keyset.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor, StaffActor, Viewer } from '../../http/access.ts';
import { getProfile } from '../auth/auth.service.ts';
import { getBooking } from '../bookings/bookings.service.ts';
import { loadEmailBrand } from '../outbox/email-brand.ts';
import { enqueueEmail, venueSender } from '../outbox/outbox.service.ts';
import { sha256Hex } from './contract-audit.ts';
import { checkContractEvidence } from './contract-evidence.ts';
import { mergeContractText, type ContractMergeContext } from './contract-merge.ts';
import { findTemplate } from './contract-templates.service.ts';
import { appendContractEvent, type EventOrigin } from './contract-trail.ts';
import { getSigningLinkContext, getSigningUrl, toContract } from './contract-views.ts';
import { getSignedPdfName } from './contract-file-name.ts';
import { signingRequestEmail } from './contracts.emails.ts';
import { findCoupleLanguage, getContractNameIn, withLanguage } from './contract-language.ts';
import { notifyClient } from '../notifications/notifications.service.ts';
import * as repo from './contracts.repo.ts';
import type { SignedPdfName } from './signed-pdf-name.ts';

/** Where a staff request came from, for the audit trail. */
export interface StaffRequest {
  actor: StaffActor;
  ip: string | null;
  userAgent: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A signed-in person's request (staff or, where a route allows, a client), for the audit trail. */
export interface ViewerRequest {
  viewer: Viewer;
  ip: string | null;
  userAgent: string | null;
}

async function staffOrigin(deps: AppDeps, request: StaffRequest): Promise<EventOrigin> {
  return actorOrigin(deps, request.actor, request);
}

async function actorOrigin(deps: AppDeps, actor: Actor, request: { ip: string | null; userAgent: string | null }) {
  const user = await getProfile(deps, actor);
  return {
    actor: `${user.firstName} ${user.lastName} <${user.email}> (${actor.role})`,
    ip: request.ip,
    userAgent: request.userAgent,
  };
}

function getContractScope(viewer: Viewer): repo.ContractScope {
  return viewer.kind === 'staff' ? { venueId: viewer.actor.venueId } : { clientId: viewer.actor.userId };
}

/**
 * A page of contracts: staff get the venue's, a client those of their own bookings (with the
 * signing link); of one booking when asked (a booking out of scope has none).
 */
export async function listContracts(deps: AppDeps, viewer: Viewer, query: ContractListQuery): Promise<Page<Contract>> {
  const page = toPageRequest(repo.contractListKeyset, query);
  const { rows, total } = await repo.listContractsIn(deps.db, getContractScope(viewer), query, page);
  return toPage(repo.contractListKeyset, page, rows, total, (row) =>
    toContract(row, deps.config.publicUrl, deps.keys.tokenKey),
  );
}

/** A client's contracts in one venue, every one, as their portal reads them (for staff's preview of it). */
export async function listClientContractsInVenue(
  deps: AppDeps,
  venueId: number,
  clientId: number,
): Promise<Contract[]> {
  const scope = { clientId, inVenue: venueId };
  const rows = await readEveryRow(repo.contractListKeyset, (page) => repo.listContractsIn(deps.db, scope, {}, page));
  return rows.map((row) => toContract(row, deps.config.publicUrl, deps.keys.tokenKey));
}

/** How many of the venue's contracts are in each status the Contracts page counts. */
export async function countContracts(deps: AppDeps, actor: StaffActor): Promise<ContractCounts> {
  const counts: ContractCounts = Object.fromEntries(
    countedContractStatuses.map((status) => [status, 0]),
  ) as ContractCounts;
  for (const { status, total } of await repo.countVenueContractsByStatus(deps.db, actor.venueId)) {
    if (status in counts) counts[status as keyof ContractCounts] = total;
  }
  return counts;
}

export async function getContract(deps: AppDeps, actor: StaffActor, id: string, tx?: Tx): Promise<Contract> {
  const row = UUID.test(id) ? await repo.findVenueContractView(tx ?? deps.db, actor.venueId, id) : undefined;
  if (!row) throw notFound('Contract');
  return toContract(row, deps.config.publicUrl, deps.keys.tokenKey);
}

/** The contract row locked in `tx`; a malformed or foreign id is a 404 like any unknown one. */
async function lockContract(tx: Tx, actor: StaffActor, id: string) {
  const row = UUID.test(id) ? await repo.findVenueContract(tx, actor.venueId, id, { lock: true }) : undefined;
  if (!row) throw notFound('Contract');
  return row;
}

/**
 * A new draft for an eligible booking (booked or deposit paid). Its merge fields are filled now
 * from the booking and the venue, so the text the couple reads is the text that was written.
 */
export async function createContract(
  deps: AppDeps,
  request: StaffRequest,
  input: CreateContractInput,
): Promise<Contract> {
  const data = createContractSchema.parse(input);
  const { actor } = request;
  const booking = await getBooking(deps, actor, data.bookingId);
  if (!(contractEligibleBookingStatuses as readonly string[]).includes(booking.status)) {
    throw new AppError(
      'CONFLICT',
      `Only bookings with "Booked" or "Deposit Paid" status can get a contract; ${booking.coupleNames} is ${bookingStatusLabels[booking.status]}`,
    );
  }
  const origin = await staffOrigin(deps, request);
  return deps.db.transaction(async (tx) => {
    const template = data.templateId === null ? null : await findTemplate(tx, actor.venueId, data.templateId);
    if (data.templateId !== null && !template) {
      const message = 'Choose one of your templates';
      throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { templateId: [message] } });
    }
    const row = await insertContractDraft(
      tx,
      deps.keys,
      actor.venueId,
      {
        booking,
        templateId: template?.id ?? null,
        ...namedFromTemplate(data, template, (await repo.findVenueFacts(tx, actor.venueId)).defaultClientLanguage),
        content: data.content,
        language: data.language,
        signerEmail: data.signerEmail,
        amount: data.amount,
        createdBy: actor.userId,
      },
      origin,
    );
    return getContract(deps, actor, row.id, tx);
  });
}

type VenueFacts = Awaited<ReturnType<typeof repo.findVenueFacts>>;

/**
 * The names a contract made from a template carries (session 31), where the payload gives none:
 * `templateName` is the template's name in the contract's language (its version's name, else the
 * template's); each other version of a bilingual contract takes the template's name in its
 * language when the template has one there (else its readers get `templateName`).
 */
function namedFromTemplate(
  data: {
    templateName: string | null;
    language?: Language | undefined;
    translations?: ContractTranslations | undefined;
  },
  template: { name: string; content: string; translations: ContractTemplateTranslations } | null | undefined,
  defaultLanguage: Language,
): { templateName: string | null; translations: ContractTranslations | undefined } {
  if (!template) return { templateName: data.templateName, translations: data.translations };
  const language = data.language ?? defaultLanguage;
  const templateName = data.templateName ?? pickTemplateVersion(template, language, defaultLanguage).name;
  if (!data.translations) return { templateName, translations: undefined };
  const translations: ContractTranslations = {};
  for (const [other, version] of Object.entries(data.translations) as [Language, LanguageVersion | undefined][]) {
    if (!version) continue;
    const name = version.name ?? (other === defaultLanguage ? template.name : template.translations[other]?.name);
    translations[other] = { ...version, ...(name && { name }) };
  }
  return { templateName, translations };
}

/**
 * Fills a version's merge fields in its own language (decision 074): dates and money through
 * Intl, the standard event types translated, the venue's own by the names it gave them there.
 */
function mergeVersion(
  text: string,
  language: Language,
  venue: VenueFacts,
  context: Omit<ContractMergeContext, 'venueName' | 'timeZone' | 'language' | 'venueEventTypeNames'>,
): string {
  return mergeContractText(text, {
    ...context,
    venueName: venue.name,
    timeZone: venue.timeZone,
    language,
    venueEventTypeNames: getVenueEventTypeNames(
      { defaultLanguage: venue.defaultClientLanguage, translations: venue.clientTextTranslations },
      language,
    ),
  });
}

/** Each other version filled in its language; one in the governing language is refused. */
function mergeTranslations(
  translations: ContractTranslations,
  governing: Language,
  venue: VenueFacts,
  context: Parameters<typeof mergeVersion>[3],
): ContractTranslations {
  const merged: ContractTranslations = {};
  for (const [language, version] of Object.entries(translations) as [Language, LanguageVersion | undefined][]) {
    if (!version) continue;
    if (language === governing) {
      const message = `The contract is in ${languageNamesInEnglish[governing]} already: a bilingual contract needs a version in another language`;
      throw new AppError('VALIDATION_FAILED', message, {
        fieldErrors: { [`translations.${language}.content`]: [message] },
      });
    }
    merged[language] = {
      content: mergeVersion(version.content, language, venue, context),
      ...(version.name && { name: version.name }),
    };
  }
  return merged;
}

/**
 * Writes a draft inside `tx` with its merge fields filled and its `created` event: the step the
 * API and the demo seed share. `content` is the governing version, in `language` (the venue's
 * default client language unless given); `translations` are a bilingual contract's other
 * versions. Each is filled in its own language.
 */
export async function insertContractDraft(
  tx: Tx,
  keys: InstallationKeys,
  venueId: number,
  draft: {
    booking: Booking;
    templateId: number | null;
    templateName: string | null;
    content: string;
    language?: Language | undefined;
    translations?: ContractTranslations | undefined;
    signerEmail: string;
    amount: string | null;
    createdBy: number | null;
  },
  origin: EventOrigin,
): Promise<repo.ContractRow> {
  const venue = await repo.findVenueFacts(tx, venueId);
  const amount = draft.amount ?? draft.booking.totalAmount;
  const language = draft.language ?? venue.defaultClientLanguage;
  const context = { booking: draft.booking, clientEmail: draft.signerEmail, amount };
  const content = mergeVersion(draft.content, language, venue, context);
  const translations = mergeTranslations(draft.translations ?? {}, language, venue, context);
  const row = await repo.insertContract(tx, venueId, {
    bookingId: draft.booking.id,
    templateId: draft.templateId,
    templateName: draft.templateName,
    content,
    language,
    translations,
    amount,
    signerEmail: draft.signerEmail,
    createdBy: draft.createdBy,
  });
  await appendContractEvent(
    tx,
    keys,
    venueId,
    { contractId: row.id, type: 'created', documentHash: sha256Hex(content) },
    origin,
  );
  return row;
}

/** Edits a draft. A contract out for signature is revoked first; a signed one never changes. */
export async function updateContract(
  deps: AppDeps,
  actor: StaffActor,
  id: string,
  input: UpdateContractInput,
): Promise<Contract> {
  const data = updateContractSchema.parse(input);
  return deps.db.transaction(async (tx) => {
    const current = await lockContract(tx, actor, id);
    requireDraft(current.status);
    if (current.templateId === null && data.templateName === null) {
      // A custom contract is known by its name (spec §5); a template's contract may fall back.
      const message = 'Contract name is required';
      throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { templateName: [message] } });
    }
    let { content } = data;
    let translations: ContractTranslations | undefined = data.translations;
    const venue = await repo.findVenueFacts(tx, actor.venueId);
    // A contract made before versions were recorded is in the venue's default language.
    const language = current.language ?? venue.defaultClientLanguage;
    if (translations !== undefined) {
      for (const other of Object.keys(translations)) {
        if (other !== language) continue;
        const message = `The contract is in ${languageNamesInEnglish[language]} already: a bilingual contract needs a version in another language`;
        throw new AppError('VALIDATION_FAILED', message, {
          fieldErrors: { [`translations.${other}.content`]: [message] },
        });
      }
    }
    if ((content !== undefined || translations !== undefined) && current.bookingId !== null) {
      // New merge fields typed into a draft are filled like the template's were, in each version's language.
      const booking = await getBooking(deps, actor, current.bookingId);
      const clientEmail = data.signerEmail ?? current.signerEmail;
      const amount = data.amount === undefined ? current.amount : data.amount;
      const context = { booking, clientEmail, amount };
      if (content !== undefined) content = mergeVersion(content, language, venue, context);
      if (translations !== undefined) translations = mergeTranslations(translations, language, venue, context);
    }
    await repo.updateContract(tx, actor.venueId, id, {
      ...data,
      content,
      translations,
      // A draft made before languages were recorded becomes bilingual in its (default) language.
      ...(translations !== undefined && current.language === null && { language }),
    });
    return getContract(deps, actor, id, tx);
  });
}

function requireDraft(status: string): void {
  if (status === 'signed' || status === 'completed') {
    throw new AppError('CONFLICT', 'This contract is signed and can no longer be changed');
  }
  if (status !== 'draft') {
    throw new AppError('CONFLICT', 'This contract is out for signature: revoke its signing link to edit it');
  }
}

/**
 * Sends for signature: freezes the text (its SHA-256), issues a link of 256 random bits valid for
 * 30 days (revoking any earlier one), and e-mails the signer, all in one transaction.
 */
export async function sendContract(deps: AppDeps, request: StaffRequest, id: string): Promise<Contract> {
  const { actor } = request;
  const origin = await staffOrigin(deps, request);
  const contract = await deps.db.transaction(async (tx) => {
    const current = await lockContract(tx, actor, id);
    if (current.status === 'signed' || current.status === 'completed') {
      throw new AppError('CONFLICT', 'This contract is already signed');
    }
    await sendForSignature(tx, deps, current, origin);
    return getContract(deps, actor, id, tx);
  });
  deps.mailer.deliverSoon();
  return contract;
}

/**
 * Inside `tx`, with the contract row locked: freezes the text, replaces any working link with a
 * new one, marks the contract sent and queues the signer's e-mail. Returns the new token, of
 * which the database keeps only the hash and an encrypted copy (decision 021).
 */
export async function sendForSignature(
  tx: Tx,
  deps: Pick<AppDeps, 'config' | 'keys'>,
  contract: repo.ContractRow,
  origin: EventOrigin,
): Promise<string> {
  const { id, venueId } = contract;
  const documentHash = sha256Hex(contract.content);
  if (await repo.revokeSigningLinks(tx, id)) {
    await appendContractEvent(tx, deps.keys, venueId, { contractId: id, type: 'revoked', documentHash }, origin);
  }
  const token = createLinkToken();
  const expiresAt = new Date(Date.now() + SIGNING_LINK_DAYS * 24 * 60 * 60 * 1000);
  await repo.insertSigningLink(tx, {
    venueId,
    contractId: id,
    tokenHash: hashLinkToken(token),
    tokenSealed: sealLinkToken(deps.keys.tokenKey, token, getSigningLinkContext(id)),
    expiresAt,
  });
  await repo.updateContract(tx, venueId, id, { status: 'sent', sentAt: new Date(), viewedAt: null, documentHash });
  await appendContractEvent(tx, deps.keys, venueId, { contractId: id, type: 'sent', documentHash }, origin);
  const venue = await repo.findVenueFacts(tx, venueId);
  // The couple's language, not the sender's: staff sending in English still send a Spanish e-mail.
  const language = await findCoupleLanguage(tx, contract);
  const signingUrl = withLanguage(getSigningUrl(deps.config.publicUrl, token), language);
  await enqueueEmail(tx, {
    venueId,
    to: contract.signerEmail,
    ...venueSender(venue),
    ...signingRequestEmail({
      venueName: venue.name,
      contractName: getContractNameIn(contract, language),
      language,
      signingUrl,
      expiresAt,
      timeZone: venue.timeZone,
      brand: await loadEmailBrand(tx, venueId, deps.config.publicUrl),
    }),
    // Staff see the link in the View dialog anyway (decision 012).
    visibleLinks: [{ url: signingUrl, roles: ['owner', 'manager', 'coordinator'] }],
  });
  const booking = await repo.findBookingNaming(tx, venueId, contract.bookingId);
  if (booking?.clientId) {
    // In the booking's language, as the e-mail: the bell's words are written once, when it rings.
    const { t } = getTranslator(language);
    await notifyClient(tx, {
      venueId,
      userId: booking.clientId,
      kind: 'contract.sent',
      title: t('contractNotice.sent.title', {
        venueName: venue.name,
        contractName: getContractNameIn(contract, language),
      }),
      body: t('contractNotice.sent.body', { coupleNames: booking.coupleNames }),
      link: '/client-portal?tab=contracts',
      language,
    });
  }
  return token;
}

/** Takes a contract back from signature: its link stops working and it is a draft again. */
export async function revokeContract(deps: AppDeps, request: StaffRequest, id: string): Promise<Contract> {
  const { actor } = request;
  const origin = await staffOrigin(deps, request);
  return deps.db.transaction(async (tx) => {
    const current = await lockContract(tx, actor, id);
    if (current.status !== 'sent' && current.status !== 'viewed') {
      throw new AppError('CONFLICT', 'Only a contract out for signature has a link to revoke');
    }
    await repo.revokeSigningLinks(tx, id);
    await repo.updateContract(tx, actor.venueId, id, {
      status: 'draft',
      sentAt: null,
      viewedAt: null,
      documentHash: null,
    });
    await appendContractEvent(
      tx,
      deps.keys,
      actor.venueId,
      { contractId: id, type: 'revoked', documentHash: sha256Hex(current.content) },
      origin,
    );
    return getContract(deps, actor, id, tx);
  });
}

/** The trail, and what each of the three checks of decision 022 found. */
export async function getContractAudit(deps: AppDeps, actor: StaffActor, id: string): Promise<ContractAudit> {
  const contract = UUID.test(id) ? await repo.findVenueContract(deps.db, actor.venueId, id) : undefined;
  if (!contract) throw notFound('Contract');
  return checkContractEvidence(
    deps.keys,
    contract,
    await repo.listContractEvents(deps.db, id),
    await repo.findCountersignature(deps.db, id),
  );
}

/** The stored signed PDF, for the venue's staff or the booking's client; each download is an audit event. */
export async function downloadSignedPdf(
  deps: AppDeps,
  request: ViewerRequest,
  id: string,
): Promise<{ pdf: Buffer; fileName: SignedPdfName }> {
  const origin = await actorOrigin(deps, request.viewer.actor, request);
  return deps.db.transaction(async (tx) => {
    const current = UUID.test(id)
      ? await repo.findContractIn(tx, getContractScope(request.viewer), id, { lock: true })
      : undefined;
    if (!current) throw notFound('Contract');
    if (!current.signedPdf) throw new AppError('NOT_FOUND', 'This contract has no signed PDF yet');
    await appendContractEvent(
      tx,
      deps.keys,
      current.venueId,
      { contractId: id, type: 'downloaded', documentHash: sha256Hex(current.content) },
      origin,
    );
    return { pdf: await repo.findServedPdf(tx, current), fileName: await getSignedPdfName(tx, current) };
  });
}

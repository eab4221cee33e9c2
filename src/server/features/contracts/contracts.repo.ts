import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { awaitingSignatureStatuses } from '#shared/contracts/contract-status.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  bookings,
  contractCountersignatures,
  contractEvents,
  contractLinks,
  contracts,
  venues,
} from '../../db/schema.ts';
import { defineKeyset, keysetKeyField, keysetOrderBy, type PageRequest } from '../../db/keyset.ts';
import { sqlList } from '../../db/sql-lists.ts';
import type { ContractEventFacts, StoredContractEvent } from './contract-audit.ts';

export type ContractRow = typeof contracts.$inferSelect;
export type ContractValues = Partial<Omit<typeof contracts.$inferInsert, 'id' | 'venueId' | 'createdAt'>>;

/**
 * A contract as the list and the View dialog show it: the row without its evidence blobs, the
 * booking's couple and date, and the signing link that works now, if any.
 */
const listColumns = {
  id: contracts.id,
  bookingId: contracts.bookingId,
  templateId: contracts.templateId,
  templateName: contracts.templateName,
  content: contracts.content,
  language: contracts.language,
  translations: contracts.translations,
  amount: contracts.amount,
  signerEmail: contracts.signerEmail,
  signerName: contracts.signerName,
  status: contracts.status,
  documentHash: contracts.documentHash,
  createdAt: contracts.createdAt,
  sentAt: contracts.sentAt,
  viewedAt: contracts.viewedAt,
  signedAt: contracts.signedAt,
  coupleNames: bookings.coupleNames,
  eventDate: bookings.eventDate,
  linkTokenSealed: contractLinks.tokenSealed,
  linkExpiresAt: contractLinks.expiresAt,
  countersignedAt: contractCountersignatures.signedAt,
  countersignedBy: contractCountersignatures.signerName,
};
export type ContractListRow = Awaited<ReturnType<typeof selectContracts>>[number];

const withBooking = and(eq(bookings.venueId, contracts.venueId), eq(bookings.id, contracts.bookingId));
const withLiveLink = and(
  eq(contractLinks.contractId, contracts.id),
  isNull(contractLinks.revokedAt),
  gt(contractLinks.expiresAt, sql`now()`),
  sql`${contracts.status} in ${sqlList(awaitingSignatureStatuses)}`,
);
const withCountersignature = eq(contractCountersignatures.contractId, contracts.id);

function selectContracts(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(contracts)
    .leftJoin(bookings, withBooking)
    .leftJoin(contractLinks, withLiveLink)
    .leftJoin(contractCountersignatures, withCountersignature)
    .where(where);
}

/**
 * Whose contracts a request may read: a venue's (staff), or those of a client's own bookings once
 * sent (a draft is the venue's work in progress, not yet meant for the couple); with `inVenue`,
 * a client's in that venue only (what staff preview of the client's portal).
 */
export type ContractScope = { venueId: number } | { clientId: number; inVenue?: number };

function inScope(scope: ContractScope) {
  if ('venueId' in scope) return eq(contracts.venueId, scope.venueId);
  const clientSees = sql`${contracts.status} <> 'draft' and exists (select 1 from ${bookings} b
        where b.venue_id = ${contracts.venueId} and b.id = ${contracts.bookingId} and b.client_id = ${scope.clientId})`;
  return scope.inVenue === undefined ? clientSees : and(eq(contracts.venueId, scope.inVenue), clientSees);
}

/** The contracts list's order: newest first (contracts_venue_created_idx). */
export const contractListKeyset = defineKeyset('contracts', [
  { column: contracts.createdAt, kind: 'timestamp', direction: 'desc' },
  { column: contracts.id, kind: 'uuid', direction: 'asc' },
]);

/** A page of the contracts in scope (of one booking, when asked), and how many there are in all. */
export async function listContractsIn(
  db: DbOrTx,
  scope: ContractScope,
  filter: { bookingId?: number | undefined },
  page: PageRequest,
) {
  const where = and(
    inScope(scope),
    filter.bookingId === undefined ? undefined : eq(contracts.bookingId, filter.bookingId),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...listColumns, pageKey: keysetKeyField(contractListKeyset) })
      .from(contracts)
      .leftJoin(bookings, withBooking)
      .leftJoin(contractLinks, withLiveLink)
      .leftJoin(contractCountersignatures, withCountersignature)
      .where(and(where, page.after))
      .orderBy(...keysetOrderBy(contractListKeyset))
      .limit(page.limit + 1),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(contracts)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The venue's contracts per status. */
export function countVenueContractsByStatus(db: DbOrTx, venueId: number) {
  return db
    .select({ status: contracts.status, total: sql<number>`count(*)::int` })
    .from(contracts)
    .where(eq(contracts.venueId, venueId))
    .groupBy(contracts.status);
}

export async function findVenueContractView(db: DbOrTx, venueId: number, id: string) {
  const [row] = await selectContracts(db, and(eq(contracts.venueId, venueId), eq(contracts.id, id)));
  return row;
}

/** The contract row, locked for the rest of the transaction when asked (every audit append locks it). */
export async function findVenueContract(db: DbOrTx, venueId: number, id: string, options: { lock?: boolean } = {}) {
  return findContractIn(db, { venueId }, id, options);
}

export async function findContractIn(db: DbOrTx, scope: ContractScope, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(contracts)
    .where(and(inScope(scope), eq(contracts.id, id)));
  const [row] = options.lock ? await query.for('update', { of: contracts }) : await query;
  return row;
}

export async function insertContract(
  db: DbOrTx,
  venueId: number,
  values: ContractValues & { content: string; signerEmail: string },
): Promise<ContractRow> {
  const [row] = await db
    .insert(contracts)
    .values({ ...values, venueId })
    .returning();
  return row!;
}

export async function updateContract(db: DbOrTx, venueId: number, id: string, values: ContractValues) {
  const [row] = await db
    .update(contracts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(contracts.venueId, venueId), eq(contracts.id, id)))
    .returning();
  return row!;
}

export async function insertSigningLink(
  db: DbOrTx,
  values: { venueId: number; contractId: string; tokenHash: string; tokenSealed: string; expiresAt: Date },
): Promise<void> {
  await db.insert(contractLinks).values(values);
}

/** Revokes the contract's working links, dropping their token copies; returns how many there were. */
export async function revokeSigningLinks(db: DbOrTx, contractId: string): Promise<number> {
  const rows = await db
    .update(contractLinks)
    .set({ revokedAt: sql`now()`, tokenSealed: null, legacyToken: null })
    .where(and(eq(contractLinks.contractId, contractId), isNull(contractLinks.revokedAt)))
    .returning({ id: contractLinks.id });
  return rows.length;
}

/** A signing link by the SHA-256 of its token, with its contract locked when asked. */
export async function findSigningLink(db: DbOrTx, tokenHash: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      link: { expiresAt: contractLinks.expiresAt, revokedAt: contractLinks.revokedAt },
      contract: contracts,
    })
    .from(contractLinks)
    .innerJoin(contracts, eq(contracts.id, contractLinks.contractId))
    .where(eq(contractLinks.tokenHash, tokenHash));
  const [row] = options.lock ? await query.for('update', { of: contracts }) : await query;
  return row;
}

/** What the signing page, the PDF and the merge fields need of the venue. */
export async function findVenueFacts(db: DbOrTx, venueId: number) {
  const [row] = await db
    .select({
      name: venues.name,
      email: venues.email,
      timeZone: venues.timezone,
      logo: venues.logo,
      primaryColor: venues.primaryColor,
      secondaryColor: venues.secondaryColor,
      accentColor: venues.accentColor,
      defaultClientLanguage: venues.defaultClientLanguage,
      clientTextTranslations: venues.clientTextTranslations,
    })
    .from(venues)
    .where(eq(venues.id, venueId));
  return row!;
}

const eventColumns = {
  contractId: contractEvents.contractId,
  type: contractEvents.type,
  at: contractEvents.at,
  ip: contractEvents.ip,
  userAgent: contractEvents.userAgent,
  actor: contractEvents.actor,
  documentHash: contractEvents.documentHash,
  signatureHash: contractEvents.signatureHash,
  pdfHash: contractEvents.pdfHash,
  language: contractEvents.language,
  versions: contractEvents.versions,
  version: contractEvents.version,
  previousHash: contractEvents.previousHash,
  hash: contractEvents.hash,
};

export async function listContractEvents(db: DbOrTx, contractId: string): Promise<StoredContractEvent[]> {
  const rows = await db
    .select(eventColumns)
    .from(contractEvents)
    .where(eq(contractEvents.contractId, contractId))
    .orderBy(asc(contractEvents.id));
  return rows.map((row) => ({ ...row, version: row.version === 1 ? 1 : 2 }));
}

/** The hash of the contract's latest event; the caller holds the contract row locked. */
export async function findLatestEventHash(db: DbOrTx, contractId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: contractEvents.hash })
    .from(contractEvents)
    .where(eq(contractEvents.contractId, contractId))
    .orderBy(desc(contractEvents.id))
    .limit(1);
  return row?.hash ?? null;
}

export async function insertContractEvent(
  db: DbOrTx,
  venueId: number,
  event: ContractEventFacts & { version: number; previousHash: string | null; hash: string },
): Promise<void> {
  await db.insert(contractEvents).values({ ...event, venueId });
}

/**
 * Whether an address already has a view in the contract's trail within the last hour; the
 * caller holds the contract row locked, so two views at once cannot both miss each other.
 */
export async function hasRecentView(db: DbOrTx, contractId: string, ip: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: contractEvents.id })
    .from(contractEvents)
    .where(
      and(
        eq(contractEvents.contractId, contractId),
        eq(contractEvents.type, 'viewed'),
        sql`${contractEvents.ip} is not distinct from ${ip}`,
        gt(contractEvents.at, sql`now() - interval '1 hour'`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The couple, the event's date and the portal client of a contract's booking, if it still has one. */
export async function findBookingNaming(db: DbOrTx, venueId: number, bookingId: number | null) {
  if (bookingId === null) return undefined;
  const [row] = await db
    .select({
      coupleNames: bookings.coupleNames,
      eventDate: bookings.eventDate,
      clientId: bookings.clientId,
      language: bookings.language,
    })
    .from(bookings)
    .where(and(eq(bookings.venueId, venueId), eq(bookings.id, bookingId)));
  return row;
}

export type CountersignatureRow = typeof contractCountersignatures.$inferSelect;

/** The venue's countersignature of a contract, if it has one. */
export async function findCountersignature(db: DbOrTx, contractId: string): Promise<CountersignatureRow | undefined> {
  const [row] = await db
    .select()
    .from(contractCountersignatures)
    .where(eq(contractCountersignatures.contractId, contractId));
  return row;
}

/** Records the countersignature; the primary key lets a contract have only one. */
export async function insertCountersignature(db: DbOrTx, values: CountersignatureRow): Promise<void> {
  await db.insert(contractCountersignatures).values(values);
}

/** The signed PDF a download serves: the countersigned version once there is one, else the couple's. */
export async function findServedPdf(db: DbOrTx, contract: ContractRow): Promise<Buffer> {
  const [row] = await db
    .select({ pdf: contractCountersignatures.countersignedPdf })
    .from(contractCountersignatures)
    .where(eq(contractCountersignatures.contractId, contract.id));
  return row?.pdf ?? contract.signedPdf!;
}

/** The client account a contract's booking belongs to, if any. */
export async function findBookingClientId(db: DbOrTx, venueId: number, bookingId: number | null) {
  if (bookingId === null) return null;
  const [row] = await db
    .select({ clientId: bookings.clientId })
    .from(bookings)
    .where(and(eq(bookings.venueId, venueId), eq(bookings.id, bookingId)));
  return row?.clientId ?? null;
}

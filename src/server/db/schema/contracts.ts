import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contractEventTypes, contractStatuses } from '#shared/contracts/contract-status.ts';
import type {
  ContractTemplateTranslations,
  ContractTranslations,
  SignedVersion,
} from '#shared/contracts/contract-versions.ts';
import { languages } from '#shared/i18n/languages.ts';
import { users } from './auth.ts';
import { bytea, createdAt, isOneOf } from './columns.ts';
import { venues } from './venues.ts';

/** A venue's contract texts with merge fields (spec §3 Contract template); one default per venue. */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    /**
     * The template's body in languages other than the venue's default client language, which
     * `content` is written in (decision 074): `{ es: { content } }`.
     */
    translations: jsonb('translations').$type<ContractTemplateTranslations>().notNull().default({}),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contract_templates_venue_idx').on(table.venueId, table.createdAt),
    check('contract_templates_translations_object', sql`jsonb_typeof(${table.translations}) = 'object'`),
    uniqueIndex('contract_templates_one_default_key')
      .on(table.venueId)
      .where(sql`${table.isDefault}`),
    unique('contract_templates_venue_id_id_key').on(table.venueId, table.id),
  ],
);

/**
 * Contracts (spec §3 Contract). Ids are random UUIDs: nothing about one can be guessed from
 * another. The booking and template foreign keys are (venue_id, booking_id) and (venue_id,
 * template_id) with ON DELETE SET NULL of the id column only, written by hand in migration 0006.
 * Once signed, the row holds the evidence: the signature image, who signed from where, and the
 * signed PDF, made once and never regenerated.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    bookingId: integer('booking_id'),
    templateId: integer('template_id'),
    templateName: text('template_name'),
    /** The governing version's text: the one that prevails, and the only one of a single-language contract. */
    content: text('content').notNull(),
    /** The language `content` is written in (decision 074); null on contracts made before it was recorded. */
    language: text('language', { enum: languages }),
    /**
     * The other language versions a bilingual contract shows beside `content` (decision 074):
     * `{ es: { content } }`; empty for a single-language contract.
     */
    translations: jsonb('translations').$type<ContractTranslations>().notNull().default({}),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    signerEmail: text('signer_email').notNull(),
    signerName: text('signer_name'),
    status: text('status', { enum: contractStatuses }).notNull().default('draft'),
    /** SHA-256 (hex) of `content` as sent; the text cannot change while it is out for signature. */
    documentHash: text('document_hash'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signatureImage: bytea('signature_image'),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    signedPdf: bytea('signed_pdf'),
  },
  (table) => [
    // The contracts list's order, newest first then by id, a page at a time (decision 034).
    index('contracts_venue_created_idx').on(table.venueId, table.createdAt.desc().nullsFirst(), table.id),
    index('contracts_booking_idx').on(table.venueId, table.bookingId),
    check('contracts_status_valid', isOneOf(table.status, contractStatuses)),
    check('contracts_language_valid', isOneOf(table.language, languages)),
    check('contracts_translations_object', sql`jsonb_typeof(${table.translations}) = 'object'`),
    check('contracts_amount_non_negative', sql`${table.amount} >= 0`),
    // A signed contract carries its evidence.
    check(
      'contracts_signed_has_evidence',
      sql`${table.status} <> 'signed' or (${table.signedAt} is not null and ${table.signerName} is not null
        and ${table.signatureImage} is not null and ${table.signedPdf} is not null and ${table.documentHash} is not null)`,
    ),
  ],
);

/**
 * Signing links. A link works until it expires or is revoked (sending again revokes the previous
 * one). The token (256 random bits) is found by its SHA-256; staff copy the link again from a
 * copy encrypted under the installation key, cleared when the link is revoked (decision 021).
 */
export const contractLinks = pgTable(
  'contract_links',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    /** SHA-256 (hex) of the token: what a request is looked up by. */
    tokenHash: text('token_hash').notNull(),
    /** The token encrypted under the installation's token key (AES-256-GCM), while the link works. */
    tokenSealed: text('token_sealed'),
    /** The plain token of links made before tokens were hashed; emptied at start-up. */
    legacyToken: text('token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('contract_links_token_hash_key').on(table.tokenHash),
    index('contract_links_contract_idx').on(table.contractId, table.createdAt),
  ],
);

/**
 * The signing audit trail: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE, migration
 * 0006), each event carrying the hash of the one before it for the same contract.
 */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    type: text('type', { enum: contractEventTypes }).notNull(),
    /** Milliseconds, so the hash computed in Node from this time is reproducible from the row. */
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    actor: text('actor').notNull(),
    documentHash: text('document_hash').notNull(),
    previousHash: text('previous_hash'),
    hash: text('hash').notNull(),
    /** 1: unkeyed SHA-256 (the first trails); 2: HMAC-SHA256 under the installation key (decision 022). */
    version: smallint('chain_version').notNull().default(1),
    /** SHA-256 of the drawn signature, on the signed event (and an anchor). */
    signatureHash: text('signature_hash'),
    /** SHA-256 of the final signed PDF, on the sealed event (and an anchor). */
    pdfHash: text('pdf_hash'),
    /**
     * The language the signer saw the signing page in, on the signed event (decision 070); null
     * on every other event and on signatures recorded before. Hashed when present.
     */
    language: text('language', { enum: languages }),
    /**
     * The language versions the signer was shown and signed, each with its language, the SHA-256
     * of its text and whether it governs (decision 074): on the signed event, null before. Hashed
     * when present.
     */
    versions: jsonb('versions').$type<SignedVersion[]>(),
  },
  (table) => [
    index('contract_events_contract_idx').on(table.contractId, table.id),
    check('contract_events_type_valid', isOneOf(table.type, contractEventTypes)),
    check('contract_events_language_valid', isOneOf(table.language, languages)),
  ],
);

/**
 * The venue's countersignature of a signed contract (decision 041): one per contract (the primary
 * key), only once the couple has signed (a trigger checks), never changed or removed (a trigger
 * refuses UPDATE, DELETE and TRUNCATE; the app role may only SELECT and INSERT). It holds the
 * countersigned PDF, a new digitally signed version; the couple's PDF stays on the contract.
 */
export const contractCountersignatures = pgTable('contract_countersignatures', {
  contractId: uuid('contract_id')
    .primaryKey()
    .references(() => contracts.id),
  venueId: integer('venue_id')
    .notNull()
    .references(() => venues.id),
  /** Who countersigned, as the trail names them: "Name <email> (role)". */
  signedBy: text('signed_by').notNull(),
  signerName: text('signer_name').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  signatureImage: bytea('signature_image').notNull(),
  signerIp: text('signer_ip'),
  signerUserAgent: text('signer_user_agent'),
  countersignedPdf: bytea('countersigned_pdf').notNull(),
});

/**
 * The reminder a signer got for a signing link still unsigned after 3 days, written in the
 * transaction of its e-mail: one per link, so one per sending, even with two passes at once.
 */
export const contractReminders = pgTable('contract_reminders', {
  linkId: integer('link_id')
    .primaryKey()
    .references(() => contractLinks.id, { onDelete: 'cascade' }),
  venueId: integer('venue_id')
    .notNull()
    .references(() => venues.id),
  contractId: uuid('contract_id')
    .notNull()
    .references(() => contracts.id),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

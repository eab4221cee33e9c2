import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  jsonb,
  numeric,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { roles } from '#shared/auth/roles.ts';
import { bookingStatuses } from '#shared/bookings/booking-status.ts';
import { contractEventTypes, contractStatuses } from '#shared/contracts/contract-status.ts';
import { leadSources, leadStatuses } from '#shared/leads/lead-status.ts';
import { paymentMethods, paymentStatuses, paymentTypes } from '#shared/payments/payment-status.ts';
import { deliverableOutboxStatuses, outboxStatuses, type VisibleLink } from '#shared/outbox/outbox.schemas.ts';
import { sqlList } from './sql-lists.ts';

/** `column in ('a', 'b', ...)` from one of the shared constant lists, so SQL and code agree. */
function isOneOf(column: unknown, values: readonly string[]) {
  return sql`${column} in ${sqlList(values)}`;
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    timezone: text('timezone').notNull().default('America/Los_Angeles'),
    maxBookingsPerDay: integer('max_bookings_per_day').notNull().default(1),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    // Venue Info and Branding (settings). Defaults are spec §9's sample values.
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    maxCapacity: integer('max_capacity').default(200),
    basePrice: numeric('base_price', { precision: 12, scale: 2 }).default('5000.00'),
    description: text('description'),
    logo: text('logo'),
    primaryColor: text('primary_color').notNull().default('#8B5A6B'),
    secondaryColor: text('secondary_color').notNull().default('#6B7280'),
    accentColor: text('accent_color').notNull().default('#10B981'),
    eventTypes: text('event_types')
      .array()
      .notNull()
      .default(
        sql`array['Reception', 'Ceremony + Reception', 'Rehearsal Dinner', 'Private Party', 'Anniversary Party']`,
      ),
    /** Weekdays open for bookings, 0 = Sunday (PostgreSQL's extract(dow)). */
    openWeekdays: integer('open_weekdays')
      .array()
      .notNull()
      .default(sql`array[0, 1, 2, 3, 4, 5, 6]`),
    blackoutDates: date('blackout_dates')
      .array()
      .notNull()
      .default(sql`array[]::date[]`),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('venues_slug_key').on(table.slug),
    check('venues_max_bookings_per_day_positive', sql`${table.maxBookingsPerDay} >= 1`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    /** When the person proved the address is theirs (the link e-mailed at sign-up). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // Emails are stored lower-cased by the schemas; the index on lower() guards older rows too.
  (table) => [uniqueIndex('users_email_key').on(sql`lower(${table.email})`)],
);

/** E-mail verification links sent at sign-up: only the SHA-256 of the token is kept; each works once. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('email_verifications_token_hash_key').on(table.tokenHash)],
);

/** A user's role in a venue. Staff have owner/manager/coordinator; venue clients have client. */
export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    role: text('role', { enum: roles }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.venueId] }), index('memberships_venue_idx').on(table.venueId)],
);

/** Sign-in sessions. Only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sessions_token_hash_key').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

/** Failed sign-in attempts, kept in the database so every server instance sees the same count. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_failures_email_idx').on(table.email, table.createdAt),
    index('login_failures_ip_idx').on(table.ip, table.createdAt),
  ],
);

/** Every e-mail the product sends, written in the transaction that caused it. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    // pending → sending → sent | failed (after retries); stored when no SMTP is configured.
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A failed delivery waits here before the next try (exponential backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /**
     * Token links in the body that some readers of the outbox may see. Every other token link is
     * redacted from the listing (see outbox-redaction.ts).
     */
    visibleLinks: jsonb('visible_links').$type<VisibleLink[]>().notNull().default([]),
    /** Files sent with the e-mail (a signed contract's PDF), base64 in the row. */
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    /**
     * A venue's e-mail to its couple or visitor goes out in the venue's name (the From display
     * name, over the installation's MAIL_FROM address) and replies go to the venue's address.
     */
    senderName: text('sender_name'),
    replyTo: text('reply_to'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_venue_idx').on(table.venueId, table.createdAt),
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ${sqlList(deliverableOutboxStatuses)}`),
  ],
);

/** One-off facts about this installation, e.g. which demo seed steps have run. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Messages sent through the public contact form; each is also e-mailed to support. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/**
 * Bookings. Each non-cancelled booking holds one of its venue day's slots; the partial unique
 * index on (venue, local day, slot) is what makes a double booking impossible, even when
 * several server instances insert at the same moment.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => users.id, { onDelete: 'set null' }),
    coupleNames: text('couple_names').notNull(),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    /** The event's calendar day in the venue's time zone when it was booked. */
    localDay: date('local_day').notNull(),
    slot: integer('slot').notNull(),
    eventType: text('event_type').notNull(),
    guestCount: integer('guest_count'),
    status: text('status', { enum: bookingStatuses }).notNull().default('inquiry'),
    email: text('email').notNull(),
    phone: text('phone'),
    notes: text('notes'),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookings_day_slot_key')
      .on(table.venueId, table.localDay, table.slot)
      .where(sql`${table.status} <> 'cancelled'`),
    index('bookings_venue_event_date_idx').on(table.venueId, table.eventDate),
    // Rows that point at a booking carry its venue too, through a foreign key on this pair, so a
    // row can never point into another venue.
    unique('bookings_venue_id_id_key').on(table.venueId, table.id),
    check('bookings_slot_positive', sql`${table.slot} >= 1`),
    check('bookings_status_valid', isOneOf(table.status, bookingStatuses)),
    check('bookings_guest_count_non_negative', sql`${table.guestCount} >= 0`),
    check('bookings_total_amount_non_negative', sql`${table.totalAmount} >= 0`),
  ],
);

/** Enquiries from prospective clients (spec §3 Lead); the leads issue adds their screens and calls. */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The day the couple would like, as a calendar day (no time zone shifts it). */
    preferredDate: date('preferred_date'),
    guestCount: integer('guest_count'),
    budget: numeric('budget', { precision: 12, scale: 2 }),
    source: text('source', { enum: leadSources }),
    notes: text('notes'),
    status: text('status', { enum: leadStatuses }).notNull().default('new'),
    lostReason: text('lost_reason'),
    /**
     * The booking the lead became. Its foreign key is (venue_id, booking_id) → bookings with
     * ON DELETE SET NULL (booking_id), written by hand in migration 0005 (drizzle cannot say it).
     */
    bookingId: integer('booking_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leads_venue_created_idx').on(table.venueId, table.createdAt),
    index('leads_venue_status_idx').on(table.venueId, table.status),
    index('leads_venue_email_idx').on(table.venueId, sql`lower(${table.email})`),
    check('leads_status_valid', isOneOf(table.status, leadStatuses)),
    check('leads_source_valid', isOneOf(table.source, leadSources)),
    check('leads_guest_count_positive', sql`${table.guestCount} >= 1`),
    check('leads_budget_non_negative', sql`${table.budget} >= 0`),
  ],
);

/**
 * Things a venue's staff should hear about (a new inquiry, later a contract signed or a payment
 * received). The notifications issue shows them; features write them in their own transaction.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the app takes the reader, e.g. /leads?lead=12. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_venue_created_idx').on(table.venueId, table.createdAt)],
);

/** Money owed or paid for a booking (spec §3 Payment); the payments issue adds their screens and calls. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    type: text('type', { enum: paymentTypes }).notNull(),
    description: text('description'),
    /** The venue day it is due (migration 0007 turned instants into the venue's days). */
    dueDate: date('due_date'),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** How it was paid: card online, or cash, check or bank transfer recorded by staff. */
    method: text('method', { enum: paymentMethods }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The dashboard's pending payments soonest due first, and its latest paid one.
    index('payments_venue_status_due_idx').on(table.venueId, table.status, table.dueDate),
    index('payments_venue_status_paid_idx').on(table.venueId, table.status, table.paidAt.desc().nullsLast()),
    index('payments_booking_idx').on(table.bookingId),
    unique('payments_venue_id_id_key').on(table.venueId, table.id),
    // A booking with payment records cannot be deleted (it is cancelled instead): money records
    // are never lost with it.
    foreignKey({
      name: 'payments_booking_fk',
      columns: [table.venueId, table.bookingId],
      foreignColumns: [bookings.venueId, bookings.id],
    }).onDelete('restrict'),
    check('payments_amount_positive', sql`${table.amount} > 0`),
    check('payments_type_valid', isOneOf(table.type, paymentTypes)),
    check('payments_status_valid', isOneOf(table.status, paymentStatuses)),
    check('payments_method_valid', isOneOf(table.method, paymentMethods)),
    check('payments_paid_has_time', sql`${table.status} not in ('paid', 'refunded') or ${table.paidAt} is not null`),
  ],
);

/**
 * Invitations to join a venue. Only the SHA-256 of the link's token is stored; an invitation
 * works once, for the invited address, until it expires or is revoked.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['manager', 'coordinator', 'client'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** A client invitation links the new client to this booking when accepted. */
    bookingId: integer('booking_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_key').on(table.tokenHash),
    index('invitations_venue_idx').on(table.venueId, table.createdAt),
    foreignKey({
      name: 'invitations_booking_fk',
      columns: [table.venueId, table.bookingId],
      foreignColumns: [bookings.venueId, bookings.id],
    }).onDelete('cascade'),
    check('invitations_client_has_booking', sql`(${table.role} = 'client') = (${table.bookingId} is not null)`),
  ],
);

/**
 * Fixed-window request counters for the per-address limits (sign-up, contact, sign-in), kept in
 * PostgreSQL so that every server instance counts against the same limit.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_resets_at_idx').on(table.resetsAt)],
);

/** Binary columns (signature images, signed PDFs) as Buffers. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

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
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contract_templates_venue_idx').on(table.venueId, table.createdAt),
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
    content: text('content').notNull(),
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
    index('contracts_venue_created_idx').on(table.venueId, table.createdAt),
    index('contracts_booking_idx').on(table.venueId, table.bookingId),
    check('contracts_status_valid', isOneOf(table.status, contractStatuses)),
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
 * one). The token is kept so that staff can copy the link again; it is 256 random bits and only
 * ever opens the one contract's signing page.
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
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('contract_links_token_key').on(table.token),
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
  },
  (table) => [
    index('contract_events_contract_idx').on(table.contractId, table.id),
    check('contract_events_type_valid', isOneOf(table.type, contractEventTypes)),
  ],
);

/**
 * One try to pay a payment by card: a client secret of the built-in test processor, or a Stripe
 * PaymentIntent. Declines are kept here; the payment itself stays pending.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id').notNull(),
    paymentId: integer('payment_id').notNull(),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    /** What this attempt charges, fixed from the payment when it was made. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['created', 'succeeded', 'failed'] })
      .notNull()
      .default('created'),
    clientSecret: text('client_secret'),
    stripeIntentId: text('stripe_intent_id'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_attempts_client_secret_key').on(table.clientSecret),
    uniqueIndex('payment_attempts_stripe_intent_key').on(table.stripeIntentId),
    index('payment_attempts_payment_idx').on(table.paymentId, table.createdAt),
    foreignKey({
      name: 'payment_attempts_payment_fk',
      columns: [table.venueId, table.paymentId],
      foreignColumns: [payments.venueId, payments.id],
    }).onDelete('cascade'),
  ],
);

/** Stripe webhook events already handled, written in the transaction of their effect. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A venue's calendar sharing (issue #14): the feed and shared page's token, an optional custom
 * address, and the privacy switches (spec §3 Share settings). One row per venue at most (the
 * primary key), made on first use. The token is kept, not hashed: staff copy the links again.
 */
export const calendarShares = pgTable(
  'calendar_shares',
  {
    venueId: integer('venue_id')
      .primaryKey()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** 256 random bits, base64url (43 characters). */
    token: text('token').notNull(),
    /** /shared-calendar/{slug}, only while publicAccess is on; unique across venues. */
    slug: text('slug'),
    includeClientNames: boolean('include_client_names').notNull().default(false),
    includeContactInfo: boolean('include_contact_info').notNull().default(false),
    includeRevenue: boolean('include_revenue').notNull().default(false),
    includeNotes: boolean('include_notes').notNull().default(false),
    publicAccess: boolean('public_access').notNull().default(false),
    allowDownload: boolean('allow_download').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('calendar_shares_token_key').on(table.token),
    uniqueIndex('calendar_shares_slug_key').on(table.slug),
  ],
);

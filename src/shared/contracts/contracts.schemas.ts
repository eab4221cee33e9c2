import { z } from 'zod';
import { moneySchema } from '../bookings/bookings.schemas.ts';
import { emailField, nullableText, requiredText } from '../fields.ts';
import { bookingIdQueryField, pageQuerySchema } from '../paging.ts';
import { contractEventTypes, contractStatuses, countedContractStatuses } from './contract-status.ts';
import { contractContentField, versionNameField } from './contract-templates.schemas.ts';
import { languages } from '../i18n/languages.ts';
import { languageSchema } from '../i18n/language-schema.ts';

const templateName = nullableText('Contract name', 200);
const amount = moneySchema.nullish().transform((value) => value ?? null);

/**
 * The other language versions of a bilingual contract, shown beside `content` (decision 074):
 * `{ es: { content, name } }`, each text checked as `content` is; the name (session 31), optional,
 * as a template's name is, is what readers of that language read instead of `templateName`.
 */
const contractTranslationsField = z.partialRecord(
  languageSchema,
  z.object({ content: contractContentField, name: versionNameField }),
);
const contractVersionsSchema = z.partialRecord(
  languageSchema,
  z.object({ content: z.string(), name: z.string().optional() }),
);

function refuseGoverningLanguageTwice(
  value: { language?: string | undefined; translations?: Partial<Record<string, unknown>> | undefined },
  context: z.RefinementCtx,
) {
  if (value.language && value.translations && value.language in value.translations) {
    context.addIssue({
      code: 'custom',
      path: ['translations', value.language],
      message: 'A bilingual contract needs a version in another language than the governing one',
    });
  }
}

/**
 * POST /api/contracts — the spec's payload (spec §7) plus an optional amount. A custom contract
 * has no template and needs a name (spec §5 Contract form).
 */
export const createContractSchema = z
  .object({
    bookingId: z.number({ message: 'Choose a booking' }).int('Choose a booking').positive('Choose a booking'),
    templateId: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((value) => value ?? null),
    templateName,
    content: contractContentField,
    signerEmail: emailField,
    status: z.literal('draft').optional(),
    amount,
    /**
     * The language `content` is written in, which governs (decision 074); merge fields are
     * written in it. Left out: the venue's default client language, the language of its texts.
     */
    language: languageSchema.optional(),
    /** A bilingual contract's other version(s), shown beside `content`; none for one language. */
    translations: contractTranslationsField.optional(),
  })
  .superRefine((value, context) => {
    if (value.templateId === null && !value.templateName) {
      context.addIssue({ code: 'custom', path: ['templateName'], message: 'Contract name is required' });
    }
    refuseGoverningLanguageTwice(value, context);
  });
export type CreateContractInput = z.input<typeof createContractSchema>;

/** PATCH /api/contracts/{id} — edits a draft; a sent contract is revoked first, a signed one never changes. */
export const updateContractSchema = z
  .object({
    templateName,
    content: contractContentField,
    signerEmail: emailField,
    amount,
    /** Replaces the other versions (an empty object makes the contract single-language). */
    translations: contractTranslationsField,
  })
  .partial();
export type UpdateContractInput = z.input<typeof updateContractSchema>;

/** Spec §3 Contract, plus what the list and the View dialog show. Ids are random UUIDs. */
export const contractSchema = z.object({
  id: z.uuid(),
  bookingId: z.number().int().nullable(),
  templateId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  /** The governing version's text. */
  content: z.string(),
  /** The language of `content`, which governs; null for a contract made before (decision 074). */
  language: languageSchema.nullable(),
  /** A bilingual contract's other versions, shown beside `content`; empty for one language. */
  translations: contractVersionsSchema,
  signerEmail: z.string(),
  signerName: z.string().nullable(),
  status: z.enum(contractStatuses),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  /** From the booking; null when it was deleted (the list says 'Unknown Couple'). */
  coupleNames: z.string().nullable(),
  eventDate: z.string().nullable(),
  /** Money as a decimal string. */
  amount: z.string().nullable(),
  /** For sent or viewed contracts: `{PUBLIC_URL}/contract/{token}/sign`. */
  signingUrl: z.string().nullable(),
  /** When the signing link stops working. */
  signingLinkExpiresAt: z.string().nullable(),
  /** SHA-256 (hex) of the text as sent, frozen at sending. */
  documentHash: z.string().nullable(),
  /** The venue's countersignature, once an owner or manager has given it (decision 041). */
  countersignedAt: z.string().nullable(),
  countersignedBy: z.string().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

/** GET /api/contracts/{token}/public: what the signer may see, and nothing else. */
export const publicContractSchema = z.object({
  status: z.enum(contractStatuses),
  /** The contract's name as staff wrote it, in its governing language. */
  templateName: z.string().nullable(),
  /**
   * The name a reader of each language reads (`pickContractName`, session 31): the page shows the
   * one of its language, marked with the language it is in (`nameLanguage`) when that is another.
   * A language is absent when the contract has no name.
   */
  names: z.partialRecord(languageSchema, z.object({ name: z.string(), nameLanguage: languageSchema.nullable() })),
  /** The governing version's text. */
  content: z.string(),
  /**
   * The versions the page shows, the governing one first (decision 074): one for a
   * single-language contract, each with its language (null: made before it was recorded).
   */
  versions: z.array(z.object({ language: languageSchema.nullable(), content: z.string(), governs: z.boolean() })),
  signedAt: z.string().nullable(),
  venue: z.object({
    name: z.string(),
    logo: z.string().nullable(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    accentColor: z.string(),
  }),
  /**
   * The signed-in client this contract is for (the booking's client, or the address it was sent
   * to): their name and e-mail prefill the form, which they may still change, and the page leads
   * back to their portal. Null for anyone else, signed in or not.
   */
  signedInClient: z.object({ name: z.string(), email: z.string() }).nullable(),
  /**
   * The couple's language: the booking's stored one, else the venue's default client language.
   * The page's last fallback, after ?lang=, a saved choice and the browser's (decision 068).
   */
  language: languageSchema,
});
export type PublicContract = z.infer<typeof publicContractSchema>;

/** A drawn signature: a PNG data URL under 1 MB (the server also checks that it is not blank). */
export const SIGNATURE_MAX_BYTES = 1_000_000;
export const signatureField = z
  .string({ message: 'Signature required' })
  .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 30, 'The signature image is too large')
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'The signature must be a drawn PNG image');

/** POST /api/contracts/{token}/sign (spec §3 Signature submission, §5 Signing, plus consent). */
export const signContractSchema = z.object({
  signerName: requiredText('Signer name', 200),
  signerEmail: emailField,
  signature: signatureField,
  consent: z.literal(true, { message: 'Agree to sign electronically to continue' }),
  /** The language the page was shown in: the certificate is written in it and the trail records it. */
  language: languageSchema.optional(),
});
export type SignContractInput = z.input<typeof signContractSchema>;

/**
 * POST /api/contracts/{id}/countersign: the venue's countersignature, drawn or typed (a typed one
 * arrives as the image of the name the page rendered), by an owner or manager (decision 041).
 */
export const countersignContractSchema = z.object({ signature: signatureField });
export type CountersignContractInput = z.input<typeof countersignContractSchema>;

/** GET /api/contracts/{id}/audit: the append-only trail, and what the checks of its evidence found. */
export const contractEventSchema = z.object({
  type: z.enum(contractEventTypes),
  at: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  actor: z.string(),
  documentHash: z.string(),
  /** SHA-256 of the drawn signature, on the signed event (and an anchor). */
  signatureHash: z.string().nullable(),
  /** SHA-256 of the final signed PDF, on the sealed event (and an anchor). */
  pdfHash: z.string().nullable(),
  /** The language the signer saw the signing page in, on the signed event (decision 070). */
  language: languageSchema.nullable(),
  /**
   * The versions the signer was shown and signed, each language with the SHA-256 of its text and
   * whether it governs, on the signed event (decision 074); null on signatures recorded before.
   */
  versions: z.array(z.object({ language: z.enum(languages), sha256: z.string(), governs: z.boolean() })).nullable(),
  /** Whether the event's hash is keyed with the installation key (false: recorded before keyed trails). */
  keyed: z.boolean(),
  hash: z.string(),
  previousHash: z.string().nullable(),
});
export type ContractEvent = z.infer<typeof contractEventSchema>;

/**
 * One check of the evidence: passed; passed, but for a record made before this check existed
 * (what it then proves is in `detail`); failed; or not applicable (no PDF before signing).
 */
export const evidenceCheckStatuses = ['passed', 'legacy', 'failed', 'not-applicable'] as const;
export const evidenceCheckSchema = z.object({ status: z.enum(evidenceCheckStatuses), detail: z.string() });
export type EvidenceCheck = z.infer<typeof evidenceCheckSchema>;

export const contractAuditSchema = z.object({
  /** No check failed. */
  verified: z.boolean(),
  checks: z.object({
    /** The hash chain, and the stored text and drawing against what it recorded. */
    chain: evidenceCheckSchema,
    /** The stored PDF against the hash the trail sealed. */
    pdfHash: evidenceCheckSchema,
    /** The PDF's own digital signature, by this installation's certificate. */
    pdfSignature: evidenceCheckSchema,
  }),
  events: z.array(contractEventSchema),
});
export type ContractAudit = z.infer<typeof contractAuditSchema>;

/** GET /api/contracts: newest first, a page at a time (decision 034), of one booking when asked. */
export const contractListQuerySchema = pageQuerySchema.extend({ bookingId: bookingIdQueryField.optional() });
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

/** GET /api/contracts/counts: the venue's contracts per status, for the Contracts page's counts. */
export const contractCountsSchema = z.object(
  Object.fromEntries(countedContractStatuses.map((status) => [status, z.number().int()])) as Record<
    (typeof countedContractStatuses)[number],
    z.ZodNumber
  >,
);
export type ContractCounts = z.infer<typeof contractCountsSchema>;

/**
 * Staff routes take the contract's UUID; public routes take the signing token where the spec
 * has {contractId}. Both are plain strings here: anything that is not a known id or token is a
 * 404, never a 400 that would tell a guesser which shape is right.
 */
export const contractRefParamsSchema = z.object({ id: z.string().min(1).max(200) });

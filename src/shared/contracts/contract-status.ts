/** Contract statuses of spec §4; `completed` is only ever shown in the list. */
export const contractStatuses = ['draft', 'sent', 'viewed', 'signed', 'completed'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

export const contractStatusLabels = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  signed: 'Signed',
  completed: 'Completed',
} as const satisfies Record<ContractStatus, string>;

/** The Contracts page counts these (spec §2 Contracts). */
export const countedContractStatuses = [
  'draft',
  'sent',
  'viewed',
  'signed',
] as const satisfies readonly ContractStatus[];

/** Out for signature: the signing link works and staff see it (spec §2, View dialog). */
export const awaitingSignatureStatuses = ['sent', 'viewed'] as const satisfies readonly ContractStatus[];

/** Only bookings in these statuses may get a new contract (spec §4 Booking status). */
export const contractEligibleBookingStatuses = ['booked', 'deposit_paid'] as const;

/**
 * What the audit trail records. `sealed` records the hash of the final, digitally signed PDF
 * (made after the signature, so the PDF cannot list it); `anchored` ties a trail begun before
 * trails were keyed to the installation key, once (decision 022). `countersigned` records the
 * venue's countersignature (its drawing's hash); a `sealed` event for the countersigned PDF follows
 * it (decision 041).
 */
export const contractEventTypes = [
  'created',
  'sent',
  'viewed',
  'signed',
  'revoked',
  'downloaded',
  'sealed',
  'anchored',
  'countersigned',
] as const;
export type ContractEventType = (typeof contractEventTypes)[number];

/** Days a signing link works after it is sent. */
export const SIGNING_LINK_DAYS = 30;

/**
 * The consent a signer gives by ticking the box (the spec words none; ESIGN asks for consent to
 * sign electronically); the signed PDF's certificate quotes it as evidence.
 */
export const ELECTRONIC_SIGNATURE_CONSENT =
  'I agree to sign electronically. I understand that my electronic signature on this contract is as legally binding as a handwritten one, that I may ask the venue for a paper copy, and that a signed copy will be e-mailed to me.';

/** How the audit trail names each event (the certificate page and the View dialog). */
export const contractEventLabels = {
  created: 'Created',
  sent: 'Sent for signature',
  viewed: 'Viewed by the signer',
  signed: 'Signed',
  revoked: 'Signing link revoked',
  downloaded: 'Signed PDF downloaded',
  sealed: 'Signed PDF sealed',
  anchored: 'Earlier events sealed with the installation key',
  countersigned: 'Countersigned by the venue',
} as const satisfies Record<ContractEventType, string>;

import { formatVenueDate } from '#shared/dates/format-dates.ts';
import type { EmailAttachment } from '../../db/schema.ts';
import { renderEmail, type EmailBrand } from '../outbox/email-layout.ts';

/** The signer's invitation to sign, with the link (sent again when the contract is re-sent). */
export function signingRequestEmail(input: {
  venueName: string;
  contractName: string;
  signingUrl: string;
  expiresAt: Date;
  /** The venue's time zone: the link's last day is the venue's day. */
  timeZone: string;
  /** The venue's name, colour and logo in the HTML part. */
  brand?: EmailBrand;
}) {
  return {
    subject: `Your contract from ${input.venueName} is ready to sign`,
    ...renderEmail({
      heading: `Your contract from ${input.venueName}`,
      paragraphs: [
        `${input.venueName} has sent you "${input.contractName}" to read and sign electronically.`,
        `The link works until ${formatVenueDate(input.expiresAt, input)}. It is meant for you alone: please do not forward this e-mail.`,
        'If you did not expect this contract, you can ignore this e-mail.',
      ],
      action: { label: 'Review and sign', url: input.signingUrl },
      brand: input.brand,
    }),
  };
}

/** The signer's copy of the signed contract, with the PDF attached. */
export function signedCopyEmail(input: {
  venueName: string;
  contractName: string;
  signerName: string;
  pdf: Uint8Array;
  fileName: string;
  /** The venue's name, colour and logo in the HTML part. */
  brand?: EmailBrand;
}): { subject: string; text: string; html: string; attachments: EmailAttachment[] } {
  return {
    subject: `Your signed contract with ${input.venueName}`,
    ...renderEmail({
      heading: 'Your signed contract',
      paragraphs: [
        `Hi ${input.signerName},`,
        `Thank you for signing "${input.contractName}" with ${input.venueName}. Your signed copy is attached as a PDF; its last page certifies when and how it was signed.`,
        'Keep it for your records.',
      ],
      brand: input.brand,
    }),
    attachments: [
      {
        filename: input.fileName,
        contentType: 'application/pdf',
        contentBase64: Buffer.from(input.pdf).toString('base64'),
      },
    ],
  };
}

/** The couple's copy once the venue has countersigned, with the countersigned PDF attached. */
export function countersignedCopyEmail(input: {
  venueName: string;
  contractName: string;
  signerName: string;
  pdf: Uint8Array;
  fileName: string;
  /** The venue's name, colour and logo in the HTML part. */
  brand?: EmailBrand;
}): { subject: string; text: string; html: string; attachments: EmailAttachment[] } {
  return {
    subject: `Your countersigned contract with ${input.venueName}`,
    ...renderEmail({
      heading: 'Your contract is countersigned',
      paragraphs: [
        `Hi ${input.signerName},`,
        `${input.venueName} has countersigned "${input.contractName}". The countersigned copy, with both signatures, is attached as a PDF.`,
        'Keep it with your records.',
      ],
      brand: input.brand,
    }),
    attachments: [
      {
        filename: input.fileName,
        contentType: 'application/pdf',
        contentBase64: Buffer.from(input.pdf).toString('base64'),
      },
    ],
  };
}

/** The signer's one reminder of a contract still unsigned a few days after it was sent. */
export function signingReminderEmail(input: {
  venueName: string;
  contractName: string;
  signingUrl: string;
  expiresAt: Date;
  timeZone: string;
  brand?: EmailBrand;
}) {
  return {
    subject: `Reminder: "${input.contractName}" from ${input.venueName} is waiting for your signature`,
    ...renderEmail({
      brand: input.brand,
      heading: `Your contract from ${input.venueName} is not signed yet`,
      paragraphs: [
        `${input.venueName} sent you "${input.contractName}" a few days ago, and it is still waiting for your signature.`,
        `The link works until ${formatVenueDate(input.expiresAt, input)}. It is meant for you alone: please do not forward this e-mail.`,
        'Questions about the contract? Just reply to this e-mail.',
      ],
      action: { label: 'Review and sign', url: input.signingUrl },
    }),
  };
}

import { formatVenueDate } from '#shared/dates/format-dates.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { getTranslator } from '#shared/i18n/i18n.ts';
import type { EmailAttachment } from '../../db/schema.ts';
import { renderEmail, type EmailBrand } from '../outbox/email-layout.ts';

/**
 * The e-mails to a contract's signer, in the couple's language (the booking's stored one,
 * whoever sends them; decision 068). The contract's name is the venue's and stays as written.
 */
interface SignerEmailInput {
  venueName: string;
  contractName: string;
  /** The couple's language: every word VenueDesk writes, the date and the footer. */
  language: Language;
  /** The venue's name, colour and logo in the HTML part. */
  brand?: EmailBrand;
}

/** The link's last day, as the venue counts days, in the e-mail's language. */
function linkWorksUntil(input: { expiresAt: Date; timeZone: string; language: Language }): string {
  const { t, locale } = getTranslator(input.language);
  return t('contractEmail.linkWorksUntil', {
    date: formatVenueDate(input.expiresAt, { timeZone: input.timeZone, locale }),
  });
}

function pdfAttachment(input: { pdf: Uint8Array; fileName: string }): EmailAttachment[] {
  return [
    {
      filename: input.fileName,
      contentType: 'application/pdf',
      contentBase64: Buffer.from(input.pdf).toString('base64'),
    },
  ];
}

/**
 * The signer's invitation to sign, with the link (sent again when the contract is re-sent). The
 * link is given as it should open: with ?lang= of the e-mail's language.
 */
export function signingRequestEmail(
  input: SignerEmailInput & {
    signingUrl: string;
    expiresAt: Date;
    /** The venue's time zone: the link's last day is the venue's day. */
    timeZone: string;
  },
) {
  const { t } = getTranslator(input.language);
  const values = { venueName: input.venueName, contractName: input.contractName };
  return {
    subject: t('contractEmail.request.subject', values),
    ...renderEmail({
      heading: t('contractEmail.request.heading', values),
      paragraphs: [
        t('contractEmail.request.sent', values),
        linkWorksUntil(input),
        t('contractEmail.request.unexpected'),
      ],
      action: { label: t('contractEmail.reviewAndSign'), url: input.signingUrl },
      brand: input.brand,
      language: input.language,
    }),
  };
}

/** The signer's copy of the signed contract, with the PDF attached. */
export function signedCopyEmail(input: SignerEmailInput & { signerName: string; pdf: Uint8Array; fileName: string }): {
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[];
} {
  const { t } = getTranslator(input.language);
  const values = { venueName: input.venueName, contractName: input.contractName };
  return {
    subject: t('contractEmail.signed.subject', values),
    ...renderEmail({
      heading: t('contractEmail.signed.heading'),
      paragraphs: [
        t('contractEmail.greeting', { signerName: input.signerName }),
        t('contractEmail.signed.thanks', values),
        t('contractEmail.signed.keep'),
      ],
      brand: input.brand,
      language: input.language,
    }),
    attachments: pdfAttachment(input),
  };
}

/** The couple's copy once the venue has countersigned, with the countersigned PDF attached. */
export function countersignedCopyEmail(
  input: SignerEmailInput & { signerName: string; pdf: Uint8Array; fileName: string },
): { subject: string; text: string; html: string; attachments: EmailAttachment[] } {
  const { t } = getTranslator(input.language);
  const values = { venueName: input.venueName, contractName: input.contractName };
  return {
    subject: t('contractEmail.countersigned.subject', values),
    ...renderEmail({
      heading: t('contractEmail.countersigned.heading'),
      paragraphs: [
        t('contractEmail.greeting', { signerName: input.signerName }),
        t('contractEmail.countersigned.body', values),
        t('contractEmail.countersigned.keep'),
      ],
      brand: input.brand,
      language: input.language,
    }),
    attachments: pdfAttachment(input),
  };
}

/** The signer's one reminder of a contract still unsigned a few days after it was sent. */
export function signingReminderEmail(
  input: SignerEmailInput & { signingUrl: string; expiresAt: Date; timeZone: string },
) {
  const { t } = getTranslator(input.language);
  const values = { venueName: input.venueName, contractName: input.contractName };
  return {
    subject: t('contractEmail.reminder.subject', values),
    ...renderEmail({
      brand: input.brand,
      language: input.language,
      heading: t('contractEmail.reminder.heading', values),
      paragraphs: [
        t('contractEmail.reminder.body', values),
        linkWorksUntil(input),
        t('contractEmail.reminder.questions'),
      ],
      action: { label: t('contractEmail.reviewAndSign'), url: input.signingUrl },
    }),
  };
}

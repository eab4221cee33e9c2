import { getVenueDay } from '#shared/calendar/recommendations.ts';

/** A download's name twice: plain ASCII for every client, and as written for those that read UTF-8. */
export interface SignedPdfName {
  ascii: string;
  unicode: string;
}

const MAX_BASE = 80;

function joinWords(text: string, notWord: RegExp): string {
  return text
    .replace(notWord, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_BASE)
    .replace(/-+$/, '');
}

/**
 * The signed PDF's file name: the couple and the event's day in the venue's time zone, so a
 * venue's downloads folder tells its contracts apart ("Emma-James-Johnson-2026-06-14-signed.pdf").
 * Letters and digits only, joined by hyphens; the ASCII form folds accents (Zoë → Zoe) and falls
 * back to "Contract" for names with no Latin letters, which the UTF-8 form keeps.
 */
export function signedPdfFileName(facts: {
  coupleNames: string | null;
  signerName: string | null;
  contractName: string;
  eventDate: Date | null;
  timeZone: string;
}): SignedPdfName {
  const who = facts.coupleNames?.trim() || facts.signerName?.trim() || facts.contractName;
  const day = facts.eventDate ? getVenueDay(facts.eventDate, facts.timeZone).dayKey : null;
  const name = (base: string) => [base || 'Contract', day, 'signed'].filter(Boolean).join('-') + '.pdf';
  const folded = who.normalize('NFKD').replace(/\p{M}/gu, '');
  return {
    ascii: name(joinWords(folded, /[^A-Za-z0-9]+/g)),
    unicode: name(joinWords(who.normalize('NFC'), /[^\p{L}\p{N}\p{M}]+/gu)),
  };
}

/** RFC 6266: the ASCII name for every client, and `filename*` (RFC 8187) when the names differ. */
export function attachmentDisposition(name: SignedPdfName): string {
  const plain = `attachment; filename="${name.ascii}"`;
  if (name.unicode === name.ascii) return plain;
  const encoded = encodeURIComponent(name.unicode).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${plain}; filename*=UTF-8''${encoded}`;
}

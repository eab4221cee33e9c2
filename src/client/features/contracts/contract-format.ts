import type { Contract } from '#shared/contracts/contracts.schemas.ts';

/** Spec §2: a contract whose booking is gone reads 'Unknown Couple'. */
export function getContractCouple(contract: Pick<Contract, 'coupleNames'>): string {
  return contract.coupleNames?.trim() || 'Unknown Couple';
}

/** Spec §2: a contract without a template name reads 'Standard Contract'. */
export function getContractName(contract: Pick<Contract, 'templateName'>): string {
  return contract.templateName?.trim() || 'Standard Contract';
}

/** 'Sarah & Michael' → 'sarah-michael'; letters of any script are kept. */
function toFilePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** The filename the server gives (`filename*` in UTF-8 first), if any. */
function getDispositionFilename(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  return (
    /filename\s*=\s*"([^"]+)"/i.exec(disposition)?.[1] ??
    /filename\s*=\s*([^;]+)/i.exec(disposition)?.[1]?.trim() ??
    null
  );
}

/**
 * The signed PDF's filename: the server's, or 'signed-contract-sarah-michael.pdf'. Path
 * separators never survive, whoever named it.
 */
export function getContractPdfFilename(contract: Pick<Contract, 'coupleNames'>, disposition: string | null): string {
  const fromServer = getDispositionFilename(disposition)?.replace(/[/\\]/g, '-');
  if (fromServer) return fromServer;
  const couple = contract.coupleNames ? toFilePart(contract.coupleNames) : '';
  return couple ? `signed-contract-${couple}.pdf` : 'signed-contract.pdf';
}

/** Hands a file to the browser's downloads. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

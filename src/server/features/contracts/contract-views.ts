import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import { openLinkToken } from '../../crypto/link-tokens.ts';
import type { ContractListRow } from './contracts.repo.ts';

/** The signing page's address for a token: the spec's /contract/{contractId}/sign, with the token. */
export function getSigningUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/contract/${token}/sign`;
}

/** What a signing link's encrypted copy is bound to: it opens only on its own contract's row. */
export function getSigningLinkContext(contractId: string): string {
  return `contract_links:${contractId}`;
}

export function toContract(row: ContractListRow, publicUrl: string, tokenKey: Buffer): Contract {
  const token = openLinkToken(tokenKey, row.linkTokenSealed, getSigningLinkContext(row.id));
  return {
    id: row.id,
    bookingId: row.bookingId,
    templateId: row.templateId,
    templateName: row.templateName,
    content: row.content,
    language: row.language,
    translations: row.translations,
    signerEmail: row.signerEmail,
    signerName: row.signerName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    signedAt: row.signedAt?.toISOString() ?? null,
    coupleNames: row.coupleNames,
    eventDate: row.eventDate?.toISOString() ?? null,
    amount: row.amount,
    signingUrl: token ? getSigningUrl(publicUrl, token) : null,
    signingLinkExpiresAt: row.linkExpiresAt?.toISOString() ?? null,
    documentHash: row.documentHash,
    countersignedAt: row.countersignedAt?.toISOString() ?? null,
    countersignedBy: row.countersignedBy,
  };
}

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Tokens of links that open something without a sign-in (signing pages, calendar feeds and
 * pages), as decision 021 keeps them: the database holds the SHA-256 of the token, which finds
 * the row, and a copy encrypted under the installation's token key, which staff read back to
 * copy the link. Someone who reads only the database gets neither a working token nor a way to
 * find one: the hash cannot be reversed (256 random bits), the copy cannot be opened.
 */

/** 256 random bits, URL-safe (43 characters): the shape the outbox redaction and request log recognise. */
export function createLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database looks a token up by. A plain hash suffices: the token has 256 random bits. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const VERSION = 'v1';

/**
 * AES-256-GCM with a random 96-bit IV. `context` names the row and column the copy belongs to
 * (authenticated, not stored), so a copy moved to another row does not open there.
 */
export function sealLinkToken(key: Buffer, token: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/** The token, or null when the copy was altered, moved or made under another key. */
export function openLinkToken(key: Buffer, sealed: string | null, context: string): string | null {
  if (!sealed?.startsWith(`${VERSION}.`)) return null;
  const bytes = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url');
  if (bytes.length < 12 + 16 + 1) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

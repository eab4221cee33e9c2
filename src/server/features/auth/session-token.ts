import { createHash, randomBytes } from 'node:crypto';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes for the browser; only their SHA-256 is stored. */
export function createSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

import type { InstallationKeys } from '../../crypto/installation-keys.ts';
import { createLinkToken, hashLinkToken, openLinkToken, sealLinkToken } from '../../crypto/link-tokens.ts';
import { AppError } from '../../errors.ts';
import type { CalendarShareRow, ShareTokenColumns } from './calendar-share.repo.ts';

/**
 * A share has two tokens (decision 023): the shared page's, and the webcal feed's, which the
 * page hands out to its visitors and which is replaced when public access is turned off. Each
 * is stored as its SHA-256 and a copy encrypted under the installation key, bound to its venue
 * and kind (decision 021).
 */
type TokenKind = 'page' | 'feed';

function getContext(venueId: number, kind: TokenKind): string {
  return `calendar_shares:${venueId}:${kind}`;
}

function createToken(keys: InstallationKeys, venueId: number, kind: TokenKind) {
  const token = createLinkToken();
  return { hash: hashLinkToken(token), sealed: sealLinkToken(keys.tokenKey, token, getContext(venueId, kind)) };
}

/** A new feed token: every calendar subscribed to the old one stops updating from the commit on. */
export function createFeedTokenColumns(
  keys: InstallationKeys,
  venueId: number,
): Pick<ShareTokenColumns, 'feedTokenHash' | 'feedTokenSealed'> {
  const feed = createToken(keys, venueId, 'feed');
  return { feedTokenHash: feed.hash, feedTokenSealed: feed.sealed };
}

/** New page and feed tokens: every old link, feed and download stops working from the commit on. */
export function createShareTokenColumns(keys: InstallationKeys, venueId: number): ShareTokenColumns {
  const page = createToken(keys, venueId, 'page');
  return { tokenHash: page.hash, tokenSealed: page.sealed, ...createFeedTokenColumns(keys, venueId) };
}

/**
 * Encrypted copies of a token stored in plain before tokens were hashed. It served as both the
 * page's and the feed's, and goes on doing so (its hashes are already both in the row).
 */
export function sealPlainShareToken(keys: InstallationKeys, venueId: number, token: string) {
  return {
    tokenSealed: sealLinkToken(keys.tokenKey, token, getContext(venueId, 'page')),
    feedTokenSealed: sealLinkToken(keys.tokenKey, token, getContext(venueId, 'feed')),
  };
}

/** The share's two tokens, read back for staff and for the page's download links. */
export function openShareTokens(keys: InstallationKeys, row: CalendarShareRow): { page: string; feed: string } {
  const page = openLinkToken(keys.tokenKey, row.tokenSealed, getContext(row.venueId, 'page'));
  const feed = openLinkToken(keys.tokenKey, row.feedTokenSealed, getContext(row.venueId, 'feed'));
  if (!page || !feed) {
    // Only a copy altered in the database, or one made under another key, gets here.
    throw new AppError(
      'INTERNAL',
      'The calendar’s links cannot be read with this installation’s key; rotate the link.',
    );
  }
  return { page, feed };
}

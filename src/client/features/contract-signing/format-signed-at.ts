const signedAtFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * 'November 23, 2026 at 4:36 PM EST', in the signer's own time zone: the public contract does
 * not carry the venue's, and the signer reads when they signed.
 */
export function formatSignedAt(iso: string): string {
  return signedAtFormat.format(new Date(iso));
}

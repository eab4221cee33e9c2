import { describe, expect, it } from 'vitest';
import { createSessionToken } from '../auth/session-token.ts';
import { renderEmail } from './email-layout.ts';
import { HIDDEN_LINK, redactSecrets } from './outbox-redaction.ts';

const { token } = createSessionToken();
const inviteUrl = `https://venuedesk.test/accept-invite/${token}`;

describe('redactSecrets', () => {
  it('hides an undeclared token link in text and HTML, for every role', () => {
    const { text, html } = renderEmail({
      heading: 'Reset',
      paragraphs: [],
      action: { label: 'Reset', url: inviteUrl },
    });
    for (const role of ['owner', 'manager', 'coordinator'] as const) {
      expect(redactSecrets(text, [], role)).toBe(`Reset\n\nReset: ${HIDDEN_LINK}`);
      expect(redactSecrets(html, [], role)).toContain(`href="${HIDDEN_LINK}"`);
      expect(redactSecrets(html, [], role)).not.toContain(token);
    }
  });

  it('shows a declared link only to the roles it names', () => {
    const visibleLinks = [{ url: inviteUrl, roles: ['owner'] as const }];
    const body = `Accept: ${inviteUrl}.`;
    expect(redactSecrets(body, visibleLinks, 'owner')).toBe(body);
    expect(redactSecrets(body, visibleLinks, 'manager')).toBe(`Accept: ${HIDDEN_LINK}.`);
  });

  it('matches a declared link as written in HTML (entities escaped)', () => {
    const url = `https://venuedesk.test/sign?contract=7&token=${token}`;
    const { html } = renderEmail({ heading: 'Sign', paragraphs: [], action: { label: 'Sign', url } });
    expect(html).toContain('&amp;token=');
    const staff = [{ url, roles: ['owner', 'manager', 'coordinator'] as const }];
    expect(redactSecrets(html, staff, 'coordinator')).toBe(html);
    expect(redactSecrets(html, [], 'owner')).not.toContain(token);
  });

  it('hides a token anywhere in a URL, and a bare token', () => {
    const cases = [
      `https://venuedesk.test/reset-password?token=${token}`,
      `https://venuedesk.test/verify#${token}`,
      `http://${token}.venuedesk.test/`,
      `https://venuedesk.test/a/${'f'.repeat(64)}/b`,
    ];
    for (const url of cases) expect(redactSecrets(`Go to ${url} now`, [], 'owner')).toBe(`Go to ${HIDDEN_LINK} now`);
    expect(redactSecrets(`Your code: ${token}`, [], 'owner')).toBe(`Your code: ${HIDDEN_LINK}`);
  });

  it('declaring one link does not reveal another', () => {
    const other = `https://venuedesk.test/accept-invite/${createSessionToken().token}`;
    const visibleLinks = [{ url: inviteUrl, roles: ['owner'] as const }];
    expect(redactSecrets(`${inviteUrl} ${other}`, visibleLinks, 'owner')).toBe(`${inviteUrl} ${HIDDEN_LINK}`);
    expect(redactSecrets(`${inviteUrl}x`, visibleLinks, 'owner')).toBe(HIDDEN_LINK);
  });

  it('leaves links without a token and ordinary prose alone', () => {
    const body =
      'Sign in at https://venuedesk.test/login, see https://venuedesk.test/bookings/42?tab=payments ' +
      'or <a href="https://example.com/wedding-venues">our page</a>. Questions? hello@rosewood-hall.example';
    expect(redactSecrets(body, [], 'manager')).toBe(body);
  });
});

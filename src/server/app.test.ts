import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/test-app.ts';
import { BODY_LIMIT_BYTES } from './app.ts';

const { app } = await createTestApp();

describe('server basics', () => {
  it('reports health after checking the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers on every response', async () => {
    for (const url of ['/api/health', '/api/nope', '/dashboard']) {
      const response = await app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBeDefined();
    }
  });

  it('sends no referrer from pages and calls whose URL carries an invitation token', async () => {
    const token = 'x'.repeat(43);
    for (const url of [`/accept-invite/${token}`, `/api/invitations/${token}`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
    const other = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(
      document.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('venueName');
    expect(document.paths['/api/user/profile'].get).toBeDefined();
  });
});

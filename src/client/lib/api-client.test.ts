// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { ApiError, apiJson, apiRequest, getQueryFn, setUnauthorizedHandler } from './api-client.ts';
import { getApiErrorMessage, getApiFieldErrors } from './api-error-messages.ts';
import { AUTH_TOKEN_KEY } from './auth-token.ts';
import { createQueryClient } from './query-client.ts';

const fetchMock = installFetchMock();

function reply(status: number, body = '', statusText = '') {
  return new Response(status === 204 ? null : body, { status, statusText });
}

function sentInit(call = 0): RequestInit {
  const init = fetchMock.mock.calls[call]?.[1];
  if (!init) throw new Error(`fetch call ${call} was not made`);
  return init;
}

function sentHeaders(call = 0): Record<string, string> {
  return sentInit(call).headers as Record<string, string>;
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  setUnauthorizedHandler(null);
});

describe('apiRequest', () => {
  it('fails with "status: body text" and keeps the parsed body', async () => {
    const body = JSON.stringify({ message: 'An account with this email already exists', code: 'EMAIL_TAKEN' });
    fetchMock.mockResolvedValue(reply(409, body, 'Conflict'));

    const error = await apiRequest('POST', '/api/auth/register', { email: 'a@b.co' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`409: ${body}`);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).body?.code).toBe('EMAIL_TAKEN');
    expect(getApiErrorMessage(error, 'fallback')).toBe('An account with this email already exists');
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(reply(502, '', 'Bad Gateway'));
    await expect(apiRequest('GET', '/api/bookings')).rejects.toThrow('502: Bad Gateway');
  });

  it('shows a plain-text body as it is and falls back for other failures', async () => {
    fetchMock.mockResolvedValue(reply(500, 'Something broke', 'Internal Server Error'));
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(getApiErrorMessage(error, 'fallback')).toBe('Something broke');
    expect(getApiErrorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });

  it('reads the field errors of a validation failure', async () => {
    const body = {
      message: 'Invalid',
      code: 'VALIDATION_FAILED',
      fieldErrors: { email: ['Enter a valid email address'] },
    };
    fetchMock.mockResolvedValue(reply(400, JSON.stringify(body)));
    const error = await apiRequest('POST', '/api/auth/register', {}).catch((e: unknown) => e);
    expect(getApiFieldErrors(error)).toEqual({ email: 'Enter a valid email address' });
  });

  it('sends the stored token as a bearer header and always includes credentials', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-123');
    fetchMock.mockResolvedValue(reply(200, '{}'));

    await apiRequest('GET', '/api/user/profile');

    expect(sentHeaders().Authorization).toBe('Bearer token-123');
    expect(sentInit().credentials).toBe('include');
  });

  it('sends no Authorization header without a stored token', async () => {
    fetchMock.mockResolvedValue(reply(200, '{}'));
    await apiRequest('GET', '/api/health');
    expect(sentHeaders()).not.toHaveProperty('Authorization');
    expect(sentInit().credentials).toBe('include');
  });

  it('sends a JSON content type only when there is a body', async () => {
    fetchMock.mockResolvedValue(reply(200, '{}'));

    await apiRequest('GET', '/api/bookings');
    await apiRequest('POST', '/api/contracts/7/send');
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'secret' });

    expect(sentHeaders(0)).not.toHaveProperty('Content-Type');
    expect(sentInit(0).body).toBeUndefined();
    expect(sentHeaders(1)).not.toHaveProperty('Content-Type');
    expect(sentHeaders(2)['Content-Type']).toBe('application/json');
    expect(sentInit(2).body).toBe(JSON.stringify({ email: 'a@b.co', password: 'secret' }));
  });

  it('ends the session once when several signed-in requests get a 401', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'stale');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockImplementation(async () => reply(401, '{"message":"Please sign in to continue"}'));

    const results = await Promise.allSettled([apiRequest('GET', '/api/a'), apiRequest('GET', '/api/b')]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when a request handles its own 401 (a wrong password)', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'valid');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(reply(401, '{"message":"Invalid email or password"}'));

    await expect(
      apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'x' }, { endSessionOn401: false }),
    ).rejects.toThrow('401: ');

    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('valid');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('apiJson', () => {
  it('parses JSON and gives undefined for an empty reply', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, '{"id":1}')).mockResolvedValueOnce(reply(204));
    await expect(apiJson('GET', '/api/x')).resolves.toEqual({ id: 1 });
    await expect(apiJson('POST', '/api/auth/logout')).resolves.toBeUndefined();
  });
});

describe('getQueryFn', () => {
  function runQuery(on401: 'returnNull' | 'throw', queryKey: string[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return client.fetchQuery({ queryKey, queryFn: getQueryFn({ on401 }) });
  }

  it('GETs the query key parts joined with "/"', async () => {
    fetchMock.mockResolvedValue(reply(200, '[{"id":3}]'));
    await expect(runQuery('throw', ['/api/bookings', '3'])).resolves.toEqual([{ id: 3 }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/bookings/3');
    expect(sentInit().method).toBe('GET');
  });

  it('returns null on a 401 when asked to, and fails on it by default', async () => {
    fetchMock.mockImplementation(async () => reply(401, 'Unauthorized'));
    await expect(runQuery('returnNull', ['/api/user/profile'])).resolves.toBeNull();
    await expect(runQuery('throw', ['/api/user/profile'])).rejects.toThrow('401: Unauthorized');
  });
});

describe('createQueryClient', () => {
  it('never goes stale on its own, never refetches by itself and never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});

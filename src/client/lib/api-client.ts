import type { QueryFunction } from '@tanstack/react-query';
import type { ErrorBody } from '#shared/errors.ts';
import { getAuthToken, removeAuthToken } from './auth-token.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-OK response. The message is `status: body text` (or the status text when the body is
 * empty), as spec §8 says; the parsed body keeps the server's own `message` for the UI.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;
  readonly body: Partial<ErrorBody> | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.body = parseErrorBody(bodyText);
  }
}

function parseErrorBody(text: string): Partial<ErrorBody> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Who to tell when the server refuses the stored token (the session expired or was revoked).
 * The auth provider registers itself here, so no component handles a 401 on its own.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

export interface ApiRequestOptions {
  signal?: AbortSignal;
  /**
   * Whether a 401 ends the session (default true). Login and the first profile read handle
   * their own 401: a wrong password is not an expired session.
   */
  endSessionOn401?: boolean;
}

/** Sends a request the way spec §7 describes and throws an ApiError for a non-OK response. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const token = getAuthToken();
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(url, {
    method,
    headers,
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal: options.signal,
  });

  if (!response.ok) {
    const text = await response.text().catch(() => '');
    if (response.status === 401 && token && options.endSessionOn401 !== false) {
      endSession(token);
    }
    throw new ApiError(response.status, response.statusText, text);
  }
  return response;
}

// Many requests can fail with the same stale token at once; only the first one ends the session.
function endSession(rejectedToken: string): void {
  if (getAuthToken() !== rejectedToken) return;
  removeAuthToken();
  unauthorizedHandler?.();
}

/** Sends a request and parses the JSON reply; a reply without a body (204) gives undefined. */
export async function apiJson<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: ApiRequestOptions,
): Promise<T> {
  const response = await apiRequest(method, url, body, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default read: GET the query key parts joined with '/', parsed as JSON (spec §7). */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiJson<T>('GET', queryKey.join('/'), undefined, { signal });
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) {
        return null;
      }
      throw error;
    }
  };
}

import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { getErrorText } from './error-text.ts';

describe('getErrorText', () => {
  it("shows the status and the server's message", () => {
    const error = new ApiError(500, 'Internal Server Error', '{"message":"Something went wrong","code":"INTERNAL"}');
    expect(getErrorText(error)).toBe('500: Something went wrong');
  });

  it('falls back to the raw body or the status text', () => {
    expect(getErrorText(new ApiError(502, 'Bad Gateway', ''))).toBe('502: Bad Gateway');
    expect(getErrorText(new ApiError(503, 'Service Unavailable', 'down for maintenance'))).toBe(
      '503: down for maintenance',
    );
  });

  it('keeps the message of a failure without a response', () => {
    expect(getErrorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(getErrorText('odd')).toBe('Something went wrong');
  });
});

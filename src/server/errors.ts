import type { ErrorCode } from '#shared/errors.ts';

/** A failure we expect and can explain to the user. The handler maps `code` to a status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;
  /** For a validation the schemas cannot make alone (e.g. one that asks the database). */
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { headers?: Record<string, string>; fieldErrors?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.headers = options.headers ?? {};
    this.fieldErrors = options.fieldErrors;
  }
}

export const statusByCode = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  GONE: 410,
  PAYMENT_DECLINED: 402,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** A service the server called (a language model) failed; nothing was changed. */
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

export function notFound(what = 'Record'): AppError {
  return new AppError('NOT_FOUND', `${what} not found`);
}

/** PostgreSQL SQLSTATE of an error, looking through drizzle's wrapper (it keeps it on `cause`). */
export function getSqlState(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

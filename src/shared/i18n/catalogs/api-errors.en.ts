/**
 * The server's answers a couple can meet on their pages (rate limits, a wrong password), each
 * the server's exact English text, so translate-api-error.ts finds its key by that text
 * (decision 075). A page's own fallback covers the rest (a network failure, an unknown answer).
 */
export const apiErrorsEn = {
  'apiError.rateLimited': 'Too many requests. Please try again later.',
  'apiError.tooManySignIns': 'Too many failed sign-in attempts. Please try again later.',
  'apiError.tooManyResets': 'Too many password reset requests for this address. Please try again later.',
  'apiError.invalidCredentials': 'Invalid email or password',
} as const;

/** Where the sign-in token lives (spec §9: browser local storage, key `auth_token`). */
export const AUTH_TOKEN_KEY = 'auth_token';

// localStorage throws in some privacy modes; a missing store behaves as "signed out".
export function getAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAuthToken(token: string): void {
  try {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Nothing to do: the session then lasts only as long as the page.
  }
}

export function removeAuthToken(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

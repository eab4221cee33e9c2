// The auth feature's public entry: what the app shell, other features and test helpers use.
// Pages import the sign-in and sign-up forms from their files (decision 011).
export { useLogout } from './session-api.ts';
export { AuthContext, getHomePath, useAuth, type AuthState } from './auth-context.ts';
export { AuthProvider } from './auth-provider.tsx';

// The notifications' public entry (decision 011): the headers' bell. The Profile page imports its
// e-mail choices (email-preferences-card.tsx) directly: they read the Profile's messages, whose
// surface would otherwise join the signed-in shell's first visit with the message runtime.
export { NotificationBell } from './notification-bell.tsx';

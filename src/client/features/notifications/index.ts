// The notifications' public entry (decision 011): the headers' bell and the Profile page's
// e-mail choices.
export { EmailPreferencesCard } from './email-preferences-card.tsx';
export { NotificationBell } from './notification-bell.tsx';

// The email feature's public entry: what the app shell, Settings and public pages use (decision 011).
export { useEmailDelivery } from './api.ts';
export { EmailNotSetUpBanner } from './email-banner.tsx';
export { EmailTab } from './email-tab.tsx';

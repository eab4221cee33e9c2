/** Texts every page for couples and visitors shares: its language switch, a loading state. */
export const commonEn = {
  'common.loading': 'Loading',
  'common.close': 'Close',
  // What screen readers say before each toast, and the toasts' region (Radix's words until now);
  // {hotkey} stays for Radix to fill in with the key that jumps there.
  'toast.label': 'Notification',
  'toast.region': 'Notifications ({hotkey})',
  'language.switch': 'Language',
} as const;

/**
 * The toaster's own words (Radix's until now): what screen readers say before each toast, and the
 * toasts' region; {hotkey} stays for Radix to fill in with the key that jumps there. Apart from
 * the common part so that only the toaster's chunk, loaded with the first toast, carries them.
 */
export const toasterEn = {
  'toast.label': 'Notification',
  'toast.region': 'Notifications ({hotkey})',
} as const;

/** Texts every page for couples and visitors shares: its language switch, a loading state. */
export const commonEn = {
  'common.loading': 'Loading',
  'common.close': 'Close',
  'language.switch': 'Language',
} as const;

import { verifyEmailEn } from '#shared/i18n/catalogs/verify-email.en.ts';
import { verifyEmailEs } from '#shared/i18n/catalogs/verify-email.es.ts';
import type { ResetPasswordKey, Surface } from '#shared/i18n/surfaces.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';
import { signInSurface } from './sign-in-i18n.ts';

/** The reset-password page's messages: the sign-in pages' and the verify-email page's form texts. */
export const resetPasswordSurface: Surface<ResetPasswordKey> = {
  en: { ...signInSurface.en, ...verifyEmailEn },
  es: { ...signInSurface.es, ...verifyEmailEs },
};

export const { I18nProvider, useT } = createI18nSurface(resetPasswordSurface);

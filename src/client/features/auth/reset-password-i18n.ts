import { verifyEmailEn } from '#shared/i18n/catalogs/verify-email.en.ts';
import type { ResetPasswordKey } from '#shared/i18n/surfaces.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';
import { defineSurface } from '#client/lib/i18n/surface-messages.ts';
import { signInSurface } from './sign-in-i18n.ts';

/**
 * The reset-password page's messages: the sign-in pages' and the verify-email page's form texts,
 * the Spanish in a chunk of their own (docs/decisions/076).
 */
export const resetPasswordSurface = defineSurface<ResetPasswordKey>(
  { ...signInSurface.en, ...verifyEmailEn },
  { es: () => import('./reset-password-i18n.es.ts').then((module) => module.resetPasswordMessagesEs) },
);

export const { I18nProvider, useT } = createI18nSurface(resetPasswordSurface);

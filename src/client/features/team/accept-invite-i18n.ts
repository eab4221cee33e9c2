import { acceptInviteEn } from '#shared/i18n/catalogs/accept-invite.en.ts';
import { apiErrorsEn } from '#shared/i18n/catalogs/api-errors.en.ts';
import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import type { AcceptInviteKey } from '#shared/i18n/surfaces.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';
import { defineSurface } from '#client/lib/i18n/surface-messages.ts';

/**
 * The accept-invitation page's messages: all its bundle carries of the catalogs is their English;
 * the Spanish arrive in a chunk of their own when Spanish is chosen (docs/decisions/076).
 */
export const acceptInviteSurface = defineSurface<AcceptInviteKey>(
  { ...commonEn, ...apiErrorsEn, ...acceptInviteEn },
  { es: () => import('./accept-invite-i18n.es.ts').then((module) => module.acceptInviteMessagesEs) },
);

export const { I18nProvider, useT } = createI18nSurface(acceptInviteSurface);

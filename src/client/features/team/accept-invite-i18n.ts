import { acceptInviteEn } from '#shared/i18n/catalogs/accept-invite.en.ts';
import { acceptInviteEs } from '#shared/i18n/catalogs/accept-invite.es.ts';
import { apiErrorsEn } from '#shared/i18n/catalogs/api-errors.en.ts';
import { apiErrorsEs } from '#shared/i18n/catalogs/api-errors.es.ts';
import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { commonEs } from '#shared/i18n/catalogs/common.es.ts';
import type { AcceptInviteKey, Surface } from '#shared/i18n/surfaces.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';

/** The accept-invitation page's messages in each language: all its bundle carries of the catalogs. */
export const acceptInviteSurface: Surface<AcceptInviteKey> = {
  en: { ...commonEn, ...apiErrorsEn, ...acceptInviteEn },
  es: { ...commonEs, ...apiErrorsEs, ...acceptInviteEs },
};

export const { I18nProvider, useT } = createI18nSurface(acceptInviteSurface);

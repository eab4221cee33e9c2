import { checkoutEn } from '#shared/i18n/catalogs/checkout.en.ts';
import { checkoutEs } from '#shared/i18n/catalogs/checkout.es.ts';
import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { commonEs } from '#shared/i18n/catalogs/common.es.ts';
import { eventTypesEn } from '#shared/i18n/catalogs/event-types.en.ts';
import { eventTypesEs } from '#shared/i18n/catalogs/event-types.es.ts';
import { paymentTypesEn } from '#shared/i18n/catalogs/payment-types.en.ts';
import { paymentTypesEs } from '#shared/i18n/catalogs/payment-types.es.ts';
import { portalEn } from '#shared/i18n/catalogs/portal.en.ts';
import { portalEs } from '#shared/i18n/catalogs/portal.es.ts';
import type { EventTypeKey, PortalKey, Surface } from '#shared/i18n/surfaces.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';

/**
 * The client portal's messages in each language: its own, the standard event and payment types,
 * and the checkout's (whose toasts also follow a return from a bank's page).
 */
export const portalSurface: Surface<PortalKey> = {
  en: { ...commonEn, ...eventTypesEn, ...paymentTypesEn, ...checkoutEn, ...portalEn },
  es: { ...commonEs, ...eventTypesEs, ...paymentTypesEs, ...checkoutEs, ...portalEs },
};

export const { I18nProvider: PortalI18nProvider, useT: usePortalT } = createI18nSurface(portalSurface);

/**
 * A standard event type in the page's language; one the venue made up, as it wrote it. Read from
 * the catalog's own keys rather than the event types' descriptions, which the portal has no use for.
 */
export function useEventTypeName(): (type: string) => string {
  const { t } = usePortalT();
  return (type) => {
    const key = `eventType.${type}`;
    return Object.hasOwn(eventTypesEn, key) ? t(key as EventTypeKey) : type;
  };
}

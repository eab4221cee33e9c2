import { eventTypesEn } from '#shared/i18n/catalogs/event-types.en.ts';
import { portalEn } from '#shared/i18n/catalogs/portal.en.ts';
import type { EventTypeKey, PortalKey } from '#shared/i18n/surfaces.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';
import { defineSurface } from '#client/lib/i18n/surface-messages.ts';
import { checkoutSurface } from '#client/lib/i18n/checkout-surface.ts';

/**
 * The client portal's messages: its own, the standard event and payment types, and the
 * checkout's (whose toasts also follow a return from a bank's page). All its bundle carries of
 * the catalogs is their English; the Spanish arrive in chunks of their own when Spanish is
 * chosen, the checkout's loaded alongside for its dialog (docs/decisions/076).
 */
export const portalSurface = defineSurface<PortalKey>(
  { ...checkoutSurface.en, ...eventTypesEn, ...portalEn },
  {
    es: async () => {
      const [checkout, portal] = await Promise.all([checkoutSurface.load('es'), import('./portal-i18n.es.ts')]);
      return { ...checkout, ...portal.portalMessagesEs };
    },
  },
);

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

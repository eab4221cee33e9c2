import type { CatalogOf } from './catalog-of.ts';
import type { portalHeaderEn } from './portal-header.en.ts';

/** El encabezado del portal del cliente: textos sin valores. */
export const portalHeaderEs: CatalogOf<typeof portalHeaderEn> = {
  'portalHeader.caption': 'Portal del cliente',
  'portalHeader.signedInAs': 'Sesión iniciada como',
  'portalHeader.profile': 'Perfil',
  'portalHeader.signOut': 'Cerrar sesión',
  'portalHeader.notifications': 'Notificaciones',
  'portalHeader.unread': 'sin leer',
  'portalHeader.unreadItem': 'Sin leer:',
  'portalHeader.markAllRead': 'Marcar todo como leído',
  'portalHeader.notificationsFailed': 'No se pudieron cargar las notificaciones.',
  'portalHeader.allCaughtUp': 'No tiene notificaciones pendientes.',
};

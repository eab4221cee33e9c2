import type { CatalogOf } from './catalog-of.ts';
import type { toasterEn } from './toaster.en.ts';

/** Las palabras propias de los avisos emergentes (toasts), para lectores de pantalla. */
export const toasterEs: CatalogOf<typeof toasterEn> = {
  'toast.label': 'Notificación',
  'toast.region': 'Notificaciones ({hotkey})',
};

import type { CatalogOf } from './catalog-of.ts';
import type { commonEn } from './common.en.ts';

/** Textos que comparten todas las páginas para parejas y visitantes. */
export const commonEs: CatalogOf<typeof commonEn> = {
  'common.loading': 'Cargando',
  'common.close': 'Cerrar',
  'language.switch': 'Idioma',
};

import type { apiErrorsEn } from './api-errors.en.ts';
import type { CatalogOf } from './catalog-of.ts';

/** Las respuestas del servidor que una pareja puede ver en sus páginas. */
export const apiErrorsEs: CatalogOf<typeof apiErrorsEn> = {
  'apiError.rateLimited': 'Demasiadas solicitudes. Inténtelo de nuevo más tarde.',
  'apiError.tooManySignIns': 'Demasiados intentos fallidos de inicio de sesión. Inténtelo de nuevo más tarde.',
  'apiError.tooManyResets':
    'Demasiadas solicitudes para restablecer la contraseña de esta dirección. Inténtelo de nuevo más tarde.',
  'apiError.invalidCredentials': 'Correo electrónico o contraseña incorrectos',
};

import type { CatalogOf } from './catalog-of.ts';
import type { verificationEmailEn } from './verification-email.en.ts';

/** Un enlace nuevo para verificar la cuenta del portal de clientes de una pareja. Solo en el servidor. */
export const verificationEmailEs: CatalogOf<typeof verificationEmailEn> = {
  'email.verification.subject': 'Verifique su correo electrónico',
  'email.verification.greeting': 'Hola, {firstName}:',
  'email.verification.confirm':
    'Confirme que esta dirección es suya con el botón de abajo: ahí elegirá su contraseña, y cualquier otra persona con la sesión iniciada en esta cuenta la perderá.',
  'email.verification.worksOnce': 'El enlace funciona una sola vez, durante 7 días.',
  'email.verification.notYou':
    'Si usted no creó esta cuenta, al confirmarla la recupera y se cierra la sesión de quien la creó.',
  'email.verification.action': 'Verificar mi correo',
};

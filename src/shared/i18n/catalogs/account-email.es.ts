import type { accountEmailEn } from './account-email.en.ts';
import type { CatalogOf } from './catalog-of.ts';

/** Los correos de cuenta de una pareja: una reservación añadida a su portal, un cambio de contraseña. Solo en el servidor. */
export const accountEmailEs: CatalogOf<typeof accountEmailEn> = {
  'email.portalAccess.subject': '{venueName} añadió su evento a su portal de clientes',
  'email.portalAccess.heading': 'Su evento en {venueName}',
  'email.portalAccess.greeting': 'Hola, {coupleNames}:',
  'email.portalAccess.added':
    '{venueName} añadió su evento del {day} a su portal de clientes de VenueDesk. Ahí puede ver su reservación, pagar en línea y firmar su contrato.',
  'email.portalAccess.signIn': 'Inicie sesión en {loginUrl}',

  'email.passwordReset.subject': 'Restablezca su contraseña de VenueDesk',
  'email.passwordReset.heading': 'Elija una contraseña nueva',
  'email.passwordReset.greeting': 'Hola, {firstName}:',
  'email.passwordReset.asked':
    'Alguien pidió restablecer la contraseña de la cuenta de VenueDesk de esta dirección. Elija una nueva con el botón de abajo; después se cerrará la sesión en todos los dispositivos conectados a la cuenta.',
  'email.passwordReset.worksOnce':
    'El enlace funciona una sola vez, durante {minutes} minutos. Para pedir otro, vaya a {forgotUrl}',
  'email.passwordReset.ignore': 'Si usted no lo pidió, ignore este correo: su contraseña sigue igual.',
  'email.passwordReset.action': 'Elegir una contraseña nueva',
};

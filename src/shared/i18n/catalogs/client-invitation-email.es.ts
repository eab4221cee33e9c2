import type { CatalogOf } from './catalog-of.ts';
import type { clientInvitationEmailEn } from './client-invitation-email.en.ts';

/** La invitación de la pareja a su portal de clientes. Solo en el servidor. */
export const clientInvitationEmailEs: CatalogOf<typeof clientInvitationEmailEn> = {
  'email.clientInvitation.subject': '{venueName} le invita a su portal de clientes',
  'email.clientInvitation.heading': 'Su evento en {venueName}',
  'email.clientInvitation.greeting': 'Hola, {coupleNames}:',
  'email.clientInvitation.opened':
    '{venueName} abrió un portal de clientes para su evento del {day}. Ahí puede ver su reservación, pagar en línea y firmar su contrato.',
  'email.clientInvitation.expires':
    'El enlace funciona una sola vez y hasta el {expires}. Si ya tiene una cuenta de VenueDesk con esta dirección, inicie sesión con su contraseña para aceptar.',
  'email.clientInvitation.action': 'Abrir mi portal de clientes',
};

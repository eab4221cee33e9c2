import type { CatalogOf } from './catalog-of.ts';
import type { emailEn } from './email.en.ts';

/** Correos a parejas y visitantes: el pie del diseño y el acuse de la consulta. Solo en el servidor. */
export const emailEs: CatalogOf<typeof emailEn> = {
  'email.inquiryAcknowledgement.heading': 'Gracias por su consulta',
  'email.inquiryAcknowledgement.subject': '{venueName} recibió su consulta',
  'email.inquiryAcknowledgement.greeting': 'Hola, {coupleNames}:',
  'email.inquiryAcknowledgement.received':
    'Gracias por su consulta. El equipo de {venueName} ya la tiene y le responderá en un plazo de 24 horas.',
  'email.inquiryAcknowledgement.dateAnswer': '{dateAnswer}',
  'email.inquiryAcknowledgement.contact':
    'Si algo cambia mientras tanto, puede escribirnos o llamarnos a {venueContact}.',
  'email.inquiryAcknowledgement.signature': '— {venueName}',
  'email.footer': '{venueName} · enviado con VenueDesk',
  'email.or': 'o',
};

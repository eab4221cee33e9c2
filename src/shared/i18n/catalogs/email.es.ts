import type { CatalogOf } from './catalog-of.ts';
import type { emailEn } from './email.en.ts';

/** Correos a parejas y visitantes: el pie del diseño y los correos automáticos propios de VenueDesk. Solo en el servidor. */
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
  'email.leadFollowUp.heading': 'Seguimiento de su consulta',
  'email.leadFollowUp.subject': 'Su consulta con {venueName}',
  'email.leadFollowUp.greeting': 'Hola, {coupleNames}:',
  'email.leadFollowUp.followingUp':
    'Queríamos dar seguimiento a su consulta. Nos encantaría mostrarle el lugar y conversar sobre sus planes.',
  'email.leadFollowUp.reply':
    'Responda a este correo con algunos horarios que le convengan para una llamada o una visita.',
  'email.leadFollowUp.signature': '— {venueName}',
  'email.eventReminder.heading': 'Su evento se acerca',
  'email.eventReminder.subject': 'Se acerca su {eventType} en {venueName}',
  'email.eventReminder.greeting': 'Hola, {coupleNames}:',
  // The time comes before the end: es-US writes it "5:00 p.m.", whose period would double the sentence's.
  'email.eventReminder.when':
    'El {eventDate}, a partir de las {eventTime}, tendrá lugar su {eventType} en {venueName}.',
  'email.eventReminder.guests': 'Esperamos a {guestCount} invitados.',
  'email.eventReminder.address': 'Nuestra dirección: {venueAddress}',
  'email.eventReminder.changes':
    'Si algo ha cambiado, responda a este correo o comuníquese con nosotros a {venueContact}.',
  'email.eventReminder.signature': '— {venueName}',
  'email.thankYou.heading': 'Gracias',
  'email.thankYou.subject': 'Gracias de parte de {venueName}',
  'email.thankYou.greeting': 'Hola, {coupleNames}:',
  'email.thankYou.celebrating':
    'Gracias por celebrar con nosotros en {venueName}. Fue un placer ser la sede de su {eventType}.',
  'email.thankYou.review': 'Si tiene un momento, le agradeceríamos mucho una reseña: {reviewLink}',
  'email.thankYou.signature': '— {venueName}',
  'email.footer': '{venueName} · enviado con VenueDesk',
  'email.or': 'o',
};

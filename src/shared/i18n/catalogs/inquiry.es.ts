import type { CatalogOf } from './catalog-of.ts';
import type { inquiryEn } from './inquiry.en.ts';

/** El formulario público de consulta del salón (/inquire/{slug}) y su respuesta sobre la fecha pedida. */
export const inquiryEs: CatalogOf<typeof inquiryEn> = {
  'inquiry.pageTitle': 'Consulta en {venueName}',
  'inquiry.pageTitleUnknownVenue': 'Consulta de evento',
  'inquiry.pageDescription': 'Cuéntele a {venueName} sobre su evento y vea si su fecha está libre.',
  'inquiry.caption': 'Consulta de evento',
  'inquiry.poweredBy': 'Con la tecnología de',
  'inquiry.opensInNewTab': '(se abre en una pestaña nueva)',
  'inquiry.heading': 'Cuéntenos sobre su evento',
  'inquiry.intro': 'Elija una fecha para ver si está libre. Solo se piden su nombre y su correo electrónico.',
  'inquiry.formLabel': 'Consulta a {venueName}',
  'inquiry.fullName': 'Nombre completo',
  'inquiry.email': 'Correo electrónico',
  'inquiry.emailPlaceholder': 'usted@ejemplo.com',
  'inquiry.phone': 'Teléfono',
  'inquiry.preferredDate': 'Fecha preferida del evento',
  'inquiry.eventType': 'Tipo de evento',
  'inquiry.chooseEventType': 'Elija un tipo de evento',
  'inquiry.guestCount': 'Número de invitados previsto',
  'inquiry.budget': 'Presupuesto',
  'inquiry.budgetHint': 'En dólares',
  'inquiry.notes': 'Notas',
  'inquiry.notesPlaceholder': 'Cuéntenos sobre su evento: la ocasión, el horario y cualquier pregunta que tenga.',
  'inquiry.honeypot': 'Sitio web (déjelo vacío)',
  'inquiry.send': 'Enviar consulta',
  'inquiry.sending': 'Enviando...',
  'inquiry.needsJavaScript':
    'Para enviar este formulario hace falta JavaScript. Actívelo en su navegador para enviar su consulta.',
  'inquiry.sendFailed': 'No se pudo enviar su consulta. Inténtelo de nuevo.',

  'inquiry.date.available': 'Esta fecha está disponible',
  'inquiry.date.booked': 'Esta fecha ya está reservada: díganos otra',
  'inquiry.date.closed': 'El salón cierra los días {weekday}: díganos otra fecha',
  'inquiry.date.blackout': 'El salón no acepta eventos en esta fecha: díganos otra',
  'inquiry.date.past': 'Esta fecha ya pasó: díganos otra',
  'inquiry.date.unavailable': 'Esta fecha no está disponible: díganos otra',
  'inquiry.date.checkFailed': 'No pudimos comprobar esta fecha ahora; el salón se la confirmará cuando le responda.',
  'inquiry.date.checking': 'Comprobando esta fecha…',
  'inquiry.date.nearest': '{count, plural, one {Fecha libre más cercana:} other {Fechas libres más cercanas:}}',
  'inquiry.date.nearestList': 'Fechas libres más cercanas',
  'inquiry.date.choose': 'Elegir el {day}',

  'inquiry.thanks.heading': '¡Gracias, {name}!',
  'inquiry.thanks.emailed':
    '{venueName} recibió su consulta y le responderá a {email}. Le enviamos un correo electrónico de confirmación.',
  'inquiry.thanks.notEmailed': '{venueName} recibió su consulta y se pondrá en contacto con usted en {email}.',
  'inquiry.thanks.spamHint':
    '¿No le llega el correo en unos minutos? Revise la carpeta de correo no deseado o envíe la consulta de nuevo con otra dirección.',
  'inquiry.thanks.noConfirmation':
    'Para esta consulta no se envía un correo de confirmación; anote los datos que envió si los necesita.',
  'inquiry.thanks.sendAnother': 'Enviar otra consulta',

  'inquiry.unavailable.unknownTitle': 'No encontramos este salón',
  'inquiry.unavailable.unknownBody':
    'Puede que el enlace esté mal escrito o que el salón haya cambiado su dirección. Pídale al salón su enlace de consultas.',
  'inquiry.unavailable.failedTitle': 'No se pudo cargar el formulario de consulta',
  'inquiry.unavailable.checkConnection': 'Compruebe su conexión e inténtelo de nuevo.',
  'inquiry.unavailable.tryAgain': 'Intentar de nuevo',

  'requestedDate.available':
    'El {day} estaba libre cuando llegó su consulta; queda reservado cuando el salón confirme la reserva.',
  'requestedDate.booked': 'El {day} ya está reservado.',
  'requestedDate.closed': 'El {day} no está libre: el salón cierra los días {weekday}.',
  'requestedDate.blackout': 'El {day} no está libre: el salón no acepta eventos ese día.',
  'requestedDate.past': 'El {day} ya pasó.',
  'requestedDate.notOpen': 'El {day} no está libre.',
  'requestedDate.noneNear': '{state} No encontramos ninguna fecha libre cercana; el salón le propondrá una.',
  'requestedDate.nearest':
    '{count, plural, one {{state} La fecha libre más cercana es el {days}; avísele al salón si le conviene.} other {{state} Las fechas libres más cercanas son {days}; avísele al salón si alguna le conviene.}}',

  'list.and': '{head} y {last}',
};

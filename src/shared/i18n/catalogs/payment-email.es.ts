import type { CatalogOf } from './catalog-of.ts';
import type { paymentEmailEn } from './payment-email.en.ts';

/** Los correos a una pareja o familia sobre sus pagos: solicitud, recibo, reembolso y recordatorio. */
export const paymentEmailEs: CatalogOf<typeof paymentEmailEn> = {
  'paymentEmail.greeting': 'Hola, {coupleNames}:',
  'paymentEmail.testNotice': 'Pago de prueba: no se movió dinero.',
  'paymentEmail.testMark': ' (prueba)',
  'paymentEmail.request.subject': 'Solicitud de pago de {venueName}: {amount}',
  'paymentEmail.request.subjectDue': 'Solicitud de pago de {venueName}: {amount}, vence el {day}',
  'paymentEmail.request.heading': 'Solicitud de pago',
  'paymentEmail.request.ask': '{venueName} le pide pagar {amount} por: {payment}.',
  'paymentEmail.request.askDue': '{venueName} le pide pagar {amount} por: {payment}, con vencimiento el {day}.',
  'paymentEmail.request.howPortal':
    'Puede pagarlo con tarjeta en su portal del cliente; inicie sesión con esta dirección de correo electrónico.',
  'paymentEmail.request.howLink':
    'Puede pagarlo con tarjeta en una página segura; este enlace funciona hasta que se haga el pago.',
  'paymentEmail.request.questions': '¿Tiene preguntas? Responda a este correo para comunicarse con {venueName}.',
  'paymentEmail.request.actionPortal': 'Pagar en su portal del cliente',
  'paymentEmail.request.actionLink': 'Pagar {amount}',
  'paymentEmail.receipt.subject': 'Recibo{test}: {amount} pagado a {venueName}',
  'paymentEmail.receipt.heading': 'Pago recibido',
  'paymentEmail.receipt.received': '{venueName} recibió su pago de {amount} el {day}.',
  'paymentEmail.receipt.details': 'Concepto: {payment}. Forma de pago: {method}. Referencia: {reference}.',
  'paymentEmail.receipt.thanks': '¡Gracias! Guarde este correo como su recibo.',
  'paymentEmail.method.card': 'Tarjeta',
  'paymentEmail.method.bank_debit': 'Débito bancario (ACH)',
  'paymentEmail.method.cash': 'Efectivo',
  'paymentEmail.method.check': 'Cheque',
  'paymentEmail.method.bank_transfer': 'Transferencia bancaria',
  'paymentEmail.refund.subject': 'Reembolso{test}: {refunded} de {venueName}',
  'paymentEmail.refund.heading': 'Pago reembolsado',
  'paymentEmail.refund.refunded':
    '{venueName} le reembolsó {refunded} de su pago de {amount} ({payment}, referencia {reference}).',
  'paymentEmail.refund.reason': 'Motivo: {reason}',
  'paymentEmail.refund.howStripe':
    'El dinero vuelve a la tarjeta o cuenta bancaria con la que pagó; los bancos tardan de 5 a 10 días en mostrarlo.',
  'paymentEmail.refund.howVenue': '{venueName} se lo devolverá por el mismo medio con el que pagó.',
  'paymentEmail.reminder.subjectToday': 'Pago con vencimiento hoy: {amount} a {venueName}',
  'paymentEmail.reminder.subject': 'Recordatorio de pago: {amount} a {venueName} vence el {day}',
  'paymentEmail.reminder.headingToday': 'Su pago vence hoy',
  'paymentEmail.reminder.heading': 'Su pago vence pronto',
  'paymentEmail.reminder.dueToday': 'Su pago de {amount} a {venueName} vence hoy, {day}.',
  'paymentEmail.reminder.dueSoon': 'Un recordatorio amable: su pago de {amount} a {venueName} vence el {day}.',
  'paymentEmail.reminder.details': 'Concepto: {payment}. Referencia: {reference}.',
  'paymentEmail.reminder.alreadyPaid':
    'Si ya pagó, le damos las gracias y puede ignorar este correo. ¿Tiene preguntas? Solo responda a este mensaje.',
  'paymentEmail.reminder.action': 'Ver sus pagos',
  'paymentEmail.dueNotice.one': '{amount} a pagar a {venueName}',
  'paymentEmail.dueNotice.many': '{venueName} programó {count} pagos para {coupleNames}',
  'paymentEmail.dueNotice.line': '{amount}, vence el {day}',
  'paymentEmail.dueNotice.lineDescribed': '{amount} ({payment}), vence el {day}',
  'paymentEmail.dueNotice.lineNow': '{amount}, a pagar ahora',
  'paymentEmail.dueNotice.lineDescribedNow': '{amount} ({payment}), a pagar ahora',
  'paymentEmail.notification.why': 'Recibe este correo porque así lo eligió en su página de Perfil: {profileUrl}',
  'paymentEmail.notification.open': 'Abrir en VenueDesk',
};

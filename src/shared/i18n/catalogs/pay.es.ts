import type { CatalogOf } from './catalog-of.ts';
import type { payEn } from './pay.en.ts';

/** La página de pago (/pay/{token}) que una solicitud de pago envía a quien no tiene cuenta en el portal. */
export const payEs: CatalogOf<typeof payEn> = {
  'pay.documentTitle': 'Pagar a {venueName}',
  'pay.documentTitleUnknown': 'Pago',
  'pay.caption': 'Solicitud de pago',
  'pay.credit': 'Pagos seguros',
  'pay.creditBy': 'con',
  'pay.loading': 'Cargando el pago',
  'pay.heading': 'Pagar a {venueName}',
  'pay.amount': 'Monto',
  'pay.for': 'Concepto',
  'pay.due': 'Vence',
  'pay.event': 'Evento',
  'pay.eventWhen': '{eventType}, {day}',
  'pay.notOnline':
    '{venueName} no acepta pagos con tarjeta en línea por ahora. Responda a su correo electrónico para pagar de otra forma.',
  'pay.paid.title': '¡Gracias!',
  'pay.paid.text': '{venueName} recibió su pago. Le enviamos un recibo a su correo electrónico.',
  'pay.paid.textNoEmail':
    '{venueName} recibió su pago. El correo electrónico aún no está configurado, así que no podemos enviarle un recibo: pídale uno al salón si lo necesita.',
  'pay.paid.theVenue': 'El salón',
  'pay.processing.title': 'Pago en camino',
  'pay.processing.textNoEmail':
    'Su banco está procesando el pago. El correo electrónico aún no está configurado, así que no podremos enviarle un recibo cuando se complete: pídale uno al salón si lo necesita.',
  'pay.processing.text':
    'Su banco está procesando el pago. Recibirá un recibo por correo electrónico cuando se acredite.',
  'pay.gone.title': 'Este enlace de pago ya no es válido',
  'pay.gone.text':
    'Es posible que ya se haya pagado o que el salón haya enviado un enlace más reciente. Revise el último correo del salón o respóndalo.',
  'pay.error.title': 'No se pudo cargar el pago',
  'pay.error.text': 'Revise su conexión e inténtelo de nuevo en un momento.',
  'pay.tryAgain': 'Intentar de nuevo',
};

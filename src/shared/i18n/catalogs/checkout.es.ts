import type { CatalogOf } from './catalog-of.ts';
import type { checkoutEn } from './checkout.en.ts';

/** El pago con tarjeta de una pareja o familia (el portal y la página de pago). */
export const checkoutEs: CatalogOf<typeof checkoutEn> = {
  'checkout.title': 'Pago con tarjeta',
  'checkout.payByCard': 'Pagar con tarjeta',
  'checkout.close': 'Cerrar',
  'checkout.for': '{coupleNames} — {payment}',
  'checkout.unavailable': 'No se pudo cargar el formulario de pago',
  'checkout.cardFormNotLoaded': 'No se pudo cargar el formulario de la tarjeta. Vuelva a cargar la página.',
  'checkout.tryAgain': 'Intentar de nuevo',
  'checkout.pleaseTryAgain': 'Inténtelo de nuevo.',
  'checkout.preparing': 'Preparando el formulario de pago...',
  'checkout.amountDue': 'Monto a pagar',
  'checkout.pay': 'Pagar {amount}',
  'checkout.processing': 'Procesando...',
  'checkout.test.title': 'Modo de prueba: no se mueve dinero.',
  'checkout.test.cards':
    'Use {goodCard} con cualquier fecha de vencimiento futura y cualquier código de 3 dígitos; {declinedCard} se rechaza.',
  'checkout.cardNumber': 'Número de tarjeta',
  'checkout.expiry': 'Vencimiento (MM/AA)',
  'checkout.expiryPlaceholder': 'MM / AA',
  'checkout.cvc': 'Código CVC',
  'checkout.error.expiry': 'Escriba el vencimiento como MM/AA',
  'checkout.error.cardNumber': 'Escriba el número de la tarjeta',
  'checkout.error.cvc': 'Escriba el código de seguridad de 3 o 4 dígitos',
  'checkout.error.expiryMonth': 'Escriba el mes de vencimiento',
  'checkout.error.monthRange': 'Escriba un mes del 1 al 12',
  'checkout.error.expiryYear': 'Escriba el año de vencimiento',
  'checkout.error.incorrectNumber': 'El número de su tarjeta no es correcto.',
  'checkout.error.declined': 'Su tarjeta fue rechazada.',
  'checkout.error.insufficientFunds': 'Su tarjeta no tiene fondos suficientes.',
  'checkout.error.expired': 'Su tarjeta está vencida.',
  'checkout.error.declinedTestMode':
    'Su tarjeta fue rechazada. En modo de prueba, use una tarjeta de prueba como 4242 4242 4242 4242.',
  'checkout.toast.succeeded.title': 'Pago realizado',
  'checkout.toast.succeeded.description': '¡Su pago se procesó correctamente!',
  'checkout.toast.processing.title': 'Pago en proceso',
  'checkout.toast.processing.description': 'Los pagos bancarios tardan unos días hábiles en acreditarse.',
  'checkout.toast.failed.title': 'El pago no se realizó',
  'checkout.toast.notCompleted': 'No se pudo completar el pago. Inténtelo de nuevo.',
  'checkout.toast.returnFailed': 'El pago no se completó. Inténtelo de nuevo.',
};

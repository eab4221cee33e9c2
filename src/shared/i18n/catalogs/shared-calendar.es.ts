import type { CatalogOf } from './catalog-of.ts';
import type { sharedCalendarEn } from './shared-calendar.en.ts';

/** El calendario compartido de un salón (/shared-calendar/{token|slug}), de solo lectura. */
export const sharedCalendarEs: CatalogOf<typeof sharedCalendarEn> = {
  'sharedCalendar.pageTitle': 'Calendario de {venueName}',
  'sharedCalendar.pageTitleUnknownVenue': 'Calendario compartido',
  'sharedCalendar.pageDescription': 'El calendario de eventos de {venueName}.',
  'sharedCalendar.caption': 'Calendario compartido',
  'sharedCalendar.poweredBy': 'Con la tecnología de',

  'sharedCalendar.month': 'Mes',
  'sharedCalendar.previousMonth': 'Mes anterior',
  'sharedCalendar.nextMonth': 'Mes siguiente',
  'sharedCalendar.addToCalendar': 'Agregar al calendario',
  'sharedCalendar.downloadIcs': 'Descargar ICS',
  'sharedCalendar.summary': '{count, plural, one {# evento} other {# eventos}} · {timeZone}',
  'sharedCalendar.noEvents': 'No hay eventos en {month}.',
  'sharedCalendar.eventsIn': 'Eventos de {month}',

  'sharedCalendar.detail.time': 'Hora',
  'sharedCalendar.detail.client': 'Cliente',
  'sharedCalendar.detail.email': 'Correo electrónico',
  'sharedCalendar.detail.phone': 'Teléfono',
  'sharedCalendar.detail.totalAmount': 'Monto total',
  'sharedCalendar.detail.notes': 'Notas',

  'sharedCalendar.status.inquiry': 'Consulta',
  'sharedCalendar.status.tour_scheduled': 'Visita programada',
  'sharedCalendar.status.contract_sent': 'Contrato enviado',
  'sharedCalendar.status.booked': 'Reservado',
  'sharedCalendar.status.deposit_paid': 'Depósito pagado',
  'sharedCalendar.status.completed': 'Realizado',
  'sharedCalendar.status.cancelled': 'Cancelado',

  'sharedCalendar.unavailable.failedTitle': 'No se pudo cargar el calendario',
  'sharedCalendar.unavailable.checkConnection': 'Compruebe su conexión e inténtelo de nuevo.',
  'sharedCalendar.unavailable.privateTitle': 'Se requiere iniciar sesión',
  'sharedCalendar.unavailable.privateSignedIn':
    'Este calendario es privado. Inició sesión como {email}, que no forma parte del equipo de este salón.',
  'sharedCalendar.unavailable.privateSignedOut':
    'Este calendario es privado. Inicie sesión con su cuenta del salón para verlo, o pida al salón que active el acceso público.',
  'sharedCalendar.unavailable.unknownTitle': 'No encontramos este calendario',
  'sharedCalendar.unavailable.unknownBody':
    'Es posible que el enlace esté mal escrito o que el salón lo haya reemplazado por uno nuevo. Pida al salón su enlace actual.',
  'sharedCalendar.unavailable.signIn': 'Iniciar sesión',
  'sharedCalendar.unavailable.tryAgain': 'Intentar de nuevo',
};

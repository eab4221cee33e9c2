import type { CatalogOf } from './catalog-of.ts';
import type { calendarFeedEn } from './calendar-feed.en.ts';

/** Los textos que VenueDesk escribe en los eventos de un calendario suscrito. Solo en el servidor. */
export const calendarFeedEs: CatalogOf<typeof calendarFeedEn> = {
  'calendarFeed.event': 'Evento',
  'calendarFeed.venueBooking': 'Reservación en el salón',
  'calendarFeed.email': 'Correo electrónico: {email}',
  'calendarFeed.phone': 'Teléfono: {phone}',
  'calendarFeed.total': 'Total: {amount}',
};

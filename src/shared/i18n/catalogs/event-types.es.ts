import type { CatalogOf } from './catalog-of.ts';
import type { eventTypesEn } from './event-types.en.ts';

/** Los tipos de evento estándar (spec §3); un tipo que el salón nombró se muestra tal como lo escribió. */
export const eventTypesEs: CatalogOf<typeof eventTypesEn> = {
  'eventType.Wedding': 'Boda',
  'eventType.Quinceañera': 'Quinceañera',
  'eventType.Engagement': 'Compromiso',
  'eventType.Birthday': 'Cumpleaños',
  'eventType.Anniversary': 'Aniversario',
  'eventType.Bridal Shower': 'Despedida de soltera',
  'eventType.Baby Shower': 'Baby shower',
  'eventType.Baptism': 'Bautizo',
  'eventType.Corporate Event': 'Evento corporativo',
  'eventType.Award Ceremony': 'Ceremonia de premios',
  'eventType.Bar Mitzvah': 'Bar Mitzvá',
  'eventType.Business Mixer': 'Encuentro de negocios',
  'eventType.Concert': 'Concierto',
  'eventType.Conference Seminar': 'Conferencia o seminario',
  'eventType.Fundraiser': 'Recaudación de fondos',
  'eventType.Gala': 'Gala',
  'eventType.Graduation Party': 'Fiesta de graduación',
  'eventType.Launch Party': 'Fiesta de lanzamiento',
  'eventType.Meeting': 'Reunión',
  'eventType.Office Party': 'Fiesta de empresa',
  'eventType.Silent Auction': 'Subasta silenciosa',
  'eventType.Other': 'Otro',
};

import type { CatalogOf } from './catalog-of.ts';
import type { validationEn } from './validation.en.ts';

/** Los mensajes de los esquemas zod compartidos, para los formularios de parejas y visitantes. */
export const validationEs: CatalogOf<typeof validationEn> = {
  'validation.nameRequired': 'El nombre es obligatorio',
  'validation.nameTooLong': 'El nombre es demasiado largo',
  'validation.nameSingleLine': 'El nombre no puede contener saltos de línea ni caracteres de control',
  'validation.emailRequired': 'El correo electrónico es obligatorio',
  'validation.emailTooLong': 'El correo electrónico es demasiado largo',
  'validation.emailInvalid': 'Escriba un correo electrónico válido',
  'validation.phoneTooLong': 'El teléfono es demasiado largo',
  'validation.phoneSingleLine': 'El teléfono no puede contener saltos de línea ni caracteres de control',
  'validation.notesTooLong': 'Las notas son demasiado largas',
  'validation.eventTypeTooLong': 'El tipo de evento es demasiado largo',
  'validation.eventTypeSingleLine': 'El tipo de evento no puede contener saltos de línea ni caracteres de control',
  'validation.eventTypeFromList': 'Elija un tipo de evento de la lista',
  'validation.guestsWhole': 'El número de invitados debe ser un número entero',
  'validation.guestsMin': 'Debe haber al menos 1 invitado',
  'validation.guestsMax': 'El número de invitados no puede pasar de 100.000',
  'validation.amount': 'Escriba un importe de 0 o más con 2 decimales como máximo',
  'validation.dayFormat': 'Escriba las fechas como AAAA-MM-DD',
  'validation.dayExists': 'Escriba una fecha que exista',
  'validation.yearRange': 'Escriba una fecha entre los años 1900 y 9999',
  'validation.language': 'Elija un idioma: en o es',
  'validation.rateLimited': 'Demasiadas solicitudes. Inténtelo de nuevo más tarde.',
};

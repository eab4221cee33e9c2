/**
 * The wedding agreement every new venue starts with, in English and in VenueDesk's Spanish
 * version (decision 074, amended in session 31). Plain text with merge fields; venues edit both in
 * Settings → Contract Templates. Migration 0006 gave existing venues the same English text, and
 * migration 0035 the Spanish version to those whose English is still this text, byte for byte.
 */
export const DEFAULT_TEMPLATE_NAME = 'Wedding Venue Agreement';

export const DEFAULT_TEMPLATE_CONTENT = `WEDDING VENUE RENTAL AGREEMENT

This agreement is made on {{today}} between {{venueName}} ("the Venue") and {{coupleNames}} ("the Client", reachable at {{clientEmail}}).

1. EVENT
The Venue will host the Client's {{eventType}} on {{eventDate}} for up to {{guestCount}} guests.

2. FEES AND PAYMENT
The total fee for the rental is {{totalAmount}}. A non-refundable deposit reserves the date; the balance is due 30 days before the event. Payments not received when due may release the date.

3. CANCELLATION
If the Client cancels more than 180 days before the event, payments beyond the deposit are refunded. Within 180 days, 50% of the total fee is kept; within 60 days, the full fee is kept.

4. USE OF THE VENUE
The Client and their guests will follow the Venue's rules, including its closing time, noise limits and decoration policy. The Client is responsible for damage caused by the Client, their guests or their vendors.

5. VENDORS
Outside vendors must be licensed and insured, and must follow the Venue's load-in and load-out times.

6. LIABILITY
The Venue is not liable for loss of or damage to personal property left at the Venue. Neither party is liable for failure to perform caused by events beyond its reasonable control.

7. ENTIRE AGREEMENT
This agreement is the entire agreement between the parties and may be changed only in writing signed by both.

Signed electronically by the Client.`;

/**
 * VenueDesk's Spanish version of the agreement above, clause by clause, with the same merge
 * fields (each filled in Spanish: decision 074). A new venue's default template carries it, so a
 * Spanish-reading couple gets it rather than the English with a notice. A venue's Client Language
 * is English at sign-up, so its template's content is the English above.
 */
export const DEFAULT_TEMPLATE_CONTENT_ES = `CONTRATO DE ALQUILER DEL LUGAR PARA BODA

Este contrato se celebra el {{today}} entre {{venueName}} («el Lugar») y {{coupleNames}} («el Cliente», con correo electrónico {{clientEmail}}).

1. EVENTO
El Lugar recibirá el evento de tipo {{eventType}} del Cliente el {{eventDate}}, para un máximo de {{guestCount}} invitados.

2. TARIFAS Y PAGOS
La tarifa total del alquiler es de {{totalAmount}}. Un depósito no reembolsable reserva la fecha; el saldo vence 30 días antes del evento. Si un pago no se recibe a tiempo, la fecha puede quedar libre.

3. CANCELACIÓN
Si el Cliente cancela con más de 180 días de anticipación, se reembolsan los pagos que excedan el depósito. Dentro de los 180 días, se retiene el 50 % de la tarifa total; dentro de los 60 días, se retiene la tarifa completa.

4. USO DEL LUGAR
El Cliente y sus invitados respetarán las normas del Lugar, incluidos su horario de cierre, los límites de ruido y la política de decoración. El Cliente es responsable de los daños que causen el Cliente, sus invitados o sus proveedores.

5. PROVEEDORES
Los proveedores externos deben contar con licencia y seguro, y respetar los horarios de montaje y desmontaje del Lugar.

6. RESPONSABILIDAD
El Lugar no es responsable por la pérdida o el daño de objetos personales dejados en el Lugar. Ninguna de las partes es responsable por incumplimientos causados por hechos fuera de su control razonable.

7. ACUERDO COMPLETO
Este contrato constituye el acuerdo completo entre las partes y solo puede modificarse por escrito con la firma de ambas.

Firmado electrónicamente por el Cliente.`;

/** The default template's name in Spanish (session 31), as its Spanish heading says it. */
export const DEFAULT_TEMPLATE_NAME_ES = 'Contrato de alquiler del lugar para boda';

/** The default template's versions beside its English content, each with its name. */
export const DEFAULT_TEMPLATE_TRANSLATIONS = {
  es: { content: DEFAULT_TEMPLATE_CONTENT_ES, name: DEFAULT_TEMPLATE_NAME_ES },
} as const;

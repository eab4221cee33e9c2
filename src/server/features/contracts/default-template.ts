/**
 * The wedding agreement every new venue starts with. Plain text with merge fields;
 * venues edit it in Settings → Contract Templates. Migration 0006 gave existing venues the same
 * text.
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

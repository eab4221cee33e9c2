/**
 * How visitors reach VenueDesk (spec §9: placeholders for an email, a phone and a city in
 * California). Contact-form messages are e-mailed to SUPPORT_EMAIL unless the server's
 * SUPPORT_EMAIL environment variable names another address.
 */
export const SUPPORT_EMAIL = 'support@venuedesk.app';
export const SUPPORT_PHONE = '+1 (555) 010-4200';
export const SUPPORT_PHONE_HREF = 'tel:+15550104200';
export const SUPPORT_LOCATION = 'San Francisco, California';
export const SUPPORT_HOURS = 'Monday to Friday, 8 am to 6 pm Pacific';

/** The reply promise of spec §9. */
export const REPLY_WITHIN_HOURS = 24;

import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema } from '#shared/contact/contact.schemas.ts';

/** The form's resolver: the schema POST /api/contact validates with. Loaded on demand (contact-form.tsx). */
export const contactFormResolver = zodResolver(contactMessageSchema);

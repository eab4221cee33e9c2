import { z } from 'zod';
import { emailField, optionalText, requiredText } from '../fields.ts';

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/**
 * The contact form of spec §3: name, email, subject and message are required, company and phone
 * optional (§5). The form (zodResolver) and POST /api/contact validate with this one schema.
 */
export const contactMessageSchema = z.object({
  name: requiredText('Name', 100),
  email: emailField,
  company: optionalText('Company', 120),
  phone: optionalText('Phone', 40),
  subject: requiredText('Subject', 150),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_MESSAGE_MAX_LENGTH, `Message is too long (at most ${CONTACT_MESSAGE_MAX_LENGTH} characters)`),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactMessageResponseSchema = z.object({ id: z.number().int() });
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;

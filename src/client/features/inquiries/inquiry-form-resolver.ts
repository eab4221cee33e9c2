import { zodResolver } from '@hookform/resolvers/zod';
import { inquirySchema } from '#shared/inquiries/inquiries.schemas.ts';

/** The form's resolver: the schema POST /api/public/venues/{slug}/inquiries validates with. Loaded on demand (inquiry-form.tsx). */
export const inquiryFormResolver = zodResolver(inquirySchema);

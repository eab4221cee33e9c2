// The language of an inquiry (docs/decisions/068): what the lead keeps, and the acknowledgement
// e-mail written in it, through the real app on real PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, outbox } from '#server/db/schema.ts';
import { signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();

let addressCounter = 0;
async function venueOf(owner: SignedIn, venue: Record<string, unknown> = {}): Promise<string> {
  const response = await app.inject({ method: 'PUT', url: '/api/settings', headers: owner.auth, payload: { venue } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ venue: { slug: string } }>().venue.slug;
}

function inquire(slug: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/public/venues/${slug}/inquiries`,
    remoteAddress: `198.51.100.${++addressCounter}`,
    headers,
    payload: { name: 'Sofía Hernández', email: `sofia${addressCounter}@example.com`, ...payload },
  });
}

async function languageOfLead(owner: SignedIn, email: string): Promise<string> {
  const list = await app.inject({ method: 'GET', url: '/api/leads', headers: owner.auth });
  const lead = list.json<{ email: string; language: string }[]>().find((item) => item.email === email);
  return lead!.language;
}

async function acknowledgementTo(owner: SignedIn, to: string) {
  const [email] = await app.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.venueId, owner.user.venueId!), eq(outbox.to, to)));
  return email!;
}

describe('the language of an inquiry', () => {
  it('keeps the language the inquiry names, over the browser’s', async () => {
    const owner = await signUpOwner(app, 'Named Language Hall');
    const slug = await venueOf(owner);
    const spanish = await inquire(slug, { email: 'es@example.com', language: 'es' }, { 'accept-language': 'en-US' });
    expect(spanish.statusCode, spanish.body).toBe(201);
    const english = await inquire(slug, { email: 'en@example.com', language: 'en' }, { 'accept-language': 'es-MX' });
    expect(english.statusCode).toBe(201);
    expect(await languageOfLead(owner, 'es@example.com')).toBe('es');
    expect(await languageOfLead(owner, 'en@example.com')).toBe('en');
  });

  it('takes the first language of Accept-Language that VenueDesk has, by weight', async () => {
    const owner = await signUpOwner(app, 'Header Language Hall');
    const slug = await venueOf(owner);
    await inquire(slug, { email: 'mx@example.com' }, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    await inquire(slug, { email: 'fr@example.com' }, { 'accept-language': 'fr-FR, en;q=0.3, es;q=0.7' });
    await inquire(slug, { email: 'us@example.com' }, { 'accept-language': 'en-US,en;q=0.9' });
    expect(await languageOfLead(owner, 'mx@example.com')).toBe('es');
    expect(await languageOfLead(owner, 'fr@example.com')).toBe('es');
    expect(await languageOfLead(owner, 'us@example.com')).toBe('en');
  });

  it('takes the visitor’s saved choice before Accept-Language', async () => {
    const owner = await signUpOwner(app, 'Saved Language Hall');
    const slug = await venueOf(owner);
    await inquire(slug, { email: 'saved@example.com' }, { 'accept-language': 'en-US', cookie: 'venuedesk_lang=es' });
    expect(await languageOfLead(owner, 'saved@example.com')).toBe('es');
  });

  it('falls back to the venue’s default client language, then English', async () => {
    const owner = await signUpOwner(app, 'Default Language Hall');
    const slug = await venueOf(owner, { defaultClientLanguage: 'es' });
    await inquire(slug, { email: 'none@example.com' });
    await inquire(slug, { email: 'german@example.com' }, { 'accept-language': 'de-DE' });
    expect(await languageOfLead(owner, 'none@example.com')).toBe('es');
    expect(await languageOfLead(owner, 'german@example.com')).toBe('es');

    const other = await signUpOwner(app, 'English Default Hall');
    await inquire(await venueOf(other), { email: 'plain@example.com' });
    expect(await languageOfLead(other, 'plain@example.com')).toBe('en');
  });

  it('refuses a language VenueDesk does not have with 400 on the field, writing nothing', async () => {
    const owner = await signUpOwner(app, 'Refused Language Hall');
    const slug = await venueOf(owner);
    const response = await inquire(slug, { email: 'fr-only@example.com', language: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { language: ['Choose a language: en or es'] },
    });
    const rows = await app.deps.db.select().from(leads).where(eq(leads.venueId, owner.user.venueId!));
    expect(rows).toEqual([]);
  });
});

describe('the acknowledgement in the lead’s language', () => {
  it('writes VenueDesk’s default acknowledgement in Spanish for a Spanish lead: words, dates, event type, footer', async () => {
    const owner = await signUpOwner(app, 'Hacienda Sol');
    const slug = await venueOf(owner, { email: 'eventos@hacienda-sol.example', phone: '555-0199' });
    const response = await inquire(
      slug,
      { email: 'ana@example.com', name: 'Ana', preferredDate: '2031-10-04', eventType: 'Quinceañera' },
      { 'accept-language': 'es-MX' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const email = await acknowledgementTo(owner, 'ana@example.com');
    expect(email.subject).toBe('Hacienda Sol recibió su consulta');
    expect(email.text).toContain('Gracias por su consulta');
    expect(email.text).toContain('Hola, Ana:');
    expect(email.text).toContain('El sábado, 4 de octubre de 2031 estaba libre cuando llegó su consulta');
    expect(email.text).toContain('eventos@hacienda-sol.example o 555-0199');
    expect(email.text).not.toMatch(/Thank you|inquiry|Saturday|October/);
    expect(email.html).toContain('<html lang="es">');
    expect(email.html).toContain('Hacienda Sol · enviado con VenueDesk');
  });

  it('keeps English for an English lead, word for word', async () => {
    const owner = await signUpOwner(app, 'Hacienda Luna');
    const slug = await venueOf(owner);
    await inquire(
      slug,
      { email: 'sam@example.com', name: 'Sam', preferredDate: '2031-10-04' },
      { 'accept-language': 'en' },
    );
    const email = await acknowledgementTo(owner, 'sam@example.com');
    expect(email.subject).toBe('Hacienda Luna received your inquiry');
    expect(email.text).toContain('Hi Sam,');
    expect(email.text).toContain('Saturday, October 4, 2031 was open when your inquiry arrived');
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).toContain('Hacienda Luna · sent with VenueDesk');
  });

  it('sends a template the venue wrote itself in the venue’s language, never mixing two in one e-mail', async () => {
    const owner = await signUpOwner(app, 'Own Words Hall');
    const slug = await venueOf(owner);
    const automations = await app.inject({ method: 'GET', url: '/api/automations', headers: owner.auth });
    const acknowledgement = automations
      .json<{ id: number; kind: string; enabled: boolean; delayDays: number | null; reviewLink: string | null }[]>()
      .find((automation) => automation.kind === 'inquiry_acknowledgement')!;
    const { kind, enabled, delayDays, reviewLink } = acknowledgement;
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/automations/${acknowledgement.id}`,
      headers: owner.auth,
      payload: {
        kind,
        enabled,
        delayDays,
        reviewLink: reviewLink ?? '',
        subject: 'We got it, {{coupleNames}}',
        body: 'See you on {{eventDate}}.',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await inquire(slug, { email: 'eva@example.com', name: 'Eva', preferredDate: '2031-10-04', language: 'es' });
    const email = await acknowledgementTo(owner, 'eva@example.com');
    expect(email.subject).toBe('We got it, Eva');
    expect(email.text).toBe('Thank you for your inquiry\n\nSee you on Saturday, October 4, 2031.');
    expect(email.html).toContain('<html lang="en">');
  });
});

describe('language on leads and bookings', () => {
  it('gives a lead the venue’s default when staff name none, and the booking it becomes keeps the lead’s', async () => {
    const owner = await signUpOwner(app, 'Carried Language Hall');
    await venueOf(owner, { defaultClientLanguage: 'es' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: owner.auth,
      payload: { name: 'Lucía', email: 'lucia@example.com', preferredDate: '2031-11-08' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().language).toBe('es');

    const converted = await app.inject({
      method: 'POST',
      url: `/api/leads/${created.json<{ id: number }>().id}/convert`,
      headers: owner.auth,
    });
    expect(converted.statusCode, converted.body).toBe(201);
    expect(converted.json().booking.language).toBe('es');

    const booking = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: owner.auth,
      payload: {
        coupleNames: 'Ana & Luis',
        eventDate: '2031-12-06T20:00:00.000Z',
        email: 'al@example.com',
        language: 'en',
      },
    });
    expect(booking.statusCode, booking.body).toBe(201);
    expect(booking.json().language).toBe('en');
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${booking.json<{ id: number }>().id}`,
      headers: owner.auth,
      payload: { language: 'es' },
    });
    expect(edited.json().language).toBe('es');
  });
});

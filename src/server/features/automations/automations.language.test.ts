import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { automations, outbox } from '#server/db/schema.ts';
import type { Automation, AutomationInput, AutomationPreview } from '#shared/automations/automations.schemas.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { runAutomationsPass } from './index.ts';

// Decision 073: each automation e-mail goes out in its couple's language, VenueDesk's defaults in
// every language and the venue's own words in the versions it wrote.
const { app } = await createTestApp();

async function automationOf(owner: SignedIn, kind: Automation['kind']): Promise<Automation> {
  const response = await app.inject({ method: 'GET', url: '/api/automations', headers: owner.auth });
  return response.json<Automation[]>().find((automation) => automation.kind === kind)!;
}

function put(owner: SignedIn, automation: Automation, changes: Partial<AutomationInput>) {
  const { kind, enabled, delayDays, subject, body, reviewLink } = automation;
  return app.inject({
    method: 'PUT',
    url: `/api/automations/${automation.id}`,
    headers: owner.auth,
    payload: { kind, enabled, delayDays, subject, body, reviewLink, ...changes },
  });
}

function emailsTo(owner: SignedIn, to: string) {
  return app.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.venueId, owner.user.venueId!), eq(outbox.to, to)));
}

async function setClientLanguage(owner: SignedIn, language: 'en' | 'es') {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: owner.auth,
    payload: { venue: { defaultClientLanguage: language } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const ownWords = {
  subject: 'See you soon at {{venueName}}',
  body: 'Hi {{coupleNames}},\n\nYour day is {{eventDate}}.',
};
const ownSpanish = {
  subject: 'Nos vemos pronto en {{venueName}}',
  body: 'Hola, {{coupleNames}}:\n\nSu día es el {{eventDate}}.',
};

describe('a venue’s own version of an automation in another language', () => {
  it('is saved and returned, kept when left out, and removed when emptied', async () => {
    const owner = await signUpOwner(app, 'Versions Hall');
    const reminder = await automationOf(owner, 'event_reminder');
    expect(reminder.translations).toEqual({});
    const saved = await put(owner, reminder, { ...ownWords, translations: { es: ownSpanish } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Automation>().translations).toEqual({ es: ownSpanish });

    const untouched = await put(owner, saved.json(), { enabled: true });
    expect(untouched.json<Automation>().translations).toEqual({ es: ownSpanish });

    const emptied = await put(owner, saved.json(), { translations: { es: { subject: ' ', body: '' } } });
    expect(emptied.json<Automation>().translations).toEqual({});
  });

  it('is refused with 400, changing nothing, when it is half written, names an unknown field, is in the venue’s own language, or is no language we have', async () => {
    const owner = await signUpOwner(app, 'Refusing Hall');
    const reminder = await automationOf(owner, 'event_reminder');
    const cases: [unknown, string][] = [
      [{ es: { subject: 'Hola', body: '' } }, 'translations.es.body'],
      [{ es: { subject: '', body: 'Hola' } }, 'translations.es.subject'],
      [{ es: { subject: 'Hola', body: 'Hola {{nope}}' } }, 'translations.es.body'],
      [{ es: { subject: 'Hola {{', body: 'Hola' } }, 'translations.es.subject'],
      [{ en: { subject: 'Hi', body: 'Hi' } }, 'translations.en.body'],
      [{ fr: { subject: 'Salut', body: 'Salut' } }, 'translations'],
      [{ es: { subject: 'Hola\nadiós', body: 'Hola' } }, 'translations.es.subject'],
      [{ es: { subject: 'Hola', body: 'x'.repeat(5001) } }, 'translations.es.body'],
      [['es'], 'translations'],
      [{ es: 'Hola' }, 'translations.es'],
    ];
    for (const [translations, field] of cases) {
      const response = await put(owner, reminder, { translations: translations as AutomationInput['translations'] });
      expect(response.statusCode, JSON.stringify(translations)).toBe(400);
      expect(Object.keys(response.json().fieldErrors ?? {}), JSON.stringify(translations)).toContain(field);
    }
    expect(await automationOf(owner, 'event_reminder')).toEqual(reminder);
    const [row] = await app.deps.db.select().from(automations).where(eq(automations.id, reminder.id));
    expect(row!.translations).toEqual({});
  });

  it('lets the thank-you ask for the review link only with one, in any version', async () => {
    const owner = await signUpOwner(app, 'Review Hall');
    const thankYou = await automationOf(owner, 'thank_you');
    const response = await put(owner, thankYou, {
      enabled: true,
      body: 'Thank you!',
      translations: { es: { subject: 'Gracias', body: 'Reseña: {{reviewLink}}' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('reviewLink');
  });
});

describe('the preview in a couple’s language', () => {
  it('shows the version a couple who reads it would get, and says which language it is in', async () => {
    const owner = await signUpOwner(app, 'Preview Versions Hall');
    await createBooking(app, owner, { coupleNames: 'Mia & Leo', eventDate: '2031-03-15T17:00:00-07:00' });
    const reminder = await automationOf(owner, 'event_reminder');
    const preview = async (language: string, changes: Partial<AutomationInput> = {}) => {
      const { kind, enabled, delayDays, subject, body, reviewLink } = reminder;
      return app.inject({
        method: 'POST',
        url: `/api/automations/${reminder.id}/preview?language=${language}`,
        headers: owner.auth,
        payload: { kind, enabled, delayDays, subject, body, reviewLink, ...changes },
      });
    };
    const spanishDefault = (await preview('es')).json<AutomationPreview>();
    expect(spanishDefault).toMatchObject({ language: 'es', subject: 'Se acerca su Boda en Preview Versions Hall' });
    expect(spanishDefault.text).toContain(
      'El sábado, 15 de marzo de 2031, a partir de las 5:00 p.m., tendrá lugar su Boda en Preview Versions Hall.',
    );

    const spanishOwn = (
      await preview('es', { ...ownWords, translations: { es: ownSpanish } })
    ).json<AutomationPreview>();
    expect(spanishOwn).toMatchObject({ language: 'es', subject: 'Nos vemos pronto en Preview Versions Hall' });
    expect(spanishOwn.text).toContain('Su día es el sábado, 15 de marzo de 2031.');

    // No Spanish version of the venue's own words: a Spanish reader gets the English e-mail, whole.
    const fallback = (await preview('es', ownWords)).json<AutomationPreview>();
    expect(fallback).toMatchObject({ language: 'en', subject: 'See you soon at Preview Versions Hall' });
    expect(fallback.text).toContain('Your day is Saturday, March 15, 2031.');
    expect(fallback.html).toContain('Your event is coming up');
    expect(fallback.html).not.toContain('Su evento');

    expect((await preview('fr')).statusCode).toBe(400);
  });
});

describe('the automations that wait, to a couple who reads Spanish', () => {
  // 17:00 in Los Angeles on Saturday 14 June 2031; the reminder goes 14 days before.
  const eventDate = '2031-06-14T17:00:00-07:00';
  const reminderDay = new Date('2031-05-31T19:00:00Z');
  const nextDay = '2031-06-15T17:00:00-07:00';

  it('sends VenueDesk’s reminder in Spanish with Spanish dates, and English to an English couple of the same venue', async () => {
    const owner = await signUpOwner(app, 'Bilingual Hall');
    await put(owner, await automationOf(owner, 'event_reminder'), { enabled: true, delayDays: 14 });
    const booked = { status: 'booked', guestCount: 90 } as const;
    await createBooking(app, owner, { ...booked, eventDate, email: 'es@example.com', language: 'es' });
    await createBooking(app, owner, { ...booked, eventDate: nextDay, email: 'en@example.com', language: 'en' });
    await runAutomationsPass(app.deps, reminderDay);
    await runAutomationsPass(app.deps, new Date(reminderDay.getTime() + 86_400_000));

    const [spanish] = await emailsTo(owner, 'es@example.com');
    expect(spanish!.subject).toBe('Se acerca su Boda en Bilingual Hall');
    expect(spanish!.text).toContain(
      'El sábado, 14 de junio de 2031, a partir de las 5:00 p.m., tendrá lugar su Boda en Bilingual Hall.',
    );
    expect(spanish!.text).toContain('Esperamos a 90 invitados.');
    expect(spanish!.html).toContain('lang="es"');
    expect(spanish!.html).toContain('enviado con VenueDesk');

    const [english] = await emailsTo(owner, 'en@example.com');
    expect(english!.subject).toBe('Your Wedding at Bilingual Hall is coming up');
    expect(english!.text).toContain('on Sunday, June 15, 2031, starting at 5:00 PM.');
  });

  it('sends the venue’s Spanish version when it wrote one, and its English e-mail whole when not', async () => {
    const withVersion = await signUpOwner(app, 'Versioned Hall');
    await put(withVersion, await automationOf(withVersion, 'event_reminder'), {
      enabled: true,
      delayDays: 14,
      ...ownWords,
      translations: { es: ownSpanish },
    });
    await createBooking(app, withVersion, {
      eventDate,
      status: 'booked',
      email: 'versioned@example.com',
      language: 'es',
    });

    const without = await signUpOwner(app, 'English Only Hall');
    await put(without, await automationOf(without, 'event_reminder'), { enabled: true, delayDays: 14, ...ownWords });
    await createBooking(app, without, {
      eventDate,
      status: 'booked',
      email: 'english-only@example.com',
      language: 'es',
    });
    await runAutomationsPass(app.deps, reminderDay);

    const [versioned] = await emailsTo(withVersion, 'versioned@example.com');
    expect(versioned!.subject).toBe('Nos vemos pronto en Versioned Hall');
    expect(versioned!.text).toContain('Su día es el sábado, 14 de junio de 2031.');
    expect(versioned!.text).toContain('Su evento se acerca');

    const [whole] = await emailsTo(without, 'english-only@example.com');
    expect(whole!.subject).toBe('See you soon at English Only Hall');
    expect(whole!.text).toContain('Your day is Saturday, June 14, 2031.');
    expect(whole!.text).toContain('Your event is coming up');
    expect(whole!.html).not.toMatch(/Su evento|enviado con/);
    expect(whole!.html).toContain('lang="en"');
  });

  it('writes a venue’s words in Spanish for its Spanish default, to an English couple too, when it has no English version', async () => {
    const owner = await signUpOwner(app, 'Casa Hall');
    await setClientLanguage(owner, 'es');
    await put(owner, await automationOf(owner, 'event_reminder'), { enabled: true, delayDays: 14, ...ownSpanish });
    await createBooking(app, owner, { eventDate, status: 'booked', email: 'english@example.com', language: 'en' });
    await runAutomationsPass(app.deps, reminderDay);
    const [email] = await emailsTo(owner, 'english@example.com');
    expect(email!.subject).toBe('Nos vemos pronto en Casa Hall');
    expect(email!.text).toContain('Su día es el sábado, 14 de junio de 2031.');
  });

  it('sends the follow-up to a Spanish lead in Spanish', async () => {
    const owner = await signUpOwner(app, 'Follow Hall');
    await put(owner, await automationOf(owner, 'lead_follow_up'), { enabled: true, delayDays: 3 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: owner.auth,
      payload: { name: 'Lucía Gómez', email: 'lucia@example.com', source: 'website', language: 'es' },
    });
    expect(response.statusCode, response.body).toBe(201);
    await runAutomationsPass(app.deps, new Date(Date.now() + 3 * 86_400_000 + 3_600_000));
    const [email] = await emailsTo(owner, 'lucia@example.com');
    expect(email!.subject).toBe('Su consulta con Follow Hall');
    expect(email!.text).toContain('Hola, Lucía Gómez:');
  });

  it('names the venue’s own event type in Spanish where the venue gave it a Spanish name', async () => {
    const owner = await signUpOwner(app, 'Named Hall');
    const settings = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: owner.auth,
      payload: {
        eventTypes: ['Garden Ceremony'],
        venue: { clientTextTranslations: { es: { eventTypes: { 'Garden Ceremony': 'Ceremonia en el jardín' } } } },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    await put(owner, await automationOf(owner, 'event_reminder'), { enabled: true, delayDays: 14 });
    const booked = { eventDate, status: 'booked', eventType: 'Garden Ceremony' } as const;
    await createBooking(app, owner, { ...booked, email: 'jardin@example.com', language: 'es' });
    await createBooking(app, owner, { ...booked, eventDate: nextDay, email: 'garden@example.com', language: 'en' });
    await runAutomationsPass(app.deps, reminderDay);
    await runAutomationsPass(app.deps, new Date(reminderDay.getTime() + 86_400_000));
    const [spanish] = await emailsTo(owner, 'jardin@example.com');
    expect(spanish!.subject).toBe('Se acerca su Ceremonia en el jardín en Named Hall');
    const [english] = await emailsTo(owner, 'garden@example.com');
    expect(english!.subject).toBe('Your Garden Ceremony at Named Hall is coming up');
  });
});

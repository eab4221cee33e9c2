import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { venues } from '#server/db/schema.ts';
import { signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

// Decision 073: a venue's own texts for couples (description, event types' names) in the other
// languages, saved with the settings and given to the inquiry form.
const { app } = await createTestApp();

function putSettings(who: SignedIn, payload: unknown) {
  return app.inject({ method: 'PUT', url: '/api/settings', headers: who.auth, payload: payload as object });
}

async function publicVenueOf(who: SignedIn) {
  const settings = (await app.inject({ method: 'GET', url: '/api/settings', headers: who.auth })).json();
  const response = await app.inject({ method: 'GET', url: `/api/public/venues/${settings.venue.slug}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the venue’s texts in other languages', () => {
  it('are saved without blanks, given to the inquiry form, and lose the names of types taken off the list', async () => {
    const owner = await signUpOwner(app, 'Jardín Hall');
    const saved = await putSettings(owner, {
      venue: {
        description: 'A garden venue.',
        clientTextTranslations: {
          es: {
            description: '  Un jardín.  ',
            eventTypes: { Reception: 'Recepción', 'Private Party': '', 'Not A Type': 'Nada' },
          },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { es: { description: 'Un jardín.', eventTypes: { Reception: 'Recepción' } } };
    expect(saved.json().venue.clientTextTranslations).toEqual(expected);
    expect((await publicVenueOf(owner)).translations).toEqual(expected);

    // Other settings saved alone keep the versions; taking Reception off the list takes its name.
    const renamed = await putSettings(owner, { venue: { name: 'Jardín Hall II' } });
    expect(renamed.json().venue.clientTextTranslations).toEqual(expected);
    const fewer = await putSettings(owner, { eventTypes: ['Private Party'] });
    expect(fewer.json().venue.clientTextTranslations).toEqual({ es: { description: 'Un jardín.' } });

    const emptied = await putSettings(owner, { venue: { clientTextTranslations: { es: { description: '' } } } });
    expect(emptied.json().venue.clientTextTranslations).toEqual({});
  });

  it('refuses bad versions with 400, changing nothing', async () => {
    const owner = await signUpOwner(app, 'Strict Hall');
    const cases: unknown[] = [
      { fr: { description: 'Un jardin.' } },
      { es: { description: 'x'.repeat(2001) } },
      { es: { eventTypes: { Reception: 'Recepción\nmala' } } },
      { es: { eventTypes: { Reception: 'x'.repeat(101) } } },
      { es: { eventTypes: { ['x'.repeat(101)]: 'Nada' } } },
      { es: { eventTypes: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`Type ${i}`, `Tipo ${i}`])) } },
      { es: { eventTypes: ['Recepción'] } },
      { es: 'Un jardín.' },
      ['es'],
    ];
    for (const clientTextTranslations of cases) {
      const response = await putSettings(owner, { venue: { clientTextTranslations } });
      expect(response.statusCode, JSON.stringify(clientTextTranslations).slice(0, 80)).toBe(400);
    }
    const [row] = await app.deps.db.select().from(venues).where(eq(venues.id, owner.user.venueId!));
    expect(row!.clientTextTranslations).toEqual({});
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import type { InvitationPreview } from '#shared/team/team.schemas.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

// Issue #22: a couple's portal invitation is in the booking's language, whoever sends it, and
// its link opens the accept page in that language; a team invitation stays English.
const { app } = await createTestApp();

async function invite(owner: SignedIn, language: 'en' | 'es', email: string) {
  const booking = await createBooking(app, owner, {
    email,
    coupleNames: 'Ana y Luis',
    eventDate: '2031-06-14T17:00:00-07:00',
    language,
  });
  const invited = await app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/invite-client`,
    headers: owner.auth,
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const { inviteUrl } = invited.json<{ inviteUrl: string }>();
  const [mail] = await app.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.venueId, owner.user.venueId!), eq(outbox.to, email)));
  const preview = await app.inject({ method: 'GET', url: `/api/invitations/${inviteUrl.split('/').pop()!}` });
  expect(preview.statusCode, preview.body).toBe(200);
  return { inviteUrl, mail: mail!, preview: preview.json<InvitationPreview>() };
}

describe("a couple's portal invitation in the booking's language", () => {
  it('writes a Spanish booking’s invitation in Spanish, from an English session, with ?lang=es on its link', async () => {
    const owner = await signUpOwner(app, 'Salón Estrella');
    const { inviteUrl, mail, preview } = await invite(owner, 'es', 'ana.es@example.com');
    expect(mail.subject).toBe('Salón Estrella le invita a su portal de clientes');
    expect(mail.text).toContain('Hola, Ana y Luis:');
    expect(mail.text).toContain('para su evento del sábado, 14 de junio de 2031.');
    expect(mail.text).toMatch(/hasta el \d{1,2} de [a-z]+ de \d{4}\./);
    expect(mail.text).toContain(`${inviteUrl}?lang=es`);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain(`href="${inviteUrl}?lang=es"`);
    expect(mail.html).toContain('Abrir mi portal de clientes');
    for (const english of ['Hi ', 'client portal for your event', 'Open my client portal', 'The link works once']) {
      expect(mail.text).not.toContain(english);
    }
    // The accept page reads the booking's language, its last fallback.
    expect(preview).toMatchObject({ role: 'client', language: 'es' });
  });

  it('keeps an English booking’s invitation in English, its link naming English', async () => {
    const owner = await signUpOwner(app, 'English Hall');
    const { inviteUrl, mail, preview } = await invite(owner, 'en', 'ana.en@example.com');
    expect(mail.subject).toBe('English Hall invites you to your client portal');
    expect(mail.text).toContain('Hi Ana y Luis,');
    expect(mail.text).toContain('for your event on Saturday, June 14, 2031.');
    expect(mail.text).toContain(`${inviteUrl}?lang=en`);
    expect(preview.language).toBe('en');
  });

  it('gives a team invitation no language: its page stays English', async () => {
    const owner = await signUpOwner(app, 'Team Hall');
    const response = await app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: owner.auth,
      payload: { email: 'coordinator.lang@example.com', role: 'coordinator' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const token = response.json<{ inviteUrl: string }>().inviteUrl.split('/').pop()!;
    const preview = await app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(preview.json<InvitationPreview>()).toMatchObject({ role: 'coordinator', language: null });
  });
});

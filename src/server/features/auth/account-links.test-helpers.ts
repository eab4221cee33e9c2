import { randomBytes } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import type { App } from '#server/app.ts';
import { outbox } from '#server/db/schema.ts';
import type { LoginResponse } from '#shared/auth/auth.schemas.ts';
import type { SignedIn } from '#tests/factories.ts';

/** A fresh address per public call, clear of the per-address limits (tested on their own). */
export function randomAddress(): string {
  return `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
}

const pathOf = { 'verify-email': '/verify-email/', 'reset-password': '/reset-password/' } as const;
type LinkKind = keyof typeof pathOf;

/** The token of the newest e-mail to `to` carrying a link of that kind, as its mailbox would read it. */
export async function tokenFromMailbox(app: App, to: string, kind: LinkKind): Promise<string> {
  const [email] = await app.deps.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, to), like(outbox.text, `%${pathOf[kind]}%`)))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!email) throw new Error(`no ${kind} e-mail to ${to}`);
  return new RegExp(`${pathOf[kind]}([A-Za-z0-9_-]+)`).exec(email.text)![1]!;
}

export function previewLink(app: App, kind: LinkKind, token: string) {
  const base = kind === 'verify-email' ? '/api/auth/verify-email' : '/api/auth/password-reset';
  return app.inject({ method: 'GET', url: `${base}/${token}`, remoteAddress: randomAddress() });
}

/** Follows a verification or reset link with the password chosen in "this browser". */
export function followLink(app: App, kind: LinkKind, token: string, password: string) {
  return kind === 'verify-email'
    ? app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token, password },
        remoteAddress: randomAddress(),
      })
    : app.inject({
        method: 'POST',
        url: `/api/auth/password-reset/${token}`,
        payload: { password },
        remoteAddress: randomAddress(),
      });
}

export function requestReset(app: App, email: string, remoteAddress = randomAddress()) {
  return app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });
}

export function asSignedIn(body: LoginResponse): SignedIn {
  return { ...body, email: body.user.email, auth: { authorization: `Bearer ${body.token}` } };
}

/** The status a session's token gets from a signed-in call: 200 while it lives, 401 once ended. */
export async function sessionStatus(app: App, who: SignedIn): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/user/profile', headers: who.auth })).statusCode;
}

export function login(app: App, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: randomAddress(),
  });
}

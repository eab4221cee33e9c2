import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's Password Storage Cheat Sheet minimum for scrypt (N=2^17, r=8, p=1). */
export const OWASP_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * A cost 128 times lower, for tests alone (the server tests, and the browser tests' server with
 * PASSWORD_HASHING=fast, which NODE_ENV=test must accompany): they sign up and in hundreds of
 * times, and OWASP's cost takes about 0.4 s of a core each. password.test.ts checks the real one.
 */
export const TEST_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

export interface PasswordHasher {
  /** `scrypt$N$r$p$salt$hash`: each hash carries its parameters, so they can be raised later. */
  hash: (password: string) => Promise<string>;
  /** `needsRehash` is true when the stored hash was made with other parameters than today's. */
  verify: (password: string, stored: string) => Promise<{ matches: boolean; needsRehash: boolean }>;
  /** The same work as a real check, for an unknown email, so both failures take as long. */
  verifyUnknownUser: (password: string) => Promise<void>;
}

export function createPasswordHasher(params: ScryptParams = OWASP_SCRYPT_PARAMS): PasswordHasher {
  let unknownUserHash: Promise<string> | null = null;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, params);
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async function verify(password: string, stored: string) {
    const parsed = parseHash(stored);
    if (!parsed) return { matches: false, needsRehash: false };
    const actual = await derive(password, parsed.salt, parsed.params);
    const matches = actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
    const { N, r, p } = parsed.params;
    return { matches, needsRehash: N !== params.N || r !== params.r || p !== params.p };
  }

  return {
    hash,
    verify,
    verifyUnknownUser: async (password) => {
      unknownUserHash ??= hash(randomBytes(16).toString('hex'));
      await verify(password, await unknownUserHash);
    },
  };
}

function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return null;
  return {
    params: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs about 128·N·r bytes; Node's default cap (32 MiB) is below OWASP's parameters.
  const maxmem = 256 * params.N * params.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

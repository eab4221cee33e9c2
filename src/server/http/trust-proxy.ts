import { isIP } from 'node:net';

/**
 * Which hops in front of the server may say who the client is (Fastify's `trustProxy`): none,
 * the nearest N, or the listed addresses and networks. Never "every hop": with that, the
 * left-most X-Forwarded-For entry, which the client writes itself, becomes the client's address,
 * so anyone could choose the IP recorded in a signing audit trail and escape per-address limits.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges (loopback: 127.0.0.1/8 and ::1, and so on). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_TRUE_MESSAGE =
  'true would trust every hop, so a client could choose its own IP address through X-Forwarded-For. ' +
  'Give the number of proxies in front of VenueDesk (TRUST_PROXY=1 for one reverse proxy) ' +
  'or their addresses (TRUST_PROXY=10.0.0.5,10.1.0.0/16, or loopback for a proxy on this machine)';

/** Parses TRUST_PROXY; answers the problem in words when the value is refused. */
export function parseTrustProxy(raw: string): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === 'no' || value === '0') return { ok: true, value: false };
  if (value === 'true' || value === 'yes') return { ok: false, message: TRUST_PROXY_TRUE_MESSAGE };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10
      ? { ok: true, value: hops }
      : { ok: false, message: `${hops} proxies is more than any real set-up has; give 1 to 10` };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrNetwork(entry));
  if (invalid.length > 0) {
    return {
      ok: false,
      message: `not an address, a network (address/prefix) or a hop count: ${invalid.map((entry) => `"${entry}"`).join(', ')}`,
    };
  }
  return { ok: true, value: entries };
}

function isAddressOrNetwork(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's form of the setting. Fastify answers a bare hop count by trusting nothing (it cannot
 * check that the nearest hop is a proxy), so a count becomes "trust the nearest N hops", as
 * Express's `trust proxy` does: with one, the address the proxy appended is the client's.
 */
export function toFastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';

const clients = new WeakMap<StripeConfig, Stripe>();

/** One Stripe client per configuration; `apiUrl` points it at a local stand-in in tests. */
export function getStripe(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    const api = config.apiUrl ? new URL(config.apiUrl) : null;
    client = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api
        ? { host: api.hostname, port: Number(api.port), protocol: api.protocol.replace(':', '') as 'http' | 'https' }
        : {}),
    });
    clients.set(config, client);
  }
  return client;
}

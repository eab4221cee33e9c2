import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll } from 'vitest';
import type { App } from '#server/app.ts';
import type { SignedIn } from './factories.ts';

/** One request the stand-in received, as Stripe would see it. */
export interface StandInRequest {
  method: string;
  path: string;
  /** The connected account the request acted on (the Stripe-Account header). */
  account: string | undefined;
  idempotencyKey: string | undefined;
  body: URLSearchParams;
}

interface StandInIntent {
  id: string;
  object: 'payment_intent';
  client_secret: string;
  amount: number;
  amount_received: number;
  currency: string;
  status: Stripe.PaymentIntent.Status;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
  /** Not Stripe's: which account it lives on, so requests on another account cannot see it. */
  account: string | undefined;
}

interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
  failure_reason: string | null;
}

interface StandInAccount {
  id: string;
  object: 'account';
  charges_enabled: boolean;
  details_submitted: boolean;
  metadata: Record<string, string>;
}

const WEBHOOK_SECRET = 'whsec_standin_platform';
const CONNECT_WEBHOOK_SECRET = 'whsec_standin_connect';

/** Reads `metadata[key]=value` form fields, as the Stripe library sends them. */
function readMetadata(body: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of body) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

/**
 * A local stand-in for the Stripe API, for the server tests: PaymentIntents (create, retrieve,
 * cancel), refunds, connected accounts and account links, with Stripe's idempotency keys and its
 * Stripe-Account header, keeping state as Stripe does. The payer's side (a card paying, a bank
 * debit processing or failing, a refund in the Dashboard) is driven by the test, which then
 * delivers the signed events Stripe would send, in whatever order the test chooses.
 */
export async function startStripeStandIn() {
  const requests: StandInRequest[] = [];
  const intents = new Map<string, StandInIntent>();
  const refunds = new Map<string, StandInRefund>();
  const accounts = new Map<string, StandInAccount>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  /** Requests to answer with an error, by path prefix (e.g. '/v1/refunds'). */
  const failures = new Map<string, { status: number; type: string; message: string }>();
  const nextId = (prefix: string) => `${prefix}_standin_${++counter}`;

  function route(request: StandInRequest): { status: number; body: unknown } {
    const failure = [...failures].find(([prefix]) => request.path.startsWith(prefix));
    if (failure)
      return { status: failure[1].status, body: { error: { type: failure[1].type, message: failure[1].message } } };
    const { method, path, body, account } = request;
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = nextId('pi');
      const intent: StandInIntent = {
        id,
        object: 'payment_intent',
        client_secret: `${id}_secret_standin`,
        amount: Number(body.get('amount')),
        amount_received: 0,
        currency: body.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        metadata: readMetadata(body),
        last_payment_error: null,
        account,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    if (intentMatch) {
      const intent = intents.get(intentMatch[1]!);
      if (!intent || intent.account !== account) {
        return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } } };
      }
      if (intentMatch[2] && method === 'POST') {
        if (intent.status === 'succeeded' || intent.status === 'processing') {
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
              },
            },
          };
        }
        intent.status = 'canceled';
      }
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(body.get('payment_intent') ?? '');
      if (!intent || intent.account !== account || intent.status !== 'succeeded') {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'This PaymentIntent has no charge to refund.' } },
        };
      }
      const refunded = [...refunds.values()]
        .filter((refund) => refund.payment_intent === intent.id && refund.status !== 'failed')
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = body.has('amount') ? Number(body.get('amount')) : intent.amount_received - refunded;
      if (amount <= 0 || refunded + amount > intent.amount_received) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Charge has already been refunded.' } },
        };
      }
      const refund: StandInRefund = {
        id: nextId('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: standIn.refundStatus,
        metadata: readMetadata(body),
        failure_reason: null,
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const created: StandInAccount = {
        id: nextId('acct'),
        object: 'account',
        charges_enabled: false,
        details_submitted: false,
        metadata: readMetadata(body),
      };
      accounts.set(created.id, created);
      return { status: 200, body: created };
    }
    const accountMatch = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && accountMatch) {
      const found = accounts.get(accountMatch[1]!);
      return found
        ? { status: 200, body: found }
        : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such account' } } };
    }
    if (method === 'POST' && path === '/v1/account_links') {
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/${body.get('account')}`,
          created: 0,
          expires_at: 0,
        },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unknown ${method} ${path}` } } };
  }

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    incoming.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://stand-in');
      const request: StandInRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        account: incoming.headers['stripe-account'] as string | undefined,
        idempotencyKey: incoming.headers['idempotency-key'] as string | undefined,
        body: new URLSearchParams(raw),
      };
      requests.push(request);
      // Stripe answers a repeated idempotency key with the first answer, whatever the body.
      const key = request.idempotencyKey ? `${request.account ?? ''}:${request.idempotencyKey}` : null;
      const answer = (key && idempotent.get(key)) || route(request);
      if (key && answer.status < 500) idempotent.set(key, answer);
      response.statusCode = answer.status;
      response.setHeader('content-type', 'application/json');
      response.setHeader('request-id', `req_standin_${counter}`);
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const signer = new Stripe('sk_test_standin');
  let eventCounter = 0;

  function intentOf(id: string): StandInIntent {
    const intent = intents.get(id);
    if (!intent) throw new Error(`the stand-in has no PaymentIntent ${id}`);
    return intent;
  }

  const standIn = {
    /** STRIPE_* variables that point the app at this stand-in. */
    env: {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    },
    requests,
    intents,
    refunds,
    accounts,
    failures,
    /** What a new refund's status is ('succeeded' as for cards, or 'pending'). */
    refundStatus: 'succeeded',
    intent: intentOf,
    /** The payer's card went through: the intent succeeds (as Stripe.js's confirm would). */
    pay(intentId: string, amountReceived?: number) {
      const intent = intentOf(intentId);
      intent.status = 'succeeded';
      intent.amount_received = amountReceived ?? intent.amount;
      return intent;
    },
    /** A bank debit (ACH) was authorised: the intent is processing until the bank answers. */
    startBankDebit(intentId: string) {
      const intent = intentOf(intentId);
      intent.status = 'processing';
      return intent;
    },
    /** The bank refused the debit: the intent needs a payment method again. */
    failBankDebit(intentId: string, message = 'The customer’s bank account could not be debited.') {
      const intent = intentOf(intentId);
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { message };
      return intent;
    },
    /** A refund made in Stripe's Dashboard, outside VenueDesk. */
    refundInDashboard(intentId: string, amount?: number): StandInRefund {
      const intent = intentOf(intentId);
      const refund: StandInRefund = {
        id: nextId('re'),
        object: 'refund',
        amount: amount ?? intent.amount_received,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: {},
        failure_reason: null,
      };
      refunds.set(refund.id, refund);
      return refund;
    },
    /** Stripe finished reviewing a connected account: it may take payments now. */
    enableCharges(accountId: string) {
      const found = accounts.get(accountId);
      if (!found) throw new Error(`the stand-in has no account ${accountId}`);
      found.charges_enabled = true;
      found.details_submitted = true;
      return found;
    },
    /** The signed event Stripe would send for `object`; on a connected account's endpoint when given. */
    event(type: string, object: object, account?: string) {
      eventCounter += 1;
      const { account: _ignored, ...data } = object as Record<string, unknown>;
      return {
        id: `evt_standin_${eventCounter}`,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        ...(account ? { account } : {}),
        data: { object: data },
      };
    },
    /** Delivers an event to the app's webhook as Stripe does: the raw JSON, signed. */
    deliver(app: App, event: object, options: { secret?: string; signature?: string | null } = {}) {
      const payload = JSON.stringify(event);
      const account = (event as { account?: string }).account;
      const secret = options.secret ?? (account ? CONNECT_WEBHOOK_SECRET : WEBHOOK_SECRET);
      const signature =
        options.signature === undefined
          ? signer.webhooks.generateTestHeaderString({ payload, secret })
          : options.signature;
      return app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload,
        headers: {
          'content-type': 'application/json',
          ...(signature === null ? {} : { 'stripe-signature': signature }),
        },
      });
    },
    /**
     * The owner connects the venue's own Stripe account as a venue would: onboarding through
     * VenueDesk, Stripe enabling charges, and Stripe's account.updated event on the Connect endpoint.
     */
    async connectVenue(app: App, owner: SignedIn): Promise<string> {
      const started = await app.inject({
        method: 'POST',
        url: '/api/payments/setup/stripe-onboarding',
        headers: owner.auth,
      });
      if (started.statusCode !== 200) throw new Error(`onboarding failed: ${started.statusCode} ${started.body}`);
      const accountId = /setup\/(acct_[^/]+)$/.exec(started.json<{ url: string }>().url)![1]!;
      const enabled = standIn.enableCharges(accountId);
      const delivered = await standIn.deliver(app, standIn.event('account.updated', enabled, accountId));
      if (delivered.statusCode !== 200) throw new Error(`account.updated failed: ${delivered.body}`);
      return accountId;
    },
  };
  return standIn;
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

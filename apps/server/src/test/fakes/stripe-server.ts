import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripe {
  api: { host: string; port: number; protocol: 'http' };
  secretKey: string;
  webhookSecret: string;
  /** The payer pays on Stripe's page (what a test cannot click): the session completes. */
  pay(sessionId: string, method: 'card' | 'wallet'): void;
  /** How many objects each idempotent call made (a retried call makes none). */
  created: { products: number; sessions: number; refunds: number };
  close(): Promise<void>;
}

interface Session {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_method_types: string[];
  url: string | null;
  expires_at: number;
  livemode: boolean;
  success_url: string;
  cancel_url: string;
}

/**
 * A Stripe-compatible API on a loopback port, for the Stripe driver's tests: the official SDK is
 * pointed at it (host, port, protocol). It does what the driver calls — products with a default
 * price, Checkout Sessions (create, retrieve, expire), refunds — with Stripe's idempotency keys,
 * form-encoded bodies and error shape, and checks the secret key on every request.
 */
export async function startFakeStripe({ live = false }: { live?: boolean } = {}): Promise<FakeStripe> {
  // A live key's objects are live mode, a test key's test mode, as at Stripe.
  const secretKey = `sk_${live ? 'live' : 'test'}_${randomBytes(12).toString('hex')}`;
  const prices = new Map<string, { unit_amount: number; currency: string }>();
  const sessions = new Map<string, Session>();
  const refunds = new Map<string, { id: string; amount: number; payment_intent: string }>();
  const idempotent = new Map<string, unknown>();
  const created = { products: 0, sessions: 0, refunds: 0 };

  const handle = (method: string, path: string, form: URLSearchParams): [number, unknown] => {
    if (method === 'POST' && path === '/v1/products') {
      created.products += 1;
      const priceId = newId('price');
      prices.set(priceId, {
        unit_amount: Number(form.get('default_price_data[unit_amount]')),
        currency: form.get('default_price_data[currency]') ?? 'usd',
      });
      return [200, { id: newId('prod'), object: 'product', name: form.get('name'), default_price: priceId }];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const price = prices.get(form.get('line_items[0][price]') ?? '');
      if (!price) return invalid('No such price');
      created.sessions += 1;
      const id = newId('cs_test');
      const session: Session = {
        id,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: price.unit_amount * Number(form.get('line_items[0][quantity]') ?? 1),
        currency: price.currency,
        metadata: bracketed(form, 'metadata'),
        payment_intent: null,
        payment_method_types: ['card'],
        url: `https://checkout.stripe.test/c/pay/${id}`,
        expires_at: Number(form.get('expires_at')),
        livemode: live,
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
      };
      sessions.set(id, session);
      return [200, session];
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(path);
    if (sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      if (!session)
        return [404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } }];
      if (method === 'GET') return [200, session];
      if (session.status !== 'open')
        return invalid('Only Checkout Sessions with a status of `open` can be expired.');
      session.status = 'expired';
      session.url = null;
      return [200, session];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paymentIntent = form.get('payment_intent') ?? '';
      const paid = [...sessions.values()].find((session) => session.payment_intent === paymentIntent);
      if (!paid) return invalid('No such payment_intent');
      created.refunds += 1;
      const refund = {
        id: newId('re'),
        object: 'refund',
        amount: Number(form.get('amount') ?? paid.amount_total),
        payment_intent: paymentIntent,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      return [200, refund];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        response.end(JSON.stringify(payload));
      };
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const url = new URL(request.url ?? '/', 'http://fake');
      const key = request.headers['idempotency-key'];
      const cacheKey = typeof key === 'string' ? `${request.method} ${url.pathname} ${key}` : null;
      if (cacheKey && idempotent.has(cacheKey)) return reply(200, idempotent.get(cacheKey));
      const [status, payload] = handle(request.method ?? 'GET', url.pathname, new URLSearchParams(body));
      if (cacheKey && status === 200) idempotent.set(cacheKey, structuredClone(payload));
      return reply(status, payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    secretKey,
    webhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
    created,
    pay(sessionId, method) {
      const session = sessions.get(sessionId);
      if (!session || session.status !== 'open') throw new Error(`session ${sessionId} is not open`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: newId('pi'),
        payment_method_types: [method === 'wallet' ? 'paypal' : 'card'],
        url: null,
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function invalid(message: string): [number, unknown] {
  return [400, { error: { type: 'invalid_request_error', message } }];
}

/** `metadata[key]=value` pairs of a form-encoded body. */
function bracketed(form: URLSearchParams, name: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = new RegExp(`^${name}\\[(\\w+)\\]$`).exec(key);
    if (match) entries[match[1]!] = value;
  }
  return entries;
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

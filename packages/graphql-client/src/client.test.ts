import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createGatewayClient, operationKind, resolveGatewayUrl, retryAfterOf, type Document } from './client';
import { GatewayError } from './errors';

const query = 'query Q($id: ID!) { thing(id: $id) { id } }' as unknown as Document<{ thing: { id: string } }, { id: string }>;
const mutation = 'mutation M { doIt }' as unknown as Document<{ doIt: boolean }, Record<string, never>>;
/** A document object (codegen's TypedDocumentString is one): its text, and `__meta__` where a test adds it. */
const doc = (text: string) => ({ toString: () => text }) as unknown as Document<any, any>;
const json = (body: unknown, status = 200, type = 'application/graphql-response+json') => new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

function harness(responses: Array<Response | Error>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  const sleeps: number[] = [];
  const client = createGatewayClient({
    url: '/api/gateway/',
    fetch: fetch as unknown as typeof globalThis.fetch,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
  });
  return { client, calls, sleeps };
}

describe('addresses', () => {
  it('prefixes the server host on the server and keeps absolute URLs', () => {
    expect(resolveGatewayUrl('/api/gateway/', 'http://127.0.0.1:4000/')).toBe('http://127.0.0.1:4000/api/gateway/');
    expect(resolveGatewayUrl('/api/gateway/')).toBe('/api/gateway/');
    expect(resolveGatewayUrl('https://gw.example/api/gateway/', 'http://x')).toBe('https://gw.example/api/gateway/');
  });
});

describe('operation kind', () => {
  it('finds the keyword after descriptions, comments and fragments (a described mutation is POSTed)', () => {
    expect(operationKind('"The shopper back from the provider."\nmutation CompletePayment($p: ID!) { completePayment(paymentId: $p) { __typename } }')).toBe('mutation');
    expect(operationKind('"""\nLong "quoted" text\n"""\nmutation M { m }')).toBe('mutation');
    expect(operationKind('# note\nfragment F on Order {\n  number\n}\nmutation M { m { ...F } }')).toBe('mutation');
    expect(operationKind('"A query."\nquery Q($s: String = "mutation") { q(s: $s) }')).toBe('query');
    expect(operationKind('{ me { email } }')).toBe('query');
  });
});

describe('transport', () => {
  it('sends short queries by GET with query and variables in the URL', async () => {
    const { client, calls } = harness([json({ data: { thing: { id: '1' } } })]);
    await expect(client.request(query, { id: '1' })).resolves.toEqual({ thing: { id: '1' } });
    expect(calls[0]!.init.method).toBe('GET');
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/gateway/');
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ id: '1' });
    expect(String((calls[0]!.init.headers as Record<string, string>).accept)).toContain('multipart/mixed');
  });
  it('falls back to POST when the URL would reach 2047 characters', async () => {
    const { client, calls } = harness([json({ data: { thing: { id: 'x' } } })]);
    await client.request(query, { id: 'x'.repeat(2100) });
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body)).variables.id).toHaveLength(2100);
  });
  it('POSTs mutations and sends the x-ec-token and idempotency key when given', async () => {
    const fetch = vi.fn(async () => json({ data: { doIt: true } }));
    const client = createGatewayClient({ fetch: fetch as never, ecToken: 'tok' });
    await client.request(mutation, {}, { idempotencyKey: 'k1' });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'x-ec-token': 'tok', 'idempotency-key': 'k1' });
  });
  it('asks `sign` per attempt for headers over the request as it is sent (method, path and query, body, idempotency key)', async () => {
    const { client, calls } = harness([json({ data: { thing: { id: '1' } } }), new TypeError('reset'), json({ data: { doIt: true } })]);
    const seen: unknown[] = [];
    const sign = (request: unknown) => {
      seen.push(request);
      return { 'x-signature': `sig-${seen.length}` };
    };
    await client.request(query, { id: '1' }, { sign });
    const get = new URL(calls[0]!.url, 'http://x');
    expect(seen[0]).toEqual({ method: 'GET', path: `${get.pathname}${get.search}`, body: undefined, idempotencyKey: undefined });
    expect((calls[0]!.init.headers as Record<string, string>)['x-signature']).toBe('sig-1');
    await client.request(mutation, {}, { sign, idempotencyKey: 'key-1' });
    // The retry is signed again (a fresh time), over the same body and key.
    expect(seen.slice(1)).toEqual([
      { method: 'POST', path: '/api/gateway/', body: calls[1]!.init.body, idempotencyKey: 'key-1' },
      { method: 'POST', path: '/api/gateway/', body: calls[2]!.init.body, idempotencyKey: 'key-1' },
    ]);
    expect((calls[2]!.init.headers as Record<string, string>)['x-signature']).toBe('sig-3');
  });
});

describe('errors (spec §8)', () => {
  it('turns GraphQL errors into one "[GraphQL]" error with the code', async () => {
    const { client } = harness([json({ errors: [{ message: 'bad locale', extensions: { code: 'BAD_USER_INPUT' } }] })]);
    const error = await client.request(query, { id: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as Error).message).toBe('[GraphQL] bad locale');
    expect((error as GatewayError).code).toBe('BAD_USER_INPUT');
  });
  it('turns transport failures into "[Network]" errors', async () => {
    const { client } = harness([new TypeError('fetch failed'), new TypeError('fetch failed'), new TypeError('fetch failed')]);
    await expect(client.request(query, { id: '1' })).rejects.toThrow(/^\[Network\] fetch failed$/);
  });
  it('says "No Content" when there is neither data nor errors', async () => {
    const { client } = harness([json({})]);
    await expect(client.request(query, { id: '1' })).rejects.toThrow(/^No Content$/);
  });
  it('treats an unreadable 502 answer as a network error and retries', async () => {
    const { client } = harness([new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } }), json({ data: { thing: { id: '1' } } })]);
    await expect(client.request(query, { id: '1' })).resolves.toEqual({ thing: { id: '1' } });
  });
});

describe('retries', () => {
  it('retries queries on network errors with exponential backoff and jitter', async () => {
    const { client, sleeps } = harness([new TypeError('down'), json({}, 503, 'application/json'), json({ data: { thing: { id: '1' } } })]);
    await expect(client.request(query, { id: '1' })).resolves.toEqual({ thing: { id: '1' } });
    // random() = 0.5: half the ceiling plus a quarter of it.
    expect(sleeps).toEqual([225, 450]);
  });
  it('gives every mutation its own Idempotency-Key, kept across its retries, so a retried write runs once', async () => {
    const { client, calls } = harness([new TypeError('down'), json({ data: { doIt: true } }), json({ data: { doIt: true } })]);
    await expect(client.request(mutation, {})).resolves.toEqual({ doIt: true });
    const keys = calls.map((c) => (c.init.headers as Record<string, string>)['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // The next write is another request: another key. Queries carry none.
    await client.request(mutation, {});
    expect((calls[2]!.init.headers as Record<string, string>)['idempotency-key']).not.toBe(keys[0]);
  });
  it('never retries a mutation without an idempotency key (autoIdempotencyKey off)', async () => {
    const calls: unknown[] = [];
    const fetch = vi.fn(async () => {
      calls.push(1);
      throw new TypeError('down');
    });
    const client = createGatewayClient({ url: '/api/gateway/', fetch: fetch as never, autoIdempotencyKey: false, sleep: async () => undefined });
    await expect(client.request(mutation, {})).rejects.toThrow(/\[Network\]/);
    expect(calls).toHaveLength(1);
  });
  it('asks again when the gateway still runs the first request with the key (409), and gets its answer', async () => {
    const busy = json({ errors: [{ message: 'still running', extensions: { code: 'IDEMPOTENCY_KEY_IN_USE' } }] }, 409);
    const { client, calls } = harness([busy, json({ data: { doIt: true } })]);
    await expect(client.request(mutation, {}, { idempotencyKey: 'attempt-0001' })).resolves.toEqual({ doIt: true });
    expect(calls).toHaveLength(2);
    // A query is never answered 409; a refusal of another kind is not retried.
    const { client: other, calls: once } = harness([json({ errors: [{ message: 'reused', extensions: { code: 'IDEMPOTENCY_KEY_REUSED' } }] }, 422)]);
    await expect(other.request(mutation, {}, { idempotencyKey: 'attempt-0002' })).rejects.toThrow('reused');
    expect(once).toHaveLength(1);
  });
  it('retries a mutation that carries an idempotency key', async () => {
    const { client, calls } = harness([new TypeError('down'), json({ data: { doIt: true } })]);
    await expect(client.request(mutation, {}, { idempotencyKey: 'k' })).resolves.toEqual({ doIt: true });
    expect(calls).toHaveLength(2);
  });
  it('does not retry GraphQL errors or client errors', async () => {
    const { client, calls } = harness([json({ errors: [{ message: 'no' }] }, 400)]);
    await expect(client.request(query, { id: '1' })).rejects.toThrow('[GraphQL] no');
    expect(calls).toHaveLength(1);
  });
  it('keeps every delay within [ceiling/2, ceiling] and under the cap (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.double({ min: 0, max: 0.999, noNaN: true }), fc.integer({ min: 0, max: 6 }), async (r, retries) => {
        const sleeps: number[] = [];
        const client = createGatewayClient({
          fetch: (async () => {
            throw new TypeError('down');
          }) as never,
          sleep: async (ms) => void sleeps.push(ms),
          random: () => r,
          retry: { retries, baseDelayMs: 300, maxDelayMs: 5000 },
        });
        await client.request(query, { id: '1' }).catch(() => undefined);
        expect(sleeps).toHaveLength(retries);
        sleeps.forEach((ms, n) => {
          const ceiling = Math.min(5000, 300 * 2 ** n);
          expect(ms).toBeGreaterThanOrEqual(Math.floor(ceiling / 2));
          expect(ms).toBeLessThanOrEqual(ceiling);
        });
      }),
    );
  });
  it('gives up after the timeout', async () => {
    const client = createGatewayClient({
      timeoutMs: 5,
      retry: { retries: 0 },
      fetch: ((_: string, init: RequestInit) => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as never,
    });
    await expect(client.request(query, { id: '1' })).rejects.toThrow(/\[Network\] timed out after 5 ms/);
  });
});

describe('incremental delivery', () => {
  it('merges multipart/mixed parts (@defer)', async () => {
    const body = [
      '',
      '---',
      'content-type: application/json; charset=utf-8',
      '',
      JSON.stringify({ data: { thing: { id: '1' } }, hasNext: true }),
      '---',
      'content-type: application/json; charset=utf-8',
      '',
      JSON.stringify({ incremental: [{ path: ['thing'], data: { name: 'Sofa' } }], hasNext: false }),
      '-----',
    ].join('\r\n');
    const { client } = harness([new Response(body, { headers: { 'content-type': 'multipart/mixed; boundary="-"' } })]);
    await expect(client.request(query, { id: '1' })).resolves.toEqual({ thing: { id: '1', name: 'Sofa' } });
  });
  it('merges text/event-stream events (@stream)', async () => {
    const events = [
      `event: next\ndata: ${JSON.stringify({ data: { list: [1] }, hasNext: true })}\n\n`,
      `event: next\ndata: ${JSON.stringify({ incremental: [{ path: ['list'], items: [2, 3] }], hasNext: false })}\n\n`,
      'event: complete\ndata:\n\n',
    ].join('');
    const { client } = harness([new Response(events, { headers: { 'content-type': 'text/event-stream' } })]);
    await expect(client.request(query as never, { id: '1' })).resolves.toEqual({ list: [1, 2, 3] });
  });
});

describe('browserGatewayClient', () => {
  it('is one client per page', async () => {
    const { browserGatewayClient } = await import('./client');
    expect(browserGatewayClient()).toBe(browserGatewayClient());
  });
});

describe('rate limits and persisted documents', () => {
  it('waits at least the Retry-After of a 429 before the next attempt, and gives up when it is too far off', async () => {
    const waits: number[] = [];
    let calls = 0;
    const fetchImpl = (async () => {
      calls++;
      if (calls === 1)
        return new Response(JSON.stringify({ errors: [{ message: 'slow down', extensions: { code: 'RATE_LIMITED' } }] }), {
          status: 429,
          headers: { 'retry-after': '3', 'content-type': 'application/json' },
        });
      return new Response(JSON.stringify({ data: { ok: true } }), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const client = createGatewayClient({ fetch: fetchImpl, sleep: async (ms) => void waits.push(ms), random: () => 0, retry: { baseDelayMs: 100, maxDelayMs: 5000 } });
    expect(await client.request(doc('query Q { ok }'), {})).toEqual({ ok: true });
    expect(waits).toEqual([3000]);
    const far = createGatewayClient({
      fetch: (async () => new Response('{}', { status: 429, headers: { 'retry-after': '60' } })) as typeof fetch,
      sleep: async () => undefined,
    });
    await expect(far.request(doc('query Q { ok }'), {})).rejects.toMatchObject({ details: { status: 429, retryAfterMs: 60_000 } });
  });

  it('sends a persisted document by its id, not its text', async () => {
    const seen: string[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      seen.push(init.method === 'GET' ? url : String(init.body));
      return new Response(JSON.stringify({ data: { ok: true } }), { headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    const hash = `sha256:${'a'.repeat(64)}`;
    const persisted = Object.assign(doc('query Q { ok }'), { __meta__: { hash } });
    const client = createGatewayClient({ fetch: fetchImpl });
    await client.request(persisted, {});
    await client.request(Object.assign(doc('mutation M { ok }'), { __meta__: { hash } }), {});
    expect(seen[0]).toContain(`documentId=${encodeURIComponent(hash)}`);
    expect(seen[0]).not.toContain('query=');
    expect(JSON.parse(seen[1]!)).toEqual({ documentId: hash, variables: {} });
    expect(retryAfterOf('7')).toBe(7000);
    expect(retryAfterOf(new Date(Date.now() + 5000).toUTCString(), Date.now())).toBeGreaterThan(3000);
    expect(retryAfterOf('soon')).toBeUndefined();
  });
});

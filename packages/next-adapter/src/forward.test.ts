import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseTenant } from '@vitrine/tenant-base';
import { SIGNATURE_HEADER, signVisitorId, verifyRequest } from '@vitrine/session/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayHandlers, MAX_FORWARDED_BODY } from './forward';

const VISITOR_SECRET = 'test-visitor-secret-0123456789abcdef';
const GATEWAY_SECRET = 'test-gateway-secret-0123456789abcdef';
process.env.VITRINE_VISITOR_SECRET = VISITOR_SECRET;
process.env.VITRINE_GATEWAY_SECRET = GATEWAY_SECRET;

// A stand-in gateway that records what reaches it and answers with CORS headers and a cookie of its own.
let seen: { method: string; headers: IncomingHttpHeaders; body: string }[] = [];
const upstream = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    seen.push({ method: req.method ?? '', headers: req.headers, body });
    res.writeHead(200, {
      'content-type': 'application/json',
      'access-control-allow-origin': 'https://evil.example',
      'access-control-allow-credentials': 'true',
      'set-cookie': 'x=1',
    });
    res.end('{"data":{"ok":true}}');
  });
});
beforeAll(async () => {
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  process.env.GATEWAY_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => upstream.close(() => r())));

const { api } = createGatewayHandlers(baseTenant);
const SHOP = 'http://localhost:3000/api/gateway/';

describe('the forwarder', () => {
  it('refuses a cross-site write (403) by Sec-Fetch-Site and by Origin, before the gateway sees it', async () => {
    seen = [];
    const body = JSON.stringify({ query: 'mutation { addToBasket(variantSku: "1") { __typename } }' });
    const bySite = await api(new Request(SHOP, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, body }));
    const byOrigin = await api(new Request(SHOP, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body }));
    expect([bySite.status, byOrigin.status]).toEqual([403, 403]);
    expect(seen).toEqual([]);
    const own = await api(
      new Request(SHOP, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }, body }),
    );
    expect(own.status).toBe(200);
  });

  it('answers 413 above 64 KiB, declared or streamed', async () => {
    seen = [];
    const big = 'x'.repeat(MAX_FORWARDED_BODY + 1);
    expect((await api(new Request(SHOP, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big }))).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 70; i++) controller.enqueue(new TextEncoder().encode('y'.repeat(1024)));
        controller.close();
      },
    });
    expect((await api(new Request(SHOP, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit))).status).toBe(413);
    expect(seen).toEqual([]);
  });

  it('passes only the allow-listed headers, signs the identity, and strips CORS and cookies from the answer', async () => {
    seen = [];
    const id = '0123456789abcdef';
    const answer = await api(
      new Request(SHOP, {
        headers: {
          cookie: `vt_visitor=${signVisitorId(id, VISITOR_SECRET)}; session=secret`,
          authorization: 'Bearer stolen',
          'x-forwarded-for': '203.0.113.66',
          'x-vitrine-visitor': 'someone-else',
          'x-vitrine-tenant': 'vitrine-nl',
          accept: 'application/json',
          'idempotency-key': 'key-1234-5678',
        },
      }),
    );
    expect(answer.status).toBe(200);
    expect([...answer.headers.keys()].filter((h) => h.startsWith('access-control-') || h === 'set-cookie')).toEqual([]);
    expect(seen).toHaveLength(1);
    const { headers } = seen[0]!;
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-forwarded-for']).toBeUndefined();
    expect(headers['x-vitrine-visitor']).toBe(id);
    expect(headers['x-vitrine-tenant']).toBe(baseTenant.key);
    expect(headers['idempotency-key']).toBe('key-1234-5678');
    const identity = { tenant: baseTenant.key, visitor: id, clientIp: headers['x-vitrine-client-ip'] as string | undefined };
    const request = { method: 'GET', path: '/api/gateway/', idempotencyKey: 'key-1234-5678' };
    const verify = (sent: typeof request) => verifyRequest(headers[SIGNATURE_HEADER] as string, identity, sent, GATEWAY_SECRET, Date.now() / 1000);
    expect(verify(request)).toEqual({ ok: true, key: 'k1' });
    // Bound to this request: another path, method or key is not what the shop vouched for.
    expect(verify({ ...request, path: '/api/gateway/?documentId=x' }).ok).toBe(false);
    expect(verify({ ...request, method: 'POST' }).ok).toBe(false);
    expect(verify({ ...request, idempotencyKey: 'key-other' }).ok).toBe(false);
  });

  it('gives a request with a forged cookie a new, signed visitor id, private to that answer', async () => {
    const answer = await api(new Request(SHOP, { headers: { cookie: `vt_visitor=0123456789abcdef.${'A'.repeat(43)}` } }));
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^vt_visitor=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43};/);
    expect(cookie).not.toContain('0123456789abcdef');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('the one-click unsubscribe (RFC 8058)', () => {
  const { oneClickUnsubscribe } = createGatewayHandlers(baseTenant);
  const URL_ = 'http://localhost:3000/api/mailings/unsubscribe?s=abc.def';
  const post = (body: string, headers: Record<string, string> = {}) =>
    oneClickUnsubscribe(new Request(URL_, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body }));

  it('takes the one-click body from another origin, forwarding only the signed `s` under the shop’s own signature', async () => {
    seen = [];
    const answer = await post('List-Unsubscribe=One-Click', { origin: 'https://mail.example.net', cookie: 'vt_session=x' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('Unsubscribed.');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.body).toBe('');
    expect(seen[0]!.headers.cookie).toBeUndefined();
    expect(seen[0]!.headers['x-vitrine-visitor']).toBeUndefined();
    expect(seen[0]!.headers[SIGNATURE_HEADER]).toMatch(/^k=/);
  });

  it('refuses any other body before the gateway sees it', async () => {
    seen = [];
    expect((await post('List-Unsubscribe=Two-Clicks')).status).toBe(400);
    expect((await post('x'.repeat(2000))).status).toBe(400);
    expect(seen).toEqual([]);
  });
});

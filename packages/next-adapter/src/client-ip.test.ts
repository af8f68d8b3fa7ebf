import { createServer } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientIpOf, installRequestStamp, PEER_HEADER } from './client-ip';
import { ROUTED_HEADER } from './routed';
import { onLoopback } from './test-server';

describe('every request stamped before the framework sees it', () => {
  const policy = "default-src 'self'; script-src 'nonce-c3RhYmxl' 'strict-dynamic'";
  let seenByFramework = 0;
  const server = createServer((req, res) => {
    seenByFramework += 1;
    if (req.url?.endsWith('?gross')) {
      // A page from the framework's cache: large, for any shared cache to keep a while.
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 's-maxage=60');
      res.end(`<!DOCTYPE html><p>${req.url} ${'Sommerkleid 49,95 € '.repeat(1000)}</p>`);
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        peer: req.headers[PEER_HEADER],
        csp: req.headers['content-security-policy'],
        reportOnly: req.headers['content-security-policy-report-only'] ?? null,
        url: req.url,
        routed: req.headers[ROUTED_HEADER] ?? null,
      }),
    );
  });
  beforeAll(async () => {
    await installRequestStamp({
      pagePolicy: policy,
      locales: { defaultLocale: 'de-CH', locales: ['de-CH', 'fr-CH'] },
      cachedPaths: [
        {
          screen: 'product',
          locale: 'fr-CH',
          source: '/fr/p/:slug([^/.%][^/]*)-:sku([A-Za-z0-9]+)',
          destination: '/fr-CH/product/:slug/:sku',
          regex: 'fr/p/[^/.%][^/]*-[A-Za-z0-9]+$',
        },
      ],
    });
  });
  const loopback = onLoopback(server);
  const url = (): string => `${loopback.url()}/`;

  it('with the connection’s address and the cached pages’ policy, over whatever the client sent', async () => {
    const answer = await fetch(url(), {
      headers: { [PEER_HEADER]: '203.0.113.9', 'content-security-policy': "script-src 'nonce-chosen'", 'content-security-policy-report-only': "script-src 'nonce-chosen'" },
    });
    const seen = (await answer.json()) as { peer: string; csp: string; reportOnly: string | null };
    expect(seen).toEqual({ peer: '127.0.0.1', csp: policy, reportOnly: null, url: '/', routed: null });
    // The answer carries the same policy unless a later layer (the proxy, next.config) replaces it.
    expect(answer.headers.get('content-security-policy')).toBe(policy);
    expect(clientIpOf(new Headers({ [PEER_HEADER]: seen.peer, 'x-forwarded-for': '198.51.100.1' }))).toBe('127.0.0.1');
  });

  it('routes a returning shopper’s cached page to its route, with its headers; a client’s own mark is dropped', async () => {
    const path = `${url()}fr/p/robe-d-ete-100003?couleur=rouge`;
    const returning = await fetch(path, { headers: { cookie: 'vt_visitor=abc.def' } });
    expect(await returning.json()).toMatchObject({ url: '/fr-CH/product/robe-d-ete/100003?couleur=rouge', routed: '1' });
    expect(returning.headers.get('content-language')).toBe('fr-CH');
    expect(returning.headers.get('x-content-type-options')).toBe('nosniff');
    // A first visit goes through as it came (to the proxy), and no client marks a request as routed.
    const first = await fetch(path, { headers: { [ROUTED_HEADER]: '1' } });
    expect(await first.json()).toMatchObject({ url: '/fr/p/robe-d-ete-100003?couleur=rouge', routed: null });
    expect(first.headers.get('content-language')).toBeNull();
    const internal = await fetch(`${url()}fr-CH/product/robe-d-ete/100003`, { headers: { cookie: 'vt_visitor=abc.def', [ROUTED_HEADER]: '1' } });
    expect(await internal.json()).toMatchObject({ url: '/fr-CH/product/robe-d-ete/100003', routed: null });
  });

  it('answers a returning shopper’s cached page again for a second without the framework; never a first visit', async () => {
    const path = `${url()}fr/p/robe-d-ete-100003?gross`;
    const before = seenByFramework;
    const first = await (await fetch(path, { headers: { cookie: 'vt_visitor=abc.def' } })).text();
    const again = await fetch(path, { headers: { cookie: 'vt_visitor=abc.def' } });
    expect(seenByFramework - before).toBe(1);
    expect(await again.text()).toBe(first);
    expect(first).toContain('/fr-CH/product/robe-d-ete/100003?gross');
    expect(again.headers.get('content-language')).toBe('fr-CH');
    expect(again.headers.get('content-security-policy')).toBe(policy);
    // A first visit asks the framework (the proxy) each time: it is not the page of everyone.
    await fetch(path);
    await fetch(path);
    expect(seenByFramework - before).toBe(3);
  });
});

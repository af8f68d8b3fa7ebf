import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIpOf, installRequestStamp, PEER_HEADER } from './client-ip';

describe('every request stamped before the framework sees it', () => {
  const policy = "default-src 'self'; script-src 'nonce-c3RhYmxl' 'strict-dynamic'";
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({ peer: req.headers[PEER_HEADER], csp: req.headers['content-security-policy'], reportOnly: req.headers['content-security-policy-report-only'] ?? null }),
    );
  });
  let url = '';
  beforeAll(async () => {
    await installRequestStamp({ pagePolicy: policy });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('with the connection’s address and the cached pages’ policy, over whatever the client sent', async () => {
    const answer = await fetch(url, {
      headers: { [PEER_HEADER]: '203.0.113.9', 'content-security-policy': "script-src 'nonce-chosen'", 'content-security-policy-report-only': "script-src 'nonce-chosen'" },
    });
    const seen = (await answer.json()) as { peer: string; csp: string; reportOnly: string | null };
    expect(seen).toEqual({ peer: '127.0.0.1', csp: policy, reportOnly: null });
    // The answer carries the same policy unless a later layer (the proxy, next.config) replaces it.
    expect(answer.headers.get('content-security-policy')).toBe(policy);
    expect(clientIpOf(new Headers({ [PEER_HEADER]: seen.peer, 'x-forwarded-for': '198.51.100.1' }))).toBe('127.0.0.1');
  });
});

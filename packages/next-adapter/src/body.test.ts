import { describe, expect, it } from 'vitest';
import { readTextCapped } from './body';
import { createRevalidateHandler } from './revalidate';
import { createVitalsHandler } from './vitals';
import { createCspReportHandler } from './csp-report';
import { createConsentHandler } from './consent-route';

/** A chunked body (no Content-Length) that would go on for ever: how many chunks the reader pulled. */
function endless(chunk = 'x'.repeat(1024)) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      seen.pulled++;
      controller.enqueue(new TextEncoder().encode(chunk));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  const request = new Request('http://127.0.0.1:3000/api/x', {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
  } as RequestInit);
  return { request, seen };
}

describe('bodies read up to a cap while they arrive', () => {
  it('reads a body within the cap, and refuses a declared length over it before reading', async () => {
    expect(await readTextCapped(new Request('http://x/', { method: 'POST', body: '{"a":1}' }), 16)).toBe('{"a":1}');
    expect(await readTextCapped(new Request('http://x/', { method: 'POST', body: 'x'.repeat(17) }), 16)).toBe('too-large');
  });

  it('cuts a chunked body without Content-Length off at the cap and cancels its stream', async () => {
    const { request, seen } = endless();
    expect(await readTextCapped(request, 8 * 1024)).toBe('too-large');
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThanOrEqual(12);
  });

  it('on every shop route that reads a body: the revalidation word, vitals, CSP reports, the consent form', async () => {
    const handlers = [
      createRevalidateHandler({ gatewaySecret: () => 's'.repeat(32) }),
      createVitalsHandler({ key: 'base' }),
      createCspReportHandler({ key: 'base' }),
      createConsentHandler(),
    ];
    for (const handler of handlers) {
      const { request, seen } = endless();
      expect((await handler(request)).status).toBe(413);
      expect(seen.cancelled).toBe(true);
      expect(seen.pulled).toBeLessThanOrEqual(20);
    }
  });
});

import type { TenantConfig } from '@vitrine/tenant-config';
import { parseVitalsPayload } from '@vitrine/vitals';
import { readTextCapped } from './body';
import { clientIpOf } from './client-ip';
import { isSameOrigin } from './forward';
import { gatewayRequest } from './gateway-client';

/** A report is a few hundred bytes. */
const MAX_REPORT_BYTES = 4096;

const answer = (status: number) => new Response(null, { status, headers: { 'cache-control': 'no-store' } });

/**
 * `POST /api/vitals` of a tenant's app (spec §7): a web-vitals report by beacon (text/plain, as
 * `sendBeacon` sends a string) or by fetch (JSON), from the shop's own pages only, checked with
 * @vitrine/vitals' rule and passed to the gateway with the shopper's address (its rate limit).
 */
export function createVitalsHandler(tenant: Pick<TenantConfig, 'key'>) {
  return async function vitals(request: Request): Promise<Response> {
    if (!isSameOrigin(request)) return answer(403);
    const text = await readTextCapped(request, MAX_REPORT_BYTES);
    if (text === 'too-large') return answer(413);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return answer(400);
    }
    const metric = parseVitalsPayload(body);
    if (!metric) return answer(400);
    const sent = JSON.stringify(metric);
    const { url, headers } = gatewayRequest(tenant, '/api/vitals', { clientIp: clientIpOf(request.headers) }, { method: 'POST', body: sent });
    try {
      const upstream = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: sent,
        signal: AbortSignal.timeout(5000),
      });
      return answer(upstream.status === 204 ? 204 : upstream.status === 429 ? 429 : 502);
    } catch {
      return answer(502);
    }
  };
}

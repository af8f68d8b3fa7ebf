import { HeaderCountsDocument } from '@vitrine/graphql-client';
import { clientIpOf, visitorGateway, visitorOf } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';

/** What the header's island shows: pieces in the basket (the wishlist's count joins with the wishlist). */
export interface HeaderCounts {
  basket: number;
}

/**
 * `GET /api/session/counts`: the header's counts for this visitor, never cached. A visitor without
 * the shop's cookie has an empty basket: the gateway is not asked and no cookie is set.
 */
export function createSessionHandlers(tenant: TenantConfig) {
  async function counts(request: Request): Promise<Response> {
    const visitor = visitorOf(request);
    const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' };
    if (visitor.fresh) return new Response(JSON.stringify({ basket: 0 } satisfies HeaderCounts), { headers });
    try {
      const { basket } = await visitorGateway(tenant, visitor.id, clientIpOf(request.headers)).request(HeaderCountsDocument, {}, { init: { cache: 'no-store' } });
      return new Response(JSON.stringify({ basket: basket.count } satisfies HeaderCounts), { headers });
    } catch {
      return new Response(JSON.stringify({ error: 'counts unavailable' }), { status: 502, headers });
    }
  }
  return { counts };
}

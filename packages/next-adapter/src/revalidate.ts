import { isProductCacheTag } from '@vitrine/catalog-rules';
import { REVALIDATE_HEADER, REVALIDATE_MAX_TAGS, verifyRevalidation } from '@vitrine/session/server';
import { revalidateTag } from 'next/cache';
import { readTextCapped } from './body';
import { secret } from './env';
import { forgetMicrocachedPages } from './page-microcache';

/** A word of a hundred tags is a few kilobytes. */
const MAX_BODY_BYTES = 8192;

const answer = (status: number, body?: unknown) =>
  body === undefined ? new Response(null, { status, headers: { 'cache-control': 'no-store' } }) : Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

export interface RevalidateOptions {
  /**
   * Throws away what the shop cached under a tag. Default: Next's `revalidateTag` with `expire: 0`,
   * so the next request renders afresh (a sold-out variant must not look available to anyone).
   */
  revalidate?: (tag: string) => void;
  /** Seconds since the epoch. Default: the system clock. */
  now?: () => number;
  /** The secret the gateway signs with. Default: `VITRINE_GATEWAY_SECRET`. */
  gatewaySecret?: () => string;
}

/**
 * `POST /api/revalidate` of a tenant's app: the gateway's signed word that cached pages went stale
 * (`{"tags":["product:100319"]}` with the `x-vitrine-revalidate` header of `@vitrine/session/server`).
 * Only product tags are taken; a word without a valid signature changes nothing (401). With several
 * instances of a shop, give them a shared cache (Next's `cacheHandlers`) so one word reaches all.
 */
export function createRevalidateHandler({
  revalidate = (tag) => revalidateTag(tag, { expire: 0 }),
  now = () => Date.now() / 1000,
  gatewaySecret = () => secret('gateway'),
}: RevalidateOptions = {}) {
  return async function revalidateHandler(request: Request): Promise<Response> {
    const text = await readTextCapped(request, MAX_BODY_BYTES);
    if (text === 'too-large') return answer(413);
    let tags: unknown;
    try {
      tags = (JSON.parse(text) as { tags?: unknown } | null)?.tags;
    } catch {
      return answer(400);
    }
    if (!Array.isArray(tags) || tags.length === 0 || tags.length > REVALIDATE_MAX_TAGS || !tags.every(isProductCacheTag)) return answer(400);
    if (!verifyRevalidation(request.headers.get(REVALIDATE_HEADER), tags, gatewaySecret(), now())) return answer(401);
    const unique = new Set(tags);
    for (const tag of unique) revalidate(tag);
    // The pages answered again for a second (the request stamp's microcache) go with them.
    forgetMicrocachedPages();
    return answer(200, { revalidated: unique.size });
  };
}

import { signTimed, verifyTimed } from './trust';

/**
 * The gateway tells the shops that cached pages went stale (a variant sold out or back in stock):
 * `POST /api/revalidate` of each shop with the cache tags as JSON and this header, an HMAC over the
 * time and the tags made with the secret both hold. A shop renders those pages afresh on their next
 * request; nobody else can make it throw its cache away.
 */
export const REVALIDATE_HEADER = 'x-vitrine-revalidate';
/** The shops' path that takes the gateway's word. */
export const REVALIDATE_PATH = '/api/revalidate';
/** How long a signed word is good for, in seconds (it is sent at once; a replay later changes nothing but costs a render). */
export const REVALIDATE_MAX_AGE_SECONDS = 60;
/** The most tags one word names. */
export const REVALIDATE_MAX_TAGS = 100;

const message = (at: number, tags: readonly string[]) => `revalidate\n${at}\n${tags.join('\n')}`;

/** `t=<seconds>,s=<HMAC>` over the tags, in their order. */
export function signRevalidation(tags: readonly string[], secret: string, nowSeconds: number): string {
  return signTimed((at) => message(at, tags), secret, nowSeconds);
}

/** True when the header was made for exactly these tags with this secret at most {@link REVALIDATE_MAX_AGE_SECONDS} ago. */
export function verifyRevalidation(header: string | null | undefined, tags: readonly string[], secret: string, nowSeconds: number): boolean {
  return verifyTimed(header, (at) => message(at, tags), secret, nowSeconds, { maxAge: REVALIDATE_MAX_AGE_SECONDS, maxAhead: REVALIDATE_MAX_AGE_SECONDS });
}

/**
 * The environment a shop's server reads, in one place. Read at run time, never baked into a build,
 * so one build runs against any gateway.
 */

/** The gateway's address as the shop's server reaches it: `GATEWAY_URL`, default `http://127.0.0.1:4000`, no trailing slash. */
export function gatewayUrl(): string {
  return (process.env.GATEWAY_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
}

/** The secrets a shop's server needs, by environment variable. `npm start` creates them once in `.data/`. */
export const SHOP_SECRETS = {
  /** Signs the visitor cookie. */
  visitor: 'VITRINE_VISITOR_SECRET',
  /**
   * Shared with the gateway: the shop's signature over each request it forwards. A key ring
   * `kid:secret,kid:secret` (the first signs; give each shop its own key id) or one secret (key `k1`).
   */
  gateway: 'VITRINE_GATEWAY_SECRET',
  /** Shared with the gateway: payment and preview links (a ring of its own, so rotating the shops' keys ends no link). */
  links: 'VITRINE_LINK_SECRET',
} as const;

export class MissingSecretError extends Error {
  override name = 'MissingSecretError';
}

/** The names of the secrets that are missing or shorter than 32 characters; empty when the shop may start. */
export function missingSecrets(env: Record<string, string | undefined> = process.env): string[] {
  return Object.values(SHOP_SECRETS).filter((name) => (env[name] ?? '').length < 32);
}

/** A secret by its role; throws, naming the variable, when it is missing. */
export function secret(role: keyof typeof SHOP_SECRETS): string {
  const value = process.env[SHOP_SECRETS[role]] ?? '';
  if (value.length < 32) throw new MissingSecretError(`${SHOP_SECRETS[role]} is missing or shorter than 32 characters`);
  return value;
}

/**
 * Whether the shop's cookies are `Secure` with the `__Host-` names, and only those names are read
 * (a cookie without the prefix, set by a sibling subdomain, is ignored): `VITRINE_SECURE_COOKIES`
 * (`1` or `0`); unset, on for `VITRINE_DEPLOYMENT=production` or `staging`, off otherwise (the
 * embedded default serves http on loopback). Configuration decides, never a request's
 * `X-Forwarded-Proto`, which any peer can send.
 */
export function secureCookies(env: Record<string, string | undefined> = process.env): boolean {
  const set = env.VITRINE_SECURE_COOKIES;
  if (set === '1' || set === 'true') return true;
  if (set === '0' || set === 'false') return false;
  return env.VITRINE_DEPLOYMENT === 'production' || env.VITRINE_DEPLOYMENT === 'staging';
}

/** Reverse proxies in front of the shop whose X-Forwarded-For entries are trusted: `VITRINE_TRUSTED_PROXIES`, default 0. */
export function trustedProxies(): number {
  const n = Number(process.env.VITRINE_TRUSTED_PROXIES ?? 0);
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0;
}

/**
 * The payment provider's origin as the shopper's browser reaches it (its hosted page, after a form
 * post of check and order): `VITRINE_PAYMENT_ORIGIN`, default the gateway's (the sandbox provider).
 */
export function paymentProviderOrigin(): string {
  return new URL(process.env.VITRINE_PAYMENT_ORIGIN || gatewayUrl()).origin;
}

/** Whether the instances of a shop share their page and data cache: `REDIS_URL` (read at start). */
export function sharedCache(env: Record<string, string | undefined> = process.env): boolean {
  return Boolean(env.REDIS_URL);
}

/**
 * Whether the request stamp answers a cached page again for a second without Next (the page
 * microcache): on, unless `VITRINE_PAGE_MICROCACHE` is `0` or the instances share their cache
 * ({@link sharedCache}: an instance could not hear a revalidation made on another one).
 */
export function pageMicrocache(env: Record<string, string | undefined> = process.env): boolean {
  const set = env.VITRINE_PAGE_MICROCACHE;
  if (set === '0' || set === 'false') return false;
  return !sharedCache(env);
}

/**
 * Whether a page's HTML names the framework's chunks only in an inline script that adds them after
 * the first paint (`scriptsAfterPaint`): `paint` (the default); `parse` with
 * `VITRINE_SCRIPTS_AFTER_PAINT=parse` (the script adds them as the browser reads it, before the
 * page's load event: the e2e journeys' shops); off (`false`) with `0`.
 */
export function scriptsAfterPaintOn(env: Record<string, string | undefined> = process.env): 'paint' | 'parse' | false {
  const set = env.VITRINE_SCRIPTS_AFTER_PAINT;
  if (set === '0' || set === 'false') return false;
  return set === 'parse' ? 'parse' : 'paint';
}

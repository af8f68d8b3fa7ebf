import { HeaderCountsDocument, LoginDocument, LoginWithCustomerNumberDocument, LogoutDocument, RenewSessionDocument, WishlistCountDocument } from '@vitrine/graphql-client';
import {
  clearedSessionCookies,
  clientIpOf,
  isSameOrigin,
  isSecureRequest,
  readTextCapped,
  type ShopCookie,
  sessionCookiesFor,
  sessionTokenFromCookies,
  visitorCookieFor,
  visitorGateway,
  visitorOf,
} from '@vitrine/next-adapter';
import { localPath, newVisitorId, parseToken } from '@vitrine/session';
import type { TenantConfig } from '@vitrine/tenant-config';
import { createWishlistHandler } from './wishlist';

export type { WishlistOutcome } from './wishlist';

/** What the header's island shows: pieces in the basket, and the wishlist's items for a logged-in customer. */
export interface HeaderCounts {
  basket: number;
  wishlist?: number;
  /** The products on the wishlist (the hearts show them filled). */
  wishlistProducts?: string[];
  loggedIn: boolean;
}

/** How long a guest's answer of the key manager holds (the page asks again then). */
const GUEST_KEY_SECONDS = 3600;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' };

function answer(body: unknown, { status = 200, cookies = [] }: { status?: number; cookies?: readonly ShopCookie[] } = {}): Response {
  const headers = new Headers(JSON_HEADERS);
  for (const c of cookies) {
    const parts = [`${c.name}=${c.value}`, `Path=${c.path}`, `Max-Age=${c.maxAge}`, 'SameSite=Lax'];
    if (c.httpOnly) parts.push('HttpOnly');
    if (c.secure) parts.push('Secure');
    headers.append('set-cookie', parts.join('; '));
  }
  return new Response(JSON.stringify(body), { status, headers });
}

/** A form post's fields, or a JSON body's, read up to this many bytes as they arrive (a chunked body is cut off there). */
const MAX_BODY_BYTES = 4096;

async function jsonBody(request: Request): Promise<Record<string, unknown> | undefined> {
  const raw = await readTextCapped(request, MAX_BODY_BYTES).catch(() => 'too-large' as const);
  if (raw === 'too-large') return undefined;
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * The shop's session endpoints. `GET /api/session` tells the page what it may know of the session
 * (exp, type, cc: never the token, which stays in the HttpOnly cookie); `POST /api/session/login`
 * logs in (e-mail and password, or customer number and date of birth where the shop offers it) and
 * sets the cookies; `POST /api/session/logout` ends the session at the gateway and in the browser;
 * `GET /api/session/counts` gives the header's counts, never cached.
 */
export function createSessionHandlers(tenant: TenantConfig) {
  async function info(request: Request): Promise<Response> {
    const claims = parseToken(sessionTokenFromCookies(request.headers.get('cookie')));
    if (!claims || claims.exp * 1000 <= Date.now()) return answer({ type: 0 });
    return answer(claims);
  }

  async function login(request: Request): Promise<Response> {
    if (!isSameOrigin(request)) return answer({ error: 'cross-site' }, { status: 403 });
    const body = await jsonBody(request);
    if (!body) return answer({ error: 'bad-request' }, { status: 400 });
    const visitor = visitorOf(request);
    // The session this login replaces goes with it (the gateway revokes the one its token names).
    const gateway = visitorGateway(tenant, visitor.id, clientIpOf(request.headers), sessionTokenFromCookies(request.headers.get('cookie')));
    const keepLoggedIn = body.keepLoggedIn === true;
    try {
      const result =
        typeof body.customerNumber === 'string'
          ? (
              await gateway.request(LoginWithCustomerNumberDocument, {
                customerNumber: text(body.customerNumber, 20),
                dateOfBirth: text(body.dateOfBirth, 10),
                keepLoggedIn,
              })
            ).loginWithCustomerNumber
          : (await gateway.request(LoginDocument, { email: text(body.email, 254), password: text(body.password, 1024), keepLoggedIn })).login;
      if (result.__typename === 'LoginRefused') {
        const status = result.reason === 'TOO_MANY_ATTEMPTS' ? 429 : result.reason === 'NOT_ENABLED' ? 404 : 401;
        return answer({ refused: result.reason, retryAfterSeconds: result.retryAfterSeconds ?? null }, { status });
      }
      // The guest's basket joined the customer's at the gateway; a new visitor id ends what the old one knew (no fixation).
      const cookies: ShopCookie[] = [...sessionCookiesFor(request, result), visitorCookieFor(newVisitorId(), isSecureRequest(request))];
      return answer({ exp: result.exp, type: result.type, cc: result.cc, customer: result.customer }, { cookies });
    } catch {
      return answer({ error: 'unavailable' }, { status: 502 });
    }
  }

  async function logout(request: Request): Promise<Response> {
    if (!isSameOrigin(request)) return answer({ error: 'cross-site' }, { status: 403 });
    const token = sessionTokenFromCookies(request.headers.get('cookie'));
    if (token) {
      const visitor = visitorOf(request);
      await visitorGateway(tenant, visitor.id, clientIpOf(request.headers), token)
        .request(LogoutDocument, {})
        .catch(() => undefined);
    }
    const cookies = [...clearedSessionCookies(request), visitorCookieFor(newVisitorId(), isSecureRequest(request))];
    // A plain form post (logout without JavaScript) goes on to the form's `next` page of this shop (else home).
    if ((request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
      const raw = await readTextCapped(request, MAX_BODY_BYTES).catch(() => '');
      const form = new URLSearchParams(raw === 'too-large' ? '' : raw);
      const res = answer({ type: 0 }, { status: 303, cookies });
      res.headers.set('location', localPath(form.get('next')) ?? '/');
      return res;
    }
    return answer({ type: 0 }, { cookies });
  }

  async function counts(request: Request): Promise<Response> {
    const visitor = visitorOf(request);
    const token = sessionTokenFromCookies(request.headers.get('cookie'));
    const claims = parseToken(token);
    const loggedIn = Boolean(claims && claims.type !== 0 && claims.exp * 1000 > Date.now());
    if (visitor.fresh && !loggedIn) return answer({ basket: 0, loggedIn: false } satisfies HeaderCounts);
    try {
      const gateway = visitorGateway(tenant, visitor.id, clientIpOf(request.headers), loggedIn ? token : undefined);
      const [{ basket }, wishlist] = await Promise.all([
        gateway.request(HeaderCountsDocument, {}, { init: { cache: 'no-store' } }),
        loggedIn ? gateway.request(WishlistCountDocument, {}, { init: { cache: 'no-store' } }).catch(() => undefined) : undefined,
      ]);
      return answer({
        basket: basket.count,
        loggedIn,
        ...(wishlist ? { wishlist: wishlist.wishlist.count, wishlistProducts: [...new Set(wishlist.wishlist.items.map((i) => i.productSku))] } : {}),
      } satisfies HeaderCounts);
    } catch {
      return answer({ error: 'counts unavailable' }, { status: 502 });
    }
  }

  /**
   * The API key manager (spec §4, §7): a new key for the browser's session. The gateway renews a
   * logged-in key, turns a kept session into a soft login after expiry (type 1), or ends it; a
   * guest's "key" is type 0 with an expiry an hour ahead (nothing to renew, the page asks again then).
   */
  async function refresh(request: Request): Promise<Response> {
    if (!isSameOrigin(request)) return answer({ error: 'cross-site' }, { status: 403 });
    const now = Math.floor(Date.now() / 1000);
    const guest = { exp: now + GUEST_KEY_SECONDS, type: 0 };
    const token = sessionTokenFromCookies(request.headers.get('cookie'));
    if (!token) return answer(guest);
    const visitor = visitorOf(request);
    try {
      const { renewSession: result } = await visitorGateway(tenant, visitor.id, clientIpOf(request.headers), token).request(RenewSessionDocument, {});
      if (result.__typename === 'SessionEnded') return answer(guest, { cookies: clearedSessionCookies(request) });
      return answer({ exp: result.exp, type: result.type, cc: result.cc }, { cookies: sessionCookiesFor(request, result) });
    } catch {
      return answer({ error: 'unavailable' }, { status: 502 });
    }
  }

  return { info, login, logout, counts, refresh, wishlist: createWishlistHandler(tenant) };
}

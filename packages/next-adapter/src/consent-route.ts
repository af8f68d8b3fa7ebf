import { BANNER_CHOICES, CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, consentCookieValue } from '@vitrine/consent';
import { readTextCapped } from './body';
import { isSameOrigin, requestOrigin } from './forward';

const MAX_BODY_BYTES = 1024;

/**
 * POST /api/consent: the consent banner's form without JavaScript. `choice=all` or
 * `choice=necessary` writes the consent cookie (as the browser's consent tool writes it: one year,
 * SameSite=Lax) and sends the shopper back to the page they were on (same origin only); anything
 * else changes nothing. A form of another site is refused.
 */
export function createConsentHandler() {
  return async function consent(request: Request): Promise<Response> {
    if (!isSameOrigin(request)) return new Response(null, { status: 403 });
    const text = await readTextCapped(request, MAX_BODY_BYTES);
    if (text === 'too-large') return new Response(null, { status: 413 });
    const choice = new URLSearchParams(text).get('choice');
    const categories = choice === 'all' ? BANNER_CHOICES.all : choice === 'necessary' ? BANNER_CHOICES.necessary : undefined;
    const origin = requestOrigin(request);
    let back = '/';
    try {
      const referer = new URL(request.headers.get('referer') ?? '', origin);
      if (referer.origin === origin) back = `${referer.pathname}${referer.search}`;
    } catch {
      // No usable referrer: the start page.
    }
    const headers = new Headers({ location: back, 'cache-control': 'no-store' });
    if (categories) {
      const secure = origin.startsWith('https:') ? '; Secure' : '';
      headers.append('set-cookie', `${CONSENT_COOKIE}=${consentCookieValue(categories)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`);
    }
    return new Response(null, { status: 303, headers });
  };
}

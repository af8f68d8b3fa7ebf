import { CONSENT_READY, CONSENT_SETTINGS_ASKED, CONSENT_SETTINGS_BUTTON } from './attributes';

/** The consent categories (OneTrust-style group codes). */
export const CONSENT_CATEGORIES = ['C0001', 'C0002', 'C0003', 'C0004', 'C0005', 'C0006'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Necessary, performance, functional, targeting (advertising), social media, and the sixth group. */
export const CATEGORY = {
  necessary: 'C0001',
  performance: 'C0002',
  functional: 'C0003',
  advertising: 'C0004',
  socialMedia: 'C0005',
  other: 'C0006',
} as const satisfies Record<string, ConsentCategory>;

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
}

/** Cookie access, injected: `document.cookie` in the browser, a request's cookies on a server. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
}

/** The consent tool (e.g. OneTrust) seen through what the shop needs of it. */
export interface ConsentAdapter {
  /** The groups the tool considers active now, or `undefined` before it has loaded. */
  activeGroups(): readonly string[] | undefined;
  /** Calls back with the new list on every consent event; returns the unsubscribe function. */
  onConsent(listener: (groups: readonly string[]) => void): () => void;
}

/** One year (spec §9). */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const CONSENT_COOKIE = 'vitrine_consent';
export const ADVERTISING_COOKIE = 'cc';

/** Keeps known codes only, once each, in canonical order. */
export function normaliseCategories(groups: readonly unknown[]): ConsentCategory[] {
  const known = new Set(groups.filter((g): g is string => typeof g === 'string').map((g) => g.trim().toUpperCase()));
  return CONSENT_CATEGORIES.filter((c) => known.has(c));
}

/** The cookie's value for a choice: the JSON list of the known codes, URL-encoded (the browser's and the server's writes). */
export function consentCookieValue(groups: readonly unknown[]): string {
  return encodeURIComponent(JSON.stringify(normaliseCategories(groups)));
}

/**
 * Runs in the page's head before the first paint: `<html data-consent="open">` when no consent
 * cookie exists (the banner in the page's HTML, the same for everyone as pages are cached, is
 * shown), `"decided"` when it does (never painted). Without JavaScript nothing that needs consent
 * runs, and the banner stays hidden. Until the consent provider runs, a press on the footer's
 * settings button is noted on `<html>` ({@link CONSENT_SETTINGS_ASKED}) so that it is not lost on a
 * slow phone. The shop allows the script by its CSP hash.
 */
export const consentScript = `(function(){try{var d=document.documentElement;d.setAttribute('data-consent',/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie)?'decided':'open');document.addEventListener('click',function(e){var t=e.target;if(!d.hasAttribute('${CONSENT_READY}')&&t&&t.closest&&t.closest('[${CONSENT_SETTINGS_BUTTON}]'))d.setAttribute('${CONSENT_SETTINGS_ASKED}','asked')},true)}catch(e){}})()`;

/** Reads the cookie's JSON list; anything malformed is "no consent recorded". */
export function readConsentCookie(raw: string | undefined): ConsentCategory[] | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    return Array.isArray(value) ? normaliseCategories(value) : undefined;
  } catch {
    return undefined;
  }
}

export interface ConsentOptions {
  jar: CookieJar;
  adapter?: ConsentAdapter;
  /** Default `vitrine_consent`. */
  cookieName?: string;
  /** Default 1 year. */
  maxAgeSeconds?: number;
  /** Called after every write with the accepted categories. */
  onChange?: (categories: readonly ConsentCategory[]) => void;
}

export interface Consent {
  /** Accepted categories (from the cookie). */
  categories(): ConsentCategory[];
  hasConsent(category: ConsentCategory): boolean;
  /** Records a list (a consent event). */
  record(groups: readonly string[]): ConsentCategory[];
  /** Stops listening to the adapter. */
  dispose(): void;
}

/**
 * Spec §4: when the consent tool provides active groups and no consent cookie exists, the cookie
 * is written with them; each consent event rewrites it. Unknown codes are dropped.
 */
export function createConsent({ jar, adapter, cookieName = CONSENT_COOKIE, maxAgeSeconds = CONSENT_MAX_AGE_SECONDS, onChange }: ConsentOptions): Consent {
  const write = (groups: readonly string[]) => {
    const categories = normaliseCategories(groups);
    jar.set(cookieName, consentCookieValue(categories), { maxAgeSeconds, path: '/', sameSite: 'lax' });
    onChange?.(categories);
    return categories;
  };
  const existing = readConsentCookie(jar.get(cookieName));
  const active = adapter?.activeGroups();
  if (existing === undefined && active !== undefined) write(active);
  const unsubscribe = adapter?.onConsent((groups) => write(groups));
  const categories = () => readConsentCookie(jar.get(cookieName)) ?? [];
  return {
    categories,
    hasConsent: (category) => categories().includes(category),
    record: write,
    dispose: () => unsubscribe?.(),
  };
}

/**
 * Spec §3: the session token's `cc` value is stored in a cookie once advertising consent (C0004)
 * is given, and removed when it is withdrawn or there is no value.
 */
export function applyAdvertisingCookie(
  jar: CookieJar,
  consent: Pick<Consent, 'hasConsent'>,
  cc: string | undefined,
  { name = ADVERTISING_COOKIE, maxAgeSeconds = CONSENT_MAX_AGE_SECONDS } = {},
): boolean {
  if (cc && consent.hasConsent(CATEGORY.advertising)) {
    jar.set(name, encodeURIComponent(cc), { maxAgeSeconds, path: '/', sameSite: 'lax' });
    return true;
  }
  if (jar.get(name) !== undefined) jar.remove(name, { path: '/' });
  return false;
}

/** A jar over `document.cookie` (browser only; `undefined` elsewhere). */
export function documentCookieJar(doc: { cookie: string } | undefined = (globalThis as { document?: { cookie: string } }).document): CookieJar | undefined {
  if (!doc) return undefined;
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const [key, ...rest] = part.trim().split('=');
        if (key === name) return rest.join('=');
      }
      return undefined;
    },
    set(name, value, { maxAgeSeconds, path = '/', sameSite = 'lax', secure } = {}) {
      doc.cookie = [
        `${name}=${value}`,
        `path=${path}`,
        `samesite=${sameSite}`,
        ...(maxAgeSeconds === undefined ? [] : [`max-age=${maxAgeSeconds}`]),
        ...(secure ? ['secure'] : []),
      ].join('; ');
    },
    remove(name, { path = '/' } = {}) {
      doc.cookie = `${name}=; path=${path}; max-age=0`;
    },
  };
}

import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  applyAdvertisingCookie,
  CONSENT_CATEGORIES,
  CONSENT_MAX_AGE_SECONDS,
  createConsent,
  type ConsentAdapter,
  type CookieJar,
  documentCookieJar,
  normaliseCategories,
  readConsentCookie,
  allows,
  firstPartyConsentTool,
  consentScript,
  CONSENT_READY,
  CONSENT_SETTINGS_ASKED,
  CONSENT_SETTINGS_BUTTON,
  consentCookieValue,
  CONSENT_COOKIE,
} from './index';

function memoryJar(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  const writes: Array<{ name: string; value: string; maxAgeSeconds?: number }> = [];
  const jar: CookieJar = {
    get: (name) => cookies.get(name),
    set: (name, value, options) => {
      cookies.set(name, value);
      writes.push({ name, value, maxAgeSeconds: options?.maxAgeSeconds });
    },
    remove: (name) => void cookies.delete(name),
  };
  return { jar, cookies, writes };
}

function fakeAdapter(active?: string[]) {
  let listener: ((groups: readonly string[]) => void) | undefined;
  const adapter: ConsentAdapter = {
    activeGroups: () => active,
    onConsent: (fn) => {
      listener = fn;
      return () => (listener = undefined);
    },
  };
  return { adapter, emit: (groups: string[]) => listener?.(groups), listening: () => listener !== undefined };
}

const decode = (value: string | undefined) => JSON.parse(decodeURIComponent(value!));

describe('consent cookie (spec §4)', () => {
  it('is written with the tool’s active groups when none exists, for one year', () => {
    const { jar, cookies, writes } = memoryJar();
    createConsent({ jar, adapter: fakeAdapter(['C0001', 'C0003']).adapter });
    expect(decode(cookies.get('vitrine_consent'))).toEqual(['C0001', 'C0003']);
    expect(writes[0]!.maxAgeSeconds).toBe(CONSENT_MAX_AGE_SECONDS);
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
  });
  it('is left alone when it exists already', () => {
    const { jar, writes } = memoryJar({ vitrine_consent: encodeURIComponent('["C0001"]') });
    const consent = createConsent({ jar, adapter: fakeAdapter(['C0001', 'C0002']).adapter });
    expect(writes).toHaveLength(0);
    expect(consent.categories()).toEqual(['C0001']);
  });
  it('is not written before the tool knows its groups', () => {
    const { jar, writes } = memoryJar();
    createConsent({ jar, adapter: fakeAdapter(undefined).adapter });
    expect(writes).toHaveLength(0);
  });
  it('is rewritten on every consent event, dropping unknown codes', () => {
    const { jar, cookies } = memoryJar();
    const tool = fakeAdapter(['C0001']);
    const onChange = vi.fn();
    const consent = createConsent({ jar, adapter: tool.adapter, onChange });
    tool.emit(['C0004', 'C9999', 'c0002', 'C0004', 42 as never]);
    expect(decode(cookies.get('vitrine_consent'))).toEqual(['C0002', 'C0004']);
    expect(consent.hasConsent('C0004')).toBe(true);
    expect(consent.hasConsent('C0003')).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(['C0002', 'C0004']);
    consent.dispose();
    expect(tool.listening()).toBe(false);
  });
  it('reads malformed cookies as "nothing recorded"', () => {
    expect(readConsentCookie(undefined)).toBeUndefined();
    expect(readConsentCookie('%E0%A4%A')).toBeUndefined();
    expect(readConsentCookie('{"a":1}')).toBeUndefined();
    fc.assert(fc.property(fc.string(), (s) => void readConsentCookie(s)));
  });
  it('always keeps a sorted subset of the six categories (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...CONSENT_CATEGORIES), fc.string())), (groups) => {
        const out = normaliseCategories(groups);
        expect(out.every((c) => CONSENT_CATEGORIES.includes(c))).toBe(true);
        expect(out).toEqual([...new Set(out)].sort());
      }),
    );
  });
});

describe('advertising cc cookie (spec §3)', () => {
  it('is stored only with advertising consent and a value', () => {
    const { jar, cookies } = memoryJar();
    const consent = createConsent({ jar });
    expect(applyAdvertisingCookie(jar, consent, 'abc')).toBe(false);
    consent.record(['C0001', 'C0004']);
    expect(applyAdvertisingCookie(jar, consent, 'a b')).toBe(true);
    expect(cookies.get('cc')).toBe('a%20b');
    expect(applyAdvertisingCookie(jar, consent, undefined)).toBe(false);
    expect(cookies.has('cc')).toBe(false);
  });
  it('is removed when consent is withdrawn', () => {
    const { jar, cookies } = memoryJar({ cc: 'x' });
    const consent = createConsent({ jar });
    consent.record(['C0001']);
    applyAdvertisingCookie(jar, consent, 'x');
    expect(cookies.has('cc')).toBe(false);
  });
});

describe('document cookie jar', () => {
  it('reads and writes document.cookie and is absent without a document', () => {
    let written = '';
    const doc = {
      get cookie() {
        return 'a=1; vitrine_consent=%5B%22C0001%22%5D';
      },
      set cookie(v: string) {
        written = v;
      },
    };
    const jar = documentCookieJar(doc)!;
    expect(jar.get('vitrine_consent')).toBe('%5B%22C0001%22%5D');
    expect(jar.get('nope')).toBeUndefined();
    jar.set('x', '1', { maxAgeSeconds: 10, secure: true });
    expect(written).toBe('x=1; path=/; samesite=lax; max-age=10; secure');
    jar.set('y', '2');
    expect(written).toBe('y=2; path=/; samesite=lax');
    jar.remove('x');
    expect(written).toBe('x=; path=/; max-age=0');
    expect(documentCookieJar(undefined)).toBeUndefined();
  });
});

describe('the first-party consent tool', () => {
  const jarOf = () => {
    const store = new Map<string, string>();
    return { store, jar: { get: (n: string) => store.get(n), set: (n: string, v: string) => void store.set(n, v), remove: (n: string) => void store.delete(n) } };
  };
  it('writes nothing before the shopper chooses, then the choice with the necessary category', () => {
    const { store, jar } = jarOf();
    const tool = firstPartyConsentTool();
    const consent = createConsent({ jar, adapter: tool });
    expect(store.size).toBe(0);
    tool.choose(['C0002']);
    expect(consent.categories()).toEqual(['C0001', 'C0002']);
    expect(allows(consent.categories(), 'vitals')).toBe(true);
    expect(allows(consent.categories(), 'chatBot')).toBe(false);
  });
  it('accepts all, and revoking (reject all) leaves only the necessary category', () => {
    const { jar } = jarOf();
    const tool = firstPartyConsentTool();
    const consent = createConsent({ jar, adapter: tool });
    tool.acceptAll();
    expect(consent.categories()).toEqual([...CONSENT_CATEGORIES]);
    tool.rejectAll();
    expect(consent.categories()).toEqual(['C0001']);
    for (const purpose of ['vitals', 'abTesting', 'chatBot', 'advertising'] as const) expect(allows(consent.categories(), purpose)).toBe(false);
  });
});

describe('the head script and the cookie value', () => {
  const run = (cookie: string) => {
    const attributes: Record<string, string> = {};
    const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
    new Function('document', consentScript)(document);
    return attributes['data-consent'];
  };
  it('marks the page decided when the consent cookie exists (whatever its place among the cookies), else open', () => {
    expect(run(`${CONSENT_COOKIE}=${consentCookieValue(['C0001'])}`)).toBe('decided');
    expect(run(`a=1; ${CONSENT_COOKIE}=${consentCookieValue(['C0001', 'C0002'])}; b=2`)).toBe('decided');
    expect(run('a=1; x_vitrine_consent=1')).toBe('open');
    expect(run('')).toBe('open');
  });
  it('notes a press on the footer’s settings button until the consent provider runs, and only then', () => {
    const attributes = new Map<string, string>();
    let listener: ((event: { target: unknown }) => void) | undefined;
    const document = {
      cookie: '',
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value), hasAttribute: (name: string) => attributes.has(name) },
      addEventListener: (type: string, fn: typeof listener, capture: boolean) => {
        if (type === 'click' && capture) listener = fn;
      },
    };
    new Function('document', consentScript)(document);
    const press = (onButton: boolean) => listener!({ target: { closest: (selector: string) => (onButton && selector === `[${CONSENT_SETTINGS_BUTTON}]` ? {} : null) } });
    press(false);
    expect(attributes.has(CONSENT_SETTINGS_ASKED)).toBe(false);
    press(true);
    expect(attributes.get(CONSENT_SETTINGS_ASKED)).toBe('asked');
    attributes.delete(CONSENT_SETTINGS_ASKED);
    attributes.set(CONSENT_READY, '');
    press(true);
    expect(attributes.has(CONSENT_SETTINGS_ASKED)).toBe(false);
  });
  it('writes what readConsentCookie reads', () => {
    expect(readConsentCookie(consentCookieValue(['c0002', 'C0001', 'nonsense']))).toEqual(['C0001', 'C0002']);
  });
});

import { describe, expect, it } from 'vitest';
import { applyWebFonts, FONTS_LATER_ATTRIBUTE, themeScript, THEME_STORAGE } from './theme-script';

const PARAMS = ['document', 'localStorage', 'window', 'location', 'setTimeout'] as const;

/** A `@font-face` rule as the CSSOM shows it (Chromium's serialisation of unicode-range). */
const face = (family: string, src: string, unicodeRange = '') => ({
  type: 5,
  style: { getPropertyValue: (name: string) => ({ 'font-family': `"${family}"`, src, 'unicode-range': unicodeRange })[name] ?? '' },
});
const LATIN = 'U+0-FF, U+131, U+152-153, U+2BB-2BC, U+2C6';
const LATIN_EXT = 'U+100-2BA, U+2BD-2C5, U+2C7-2CC';
/** The shop's style sheet: both web fonts in two subsets, the local fallbacks, and a rule of another kind. */
const SHEETS = [
  {
    href: 'https://shop.example/_next/static/chunks/shop.css',
    cssRules: [
      face('Inter Variable', 'url("/_next/static/media/inter-latin-ext.woff2") format("woff2-variations")', LATIN_EXT),
      // As the built style sheet writes it: relative to the sheet, not to the page.
      face('Inter Variable', 'url("../media/inter-latin.woff2") format("woff2-variations")', LATIN),
      face('Source Serif 4 Variable', "url('/_next/static/media/serif-latin.woff2')", 'U+0000-00FF, U+0131'),
      face('Source Serif 4 Variable', 'url("/_next/static/media/serif-latin-ext.woff2")', LATIN_EXT),
      face('Inter Fallback', 'local("Arial"), local("Liberation Sans")'),
      face('Icons', 'url("/_next/static/media/icons.woff2")'),
      { type: 1, style: { getPropertyValue: () => '' } },
    ],
  },
  // A style sheet of another origin: its rules cannot be read.
  {
    get cssRules(): never {
      throw new Error('SecurityError');
    },
  },
];

/**
 * Runs the script as the browser would, with the page's referrer; `load()` fires the load event,
 * `idle()` runs what waits for an idle moment, `fetched` lists what was fetched.
 */
function run(
  stored: Record<string, string>,
  prefersDark: boolean,
  referrer = 'https://shop.example/s/sofa',
  { readyState = 'loading', idleCallback = true, paintTiming = false } = {},
) {
  const attributes: Record<string, string> = {};
  const timers: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const onLoad: (() => void)[] = [];
  const fetched: { url: string; priority: string }[] = [];
  const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  class PerformanceObserver {
    constructor(private readonly report: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observers.push(this.report);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.report), 1);
    }
  }
  const document = {
    referrer,
    readyState,
    styleSheets: SHEETS,
    documentElement: { setAttribute: (k: string, v: string) => void (attributes[k] = v), removeAttribute: (k: string) => void delete attributes[k] },
  };
  const localStorage = { getItem: (k: string) => stored[k] ?? null };
  const window = {
    matchMedia: () => ({ matches: prefersDark }),
    fetch: (url: string, init: { priority: string }) => (
      fetched.push({ url, priority: init.priority }),
      Promise.resolve({ arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) })
    ),
    addEventListener: (type: string, fn: () => void) => void (type === 'load' && onLoad.push(fn)),
    ...(idleCallback ? { requestIdleCallback: (fn: () => void) => void idle.push(fn) } : {}),
    ...(paintTiming ? { PerformanceObserver } : {}),
  };
  const location = { origin: 'https://shop.example', href: 'https://shop.example/p/sofa-100001' };
  new Function(...PARAMS, themeScript)(document, localStorage, window, location, (fn: () => void) => void timers.push(fn));
  return {
    attributes,
    fetched,
    load: () => onLoad.splice(0).forEach((fn) => fn()),
    idle: () => [...idle.splice(0), ...timers.splice(0)].forEach((fn) => fn()),
    /** The browser reports a paint entry. */
    paint: (name: string) => [...observers].forEach((report) => report({ getEntriesByName: (n) => (n === name ? [{}] : []) })),
  };
}
const runScript = (stored: Record<string, string>, prefersDark: boolean) => run(stored, prefersDark).attributes;

describe('theme script (before first paint)', () => {
  it('follows the system when nothing is stored', () => {
    expect(runScript({}, true)).toEqual({ 'data-js': '', 'data-mode': 'dark', 'data-mode-preference': 'system', 'data-theme': 'default' });
    expect(runScript({}, false)['data-mode']).toBe('light');
  });
  it('applies a stored choice over the system', () => {
    expect(runScript({ [THEME_STORAGE.mode]: 'light' }, true)['data-mode']).toBe('light');
    expect(runScript({ [THEME_STORAGE.mode]: 'dark', [THEME_STORAGE.theme]: 'alt' }, false)).toEqual({
      'data-js': '',
      'data-mode': 'dark',
      'data-mode-preference': 'dark',
      'data-theme': 'alt',
    });
  });
  it('ignores garbage in storage', () => {
    expect(runScript({ [THEME_STORAGE.mode]: '<script>', [THEME_STORAGE.theme]: 'x' }, false)).toEqual({
      'data-js': '',
      'data-mode': 'light',
      'data-mode-preference': 'system',
      'data-theme': 'default',
    });
  });
  it('marks the page as run by JavaScript (the phone header hides its search behind a button only then)', () => {
    expect(runScript({}, false)['data-js']).toBe('');
  });
  it('never throws when storage is blocked', () => {
    expect(() => new Function(...PARAMS, themeScript)({}, null, {}, {}, () => undefined)).not.toThrow();
  });
});

describe('a visit’s entry page keeps the fallback fonts and fetches the web fonts for the next page', () => {
  // The basic-Latin subsets, and a face without unicode-range (it serves every character); never latin-ext or local().
  const LATIN_FILES = ['inter-latin', 'serif-latin', 'icons'].map((name) => `https://shop.example/_next/static/media/${name}.woff2`);

  it('a page reached from elsewhere (or typed) is marked, fetches nothing before its load, then the basic-Latin files once, at low priority, and stays in the fallbacks', () => {
    for (const referrer of ['', 'https://www.search.example/?q=sofa']) {
      const page = run({}, false, referrer);
      expect(page.attributes[FONTS_LATER_ATTRIBUTE]).toBe('later');
      page.idle();
      expect(page.fetched).toEqual([]);
      page.load();
      expect(page.fetched).toEqual([]);
      page.idle();
      expect(page.fetched).toEqual(LATIN_FILES.map((url) => ({ url, priority: 'low' })));
      expect(page.attributes[FONTS_LATER_ATTRIBUTE]).toBe('later');
      expect(page.attributes['data-mode']).toBe('light');
    }
  });
  it('a page that loads before its first contentful paint fetches only after that paint is reported (its first screen has the line to itself)', () => {
    const page = run({}, false, '', { paintTiming: true });
    page.load();
    page.idle();
    expect(page.fetched).toEqual([]);
    page.paint('first-paint');
    page.idle();
    expect(page.fetched).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.fetched).toEqual([]);
    page.idle();
    expect(page.fetched.map((f) => f.url)).toEqual(LATIN_FILES);
    // Reported once more (another observer's list): nothing is fetched twice.
    page.paint('first-contentful-paint');
    page.idle();
    expect(page.fetched).toHaveLength(LATIN_FILES.length);
  });
  it('a page that has loaded already fetches at the next idle moment', () => {
    const page = run({}, false, '', { readyState: 'complete' });
    page.idle();
    expect(page.fetched.map((f) => f.url)).toEqual(LATIN_FILES);
  });
  it('without requestIdleCallback a timer stands in', () => {
    const page = run({}, false, '', { idleCallback: false });
    page.load();
    page.idle();
    expect(page.fetched.map((f) => f.url)).toEqual(LATIN_FILES);
  });
  it('a page reached from another page of the shop uses the web fonts at once and fetches nothing', () => {
    const page = run({}, false, 'https://shop.example/warenkorb');
    expect(page.attributes[FONTS_LATER_ATTRIBUTE]).toBeUndefined();
    page.load();
    page.idle();
    expect(page.fetched).toEqual([]);
  });
  it('without fetch the page is still marked, and nothing throws', () => {
    const attributes: Record<string, string> = {};
    const document = { referrer: '', documentElement: { setAttribute: (k: string, v: string) => void (attributes[k] = v) } };
    expect(() => new Function(...PARAMS, themeScript)(document, null, {}, { origin: 'https://shop.example' }, () => undefined)).not.toThrow();
    expect(attributes[FONTS_LATER_ATTRIBUTE]).toBe('later');
  });
  it('applyWebFonts lets the page take the web fonts (a client-side navigation)', () => {
    const attributes: Record<string, string> = { [FONTS_LATER_ATTRIBUTE]: 'later', 'data-mode': 'dark' };
    const documentElement = { removeAttribute: (k: string) => void delete attributes[k] };
    (globalThis as { document?: unknown }).document = { documentElement };
    try {
      applyWebFonts();
    } finally {
      delete (globalThis as { document?: unknown }).document;
    }
    expect(attributes).toEqual({ 'data-mode': 'dark' });
    expect(() => applyWebFonts()).not.toThrow();
  });
});

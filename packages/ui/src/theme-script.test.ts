import { describe, expect, it } from 'vitest';
import { themeScript, THEME_STORAGE } from './theme-script';

const PARAMS = ['document', 'localStorage', 'window', 'location', 'setTimeout'] as const;

/** Runs the script as the browser would, with the page's referrer and a paint observer to call later. */
function run(stored: Record<string, string>, prefersDark: boolean, referrer = 'https://shop.example/s/sofa') {
  const attributes: Record<string, string> = {};
  const timers: (() => void)[] = [];
  const observers: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void)[] = [];
  const loading: string[] = [];
  const pending: (() => void)[] = [];
  const fonts = { load: (font: string) => (loading.push(font), new Promise<void>((resolve) => pending.push(resolve))) };
  const document = {
    referrer,
    fonts,
    documentElement: { setAttribute: (k: string, v: string) => void (attributes[k] = v), removeAttribute: (k: string) => void delete attributes[k] },
  };
  const localStorage = { getItem: (k: string) => stored[k] ?? null };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe() {}
  }
  const window = { matchMedia: () => ({ matches: prefersDark }), PerformanceObserver };
  const location = { origin: 'https://shop.example' };
  new Function(...PARAMS, themeScript)(document, localStorage, window, location, (fn: () => void) => void timers.push(fn));
  /** The first contentful paint happens; the timers due after it run. */
  const paint = () => {
    for (const observer of observers) observer({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} });
    for (const timer of timers.splice(0)) timer();
  };
  /** Both fonts have arrived. */
  const arrive = async () => {
    pending.forEach((resolve) => resolve());
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { attributes, paint, arrive, loading, timers };
}
const runScript = (stored: Record<string, string>, prefersDark: boolean) => run(stored, prefersDark).attributes;

describe('theme script (before first paint)', () => {
  it('follows the system when nothing is stored', () => {
    expect(runScript({}, true)).toEqual({ 'data-mode': 'dark', 'data-mode-preference': 'system', 'data-theme': 'default' });
    expect(runScript({}, false)['data-mode']).toBe('light');
  });
  it('applies a stored choice over the system', () => {
    expect(runScript({ [THEME_STORAGE.mode]: 'light' }, true)['data-mode']).toBe('light');
    expect(runScript({ [THEME_STORAGE.mode]: 'dark', [THEME_STORAGE.theme]: 'alt' }, false)).toEqual({
      'data-mode': 'dark',
      'data-mode-preference': 'dark',
      'data-theme': 'alt',
    });
  });
  it('ignores garbage in storage', () => {
    expect(runScript({ [THEME_STORAGE.mode]: '<script>', [THEME_STORAGE.theme]: 'x' }, false)).toEqual({
      'data-mode': 'light',
      'data-mode-preference': 'system',
      'data-theme': 'default',
    });
  });
  it('never throws when storage is blocked', () => {
    expect(() => new Function(...PARAMS, themeScript)({}, null, {}, {}, () => undefined)).not.toThrow();
  });
});

describe('web fonts after the first paint of a visit’s entry page', () => {
  it('a page reached from elsewhere (or typed) paints in the fallbacks, loads both web fonts once it has painted, then applies them together', async () => {
    for (const referrer of ['', 'https://www.search.example/?q=sofa']) {
      const page = run({}, false, referrer);
      expect(page.attributes['data-fonts']).toBe('later');
      expect(page.loading).toEqual([]);
      page.paint();
      expect(page.loading).toEqual(['1em "Inter Variable"', '1em "Source Serif 4 Variable"']);
      expect(page.attributes['data-fonts']).toBe('later');
      await page.arrive();
      expect(page.attributes['data-fonts']).toBeUndefined();
      expect(page.attributes['data-mode']).toBe('light');
    }
  });
  it('a page reached from another page of the shop uses the cached fonts at once', () => {
    expect(run({}, false, 'https://shop.example/warenkorb').attributes['data-fonts']).toBeUndefined();
  });
  it('without a paint observer the fonts still come, after at most three seconds', () => {
    const attributes: Record<string, string> = {};
    const timers: (() => void)[] = [];
    const document = {
      referrer: '',
      documentElement: { setAttribute: (k: string, v: string) => void (attributes[k] = v), removeAttribute: (k: string) => void delete attributes[k] },
    };
    new Function(...PARAMS, themeScript)(document, null, {}, { origin: 'https://shop.example' }, (fn: () => void) => void timers.push(fn));
    expect(attributes['data-fonts']).toBe('later');
    timers.forEach((timer) => timer());
    expect(attributes['data-fonts']).toBeUndefined();
  });
});

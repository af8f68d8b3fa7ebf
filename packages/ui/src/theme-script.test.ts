import { describe, expect, it } from 'vitest';
import { themeScript, THEME_STORAGE } from './theme-script';

function runScript(stored: Record<string, string>, prefersDark: boolean) {
  const attributes: Record<string, string> = {};
  const document = { documentElement: { setAttribute: (k: string, v: string) => void (attributes[k] = v) } };
  const localStorage = { getItem: (k: string) => stored[k] ?? null };
  const window = { matchMedia: () => ({ matches: prefersDark }) };
  new Function('document', 'localStorage', 'window', themeScript)(document, localStorage, window);
  return attributes;
}

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
    expect(() => new Function('document', 'localStorage', 'window', themeScript)({}, null, {})).not.toThrow();
  });
});

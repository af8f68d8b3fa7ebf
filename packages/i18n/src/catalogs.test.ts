import { describe, expect, it } from 'vitest';
import { createI18n, loadMessages } from './catalogs';
import { calendarDate, formatDate } from './format';

describe('catalogs', () => {
  it('has a catalog for each of the five locales with the same ids', async () => {
    const ids = Object.keys(await loadMessages('de-DE')).sort();
    expect(ids.length).toBeGreaterThan(10);
    for (const locale of ['de-AT', 'de-CH', 'fr-CH', 'nl-NL'] as const) {
      expect(Object.keys(await loadMessages(locale)).sort()).toEqual(ids);
    }
  });
  it('never writes "ß" in Swiss German', async () => {
    expect(JSON.stringify(await loadMessages('de-CH'))).not.toContain('ß');
  });
  it('activates an instance per locale', async () => {
    const i18n = await createI18n('fr-CH');
    expect(i18n.locale).toBe('fr-CH');
  });
  it('refuses an unknown locale', async () => {
    await expect(loadMessages('en-US' as never)).rejects.toThrow(/No catalog/);
  });
});

describe('dates in the tenant time zone', () => {
  it('puts an instant on the right calendar day', () => {
    const lateUtc = Date.UTC(2026, 0, 1, 23, 30);
    expect(calendarDate(lateUtc, 'Europe/Zurich')).toBe('2026-01-02');
    expect(calendarDate(lateUtc, 'UTC')).toBe('2026-01-01');
  });
  it('formats with the locale', () => {
    expect(formatDate(Date.UTC(2026, 4, 1, 12), 'de-CH', 'Europe/Zurich', { dateStyle: 'long' })).toBe('1. Mai 2026');
  });
});

describe('pickMessages', () => {
  it('keeps only the ids asked for, and ignores unknown ones', async () => {
    const { pickMessages } = await import('./catalogs');
    expect(pickMessages({ a: ['A'], b: ['B'] }, ['b', 'zz'])).toEqual({ b: ['B'] });
    expect(pickMessages({ a: ['A'] }, [])).toEqual({});
  });
});

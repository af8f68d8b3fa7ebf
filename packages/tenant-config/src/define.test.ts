import { describe, expect, it } from 'vitest';
import { deepMerge } from './merge';
import { defineTenant, TenantConfigError, validateTenantConfig } from './define';
import { baseTenant } from '../../../tenants/base/src/index';

describe('deepMerge', () => {
  it('merges objects key by key and replaces arrays', () => {
    const merged = deepMerge({ a: { b: 1, c: 2 }, list: [1, 2, 3] }, { a: { c: 9 }, list: [4] });
    expect(merged).toEqual({ a: { b: 1, c: 9 }, list: [4] });
  });
  it('does not change its inputs and skips undefined', () => {
    const base = { a: { b: 1 } };
    const merged = deepMerge(base, { a: { b: undefined } });
    expect(merged).toEqual({ a: { b: 1 } });
    expect(base).toEqual({ a: { b: 1 } });
  });
  it('lets null replace a value', () => {
    expect(deepMerge({ a: { b: 1 } as { b: number } | null }, { a: null })).toEqual({ a: null });
  });
});

describe('validation', () => {
  it('accepts the base configuration', () => {
    expect(validateTenantConfig(baseTenant, 'base').key).toBe('base');
  });
  it('names the offending field', () => {
    const bad = { ...baseTenant, i18n: { ...baseTenant.i18n, defaultLocale: 'en-US' } };
    try {
      validateTenantConfig(bad, 'bad');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TenantConfigError);
      expect((error as Error).message).toContain('i18n.defaultLocale');
      expect((error as Error).message).toContain('"bad"');
    }
  });
  it('refuses a default locale the tenant does not offer', () => {
    expect(() => defineTenant(baseTenant, { key: 'xx', i18n: { defaultLocale: 'fr-CH' } })).toThrow(/i18n\.defaultLocale: must be one of i18n\.locales/);
  });
  it('refuses an unknown time zone and a bad payment-pause delay', () => {
    expect(() => defineTenant(baseTenant, { key: 'xx', timeZone: 'Mars/Olympus' })).toThrow(/timeZone/);
    expect(() => defineTenant(baseTenant, { key: 'xx', order: { paymentPause: { months: 5 as 3 } } })).toThrow(/order\.paymentPause\.months/);
  });
  it('refuses unknown fields (a typo is not silently ignored)', () => {
    expect(() => defineTenant(baseTenant, { key: 'xx', header: { localeSwitch: true } as never })).toThrow(/header/);
  });
  it('refuses a min base price above the max', () => {
    expect(() => defineTenant(baseTenant, { key: 'xx', installmentCalculator: { minBasePrice: 9_999_999 } })).toThrow(/installmentCalculator\.minBasePrice/);
  });
  it('freezes what it returns', () => {
    expect(Object.isFrozen(defineTenant(baseTenant, { key: 'yy' }))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { baseTenant } from '@vitrine/tenant-base';
import { chTenant } from './index';

// The Swiss tenant's values from the spec and decisions.md.
describe('ch tenant', () => {
  it('serves de-CH and fr-CH in Europe/Zurich with CHF', () => {
    expect(chTenant.i18n).toEqual({ defaultLocale: 'de-CH', locales: ['de-CH', 'fr-CH'], languages: ['de', 'fr'] });
    expect(chTenant.timeZone).toBe('Europe/Zurich');
    expect(chTenant.currency).toBe('CHF');
  });
  it('has the dark style variant, a locale switcher, premium and the geo-country layer', () => {
    expect(chTenant.styleVariant).toBe('dark');
    expect(chTenant.header.localeSwitcher).toBe(true);
    expect(chTenant.order.premium.enabled).toBe(true);
    expect(chTenant.header.geoCountryLayer.enabled).toBe(true);
    expect(chTenant.header.geoCountryLayer.alternatives.map((a) => a.country)).toEqual(['DE', 'AT']);
    expect(chTenant.assets.flag).toBe('CH');
  });
  it('turns double opt-in off, customer-number login on, and uses feedback id 1300', () => {
    expect(chTenant.forms.newsletterDoubleOptIn).toBe(false);
    expect(chTenant.forms.customerNumberLogin).toBe(true);
    expect(chTenant.customerRatings.feedbackTenantId).toBe(1300);
  });
  it('ships free from CHF 50 and states the support phone prices', () => {
    expect(chTenant.order.freeShippingFrom).toBe(5_000);
    expect(chTenant.officeTimes.phonePrices).toEqual({ landline: 14, mobileMax: 42 });
  });
  it('writes prices with the currency after and no thousands delimiter', () => {
    expect(chTenant.priceFormat).toEqual({ currencyPosition: 'after', grouping: false, decimalSeparator: '.' });
  });
  it('keeps instalments interest-free, where shop-de charges interest', () => {
    expect(baseTenant.installmentCalculator.monthlyInterestFactor).toBeGreaterThan(0);
    expect(chTenant.installmentCalculator).toMatchObject({ monthlyInterestFactor: 0, monthlyRateSurchargeFactor: 0, counts: baseTenant.installmentCalculator.counts });
  });
  it('inherits what it does not override', () => {
    expect(chTenant.officeTimes.hours).toEqual(baseTenant.officeTimes.hours);
    expect(chTenant.product).toEqual(baseTenant.product);
  });
});

import { describe, expect, it } from 'vitest';
import { nlTenant } from './index';

describe('nl tenant', () => {
  it('is nl-NL in Europe/Amsterdam with the euro sign in front', () => {
    expect(nlTenant.i18n).toEqual({ defaultLocale: 'nl-NL', locales: ['nl-NL'], languages: ['nl'] });
    expect(nlTenant.timeZone).toBe('Europe/Amsterdam');
    expect(nlTenant.priceFormat.currencyPosition).toBe('before');
  });
  it('keeps payback and payment dates off (de-DE only)', () => {
    expect(nlTenant.account.pages).not.toContain('payback');
    expect(nlTenant.account.pages).not.toContain('paymentDates');
    expect(nlTenant.account.pages).toContain('orders');
  });
  it('keeps instalments interest-free', () => {
    expect(nlTenant.installmentCalculator).toMatchObject({ monthlyInterestFactor: 0, monthlyRateSurchargeFactor: 0 });
  });
});

import { baseTenant } from '@vitrine/tenant-base';
import { describe, expect, it } from 'vitest';
import { deTenant } from './index';

describe('de tenant', () => {
  it('switches on every account page the base keeps off, payback and payment dates included', () => {
    for (const page of ['overview', 'orders', 'bookings', 'invoices', 'paymentDates', 'payback'] as const) {
      expect(baseTenant.account.pages).not.toContain(page);
      expect(deTenant.account.pages).toContain(page);
    }
    expect(deTenant.account.pages).toEqual(expect.arrayContaining(['personalData', 'addressBook']));
  });
  it('is the base configuration otherwise: its key (content and data), locale, currency and rules', () => {
    const { account: _deAccount, ...de } = deTenant;
    const { account: _baseAccount, ...base } = baseTenant;
    expect(de).toEqual(base);
    expect(deTenant.key).toBe('base');
  });
});

import { describe, expect, it } from 'vitest';
import { baseTenant } from './index';

describe('base tenant (Germany)', () => {
  it('is de-DE in Europe/Berlin with EUR', () => {
    expect(baseTenant.i18n.defaultLocale).toBe('de-DE');
    expect(baseTenant.timeZone).toBe('Europe/Berlin');
    expect(baseTenant.currency).toBe('EUR');
  });
  it('has double opt-in on, customer-number login off, feedback id 1900', () => {
    expect(baseTenant.forms.newsletterDoubleOptIn).toBe(true);
    expect(baseTenant.forms.customerNumberLogin).toBe(false);
    expect(baseTenant.customerRatings.feedbackTenantId).toBe(1900);
  });
  it('switches off bookings, orders, overview, invoices, payment dates and payback', () => {
    for (const page of ['bookings', 'orders', 'overview', 'invoices', 'paymentDates', 'payback'] as const) {
      expect(baseTenant.account.pages).not.toContain(page);
    }
  });
  it('opens Mon–Fri 08–21 and Sat 08–12', () => {
    expect(baseTenant.officeTimes.hours).toEqual([
      { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '21:00' },
      { days: [6], opens: '08:00', closes: '12:00' },
    ]);
  });
  it('pauses payments for 3 months by default and runs the active AB test', () => {
    expect(baseTenant.order.paymentPause.months).toBe(3);
    expect(baseTenant.abTesting.activeTests).toContain('2025_04_Aplus_reco');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_VOUCHER_DAYS, redeemVoucher, voucherStanding, type VoucherTerms } from './voucher-rules';

const now = new Date('2026-11-23T10:00:00Z');
const code: VoucherTerms = { kind: 'discount-code', value: 10, percent: true, minimumOrder: 0, validFrom: '2026-01-01T00:00:00Z', validUntil: '2027-01-31T23:59:59Z' };
const newsletter: VoucherTerms = { kind: 'newsletter', value: 3_000, percent: false, minimumOrder: 9_000, validFrom: '2026-01-01T00:00:00Z', validUntil: '2027-12-31T23:59:59Z' };
const dress = { amount: 10_000, reduced: false, technical: false };
const sale = { amount: 5_000, reduced: true, technical: false };
const fridge = { amount: 80_000, reduced: false, technical: true };
const at = (over: Partial<Parameters<typeof redeemVoucher>[1]> = {}) => ({ now, timeZone: 'Europe/Zurich', goods: [dress], redemptions: [], code: 'HERBST10', ...over });

describe('discount code', () => {
  it('takes its percentage off the goods that are not reduced', () => {
    expect(redeemVoucher(code, at({ goods: [dress, sale] }))).toEqual({ discount: 1_000 });
    expect(redeemVoucher(code, at({ goods: [sale] }))).toEqual({ refusal: 'nothing-applies' });
  });
  it('once per calendar day of the shop’s time zone', () => {
    expect(redeemVoucher(code, at({ redemptions: ['2026-11-23T06:00:00Z'] }))).toEqual({ refusal: 'used-today' });
    // 23:30 UTC on the 22nd is already the 23rd in Zurich.
    expect(redeemVoucher(code, at({ redemptions: ['2026-11-22T23:30:00Z'] }))).toEqual({ refusal: 'used-today' });
    expect(redeemVoucher(code, at({ redemptions: ['2026-11-22T22:30:00Z'] }))).toEqual({ discount: 1_000 });
  });
  it('is not combinable, and only within its dates', () => {
    expect(redeemVoucher(code, at({ applied: 'WILLKOMMEN30' }))).toEqual({ refusal: 'not-combinable' });
    expect(redeemVoucher(code, at({ applied: 'HERBST10' }))).toEqual({ discount: 1_000 });
    expect(redeemVoucher(code, at({ now: new Date('2027-02-01T00:00:00Z') }))).toEqual({ refusal: 'expired' });
    expect(redeemVoucher({ ...code, validFrom: '2026-12-01T00:00:00Z' }, at())).toEqual({ refusal: 'not-yet-valid' });
  });
});

describe('newsletter voucher', () => {
  const received = '2026-11-10T08:00:00Z';
  it('CHF 30 once, from CHF 90 of goods that are not technical', () => {
    expect(redeemVoucher(newsletter, at({ receivedAt: received }))).toEqual({ discount: 3_000 });
    expect(redeemVoucher(newsletter, at({ receivedAt: received, goods: [{ ...dress, amount: 8_999 }, fridge] }))).toEqual({ refusal: 'minimum-not-reached' });
    expect(redeemVoucher(newsletter, at({ receivedAt: received, goods: [fridge] }))).toEqual({ refusal: 'nothing-applies' });
    expect(redeemVoucher(newsletter, at({ receivedAt: received, redemptions: ['2026-11-12T08:00:00Z'] }))).toEqual({ refusal: 'already-used' });
  });
  it(`within ${NEWSLETTER_VOUCHER_DAYS} days of receipt`, () => {
    expect(redeemVoucher(newsletter, at({ receivedAt: '2026-10-24T11:00:00Z' }))).toEqual({ discount: 3_000 });
    expect(redeemVoucher(newsletter, at({ receivedAt: '2026-10-24T09:00:00Z' }))).toEqual({ refusal: 'received-too-long-ago' });
    expect(redeemVoucher(newsletter, at({ receivedAt: null }))).toEqual({ refusal: 'received-too-long-ago' });
  });
});

describe('every voucher (property)', () => {
  it('never takes more than the goods it applies to, nor less than nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount: fc.integer({ min: 0, max: 500_000 }), reduced: fc.boolean(), technical: fc.boolean() }), { maxLength: 8 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 100_000 }),
        (goods, percent, value) => {
          const terms: VoucherTerms = { ...code, kind: percent ? 'discount-code' : 'newsletter', percent, value: percent ? Math.min(value, 100) : value };
          const answer = redeemVoucher(terms, at({ goods, receivedAt: '2026-11-20T00:00:00Z' }));
          if ('discount' in answer) {
            const eligible = goods.filter((g) => (percent ? !g.reduced : !g.technical)).reduce((s, g) => s + g.amount, 0);
            expect(answer.discount).toBeGreaterThanOrEqual(0);
            expect(answer.discount).toBeLessThanOrEqual(eligible);
          }
        },
      ),
    );
  });
});

describe('where a voucher stands for a customer (property)', () => {
  const day = 86_400_000;
  const base = Date.parse('2026-06-01T00:00:00Z');
  it('agrees with redeemVoucher: active redeems (given goods above its minimum), used and expired are refused for that reason', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('discount-code' as const, 'newsletter' as const),
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: -400, max: 400 }),
        fc.option(fc.integer({ min: -400, max: 400 }), { nil: undefined }),
        fc.boolean(),
        (kind, from, length, at, received, redeemedBefore) => {
          const terms: VoucherTerms = {
            kind,
            value: kind === 'discount-code' ? 10 : 1_000,
            percent: kind === 'discount-code',
            minimumOrder: 0,
            validFrom: new Date(base + from * day).toISOString(),
            validUntil: new Date(base + (from + length) * day).toISOString(),
          };
          const now = new Date(base + at * day + 3_600_000);
          // A redemption long ago (never "today").
          const redemptions = redeemedBefore ? [new Date(base - 1_000 * day).toISOString()] : [];
          const receivedAt = received === undefined ? undefined : new Date(base + received * day).toISOString();
          const { standing, redeemableUntil } = voucherStanding(terms, { now, redemptions, receivedAt });
          const answer = redeemVoucher(terms, {
            now,
            timeZone: 'Europe/Berlin',
            goods: [{ amount: 50_000, reduced: false, technical: false }],
            redemptions,
            receivedAt,
            code: 'X',
          });
          expect(Date.parse(redeemableUntil)).toBeLessThanOrEqual(Date.parse(terms.validUntil));
          if (standing === 'active') expect(answer).toHaveProperty('discount');
          if (standing === 'upcoming') expect(answer).toEqual({ refusal: 'not-yet-valid' });
          if (standing === 'used') {
            expect(kind).toBe('newsletter');
            expect(answer).toMatchObject({ refusal: expect.stringMatching(/^(already-used|not-yet-valid|expired)$/) });
          }
          // Expired: past its time, or (a newsletter voucher) its days after receipt ended, before it even began too.
          if (standing === 'expired') expect(answer).toMatchObject({ refusal: expect.stringMatching(/^(expired|received-too-long-ago|not-yet-valid)$/) });
          if (standing === 'expired' && 'refusal' in answer && answer.refusal === 'not-yet-valid')
            expect(receivedAt === undefined || Date.parse(redeemableUntil) < Date.parse(terms.validFrom)).toBe(true);
          if ('discount' in answer) expect(standing).toBe('active');
        },
      ),
    );
  });
});

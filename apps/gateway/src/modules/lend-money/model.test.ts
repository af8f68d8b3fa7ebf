import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, ageOn } from '@vitrine/instalment-math';
import { type CreditFacts, NEW_INCOME_CHECK_ABOVE, unmetConditions } from './model';

const today = '2026-11-27';
/** Eva of the README: meets every condition. */
const eva: CreditFacts = {
  dateOfBirth: '1985-11-27',
  lastArrearsOn: null,
  bureauArrearsOn: null,
  lastLoanOn: '2025-09-27',
  earlierPayments: 18,
  paymentArrangement: false,
  incomeCheckOn: '2025-11-27',
  openBalance: 12_000,
};

describe('the lend-money conditions (spec §5)', () => {
  it('lets a customer who meets every condition borrow', () => {
    expect(unmetConditions(eva, 10_000, today)).toEqual({ unmet: [], newIncomeCheck: false });
  });

  it('names each condition that is not met, on its own', () => {
    const only = (change: Partial<CreditFacts>) => unmetConditions({ ...eva, ...change }, 10_000, today).unmet;
    expect(only({ lastArrearsOn: '2026-09-27' })).toEqual(['SHOP_ARREARS']);
    expect(only({ dateOfBirth: '2002-09-27' })).toEqual(['AGE']);
    expect(only({ dateOfBirth: '1956-10-27' })).toEqual(['AGE']);
    expect(only({ bureauArrearsOn: '2023-11-27' })).toEqual(['BUREAU_ARREARS']);
    expect(only({ lastLoanOn: '2026-11-17' })).toEqual(['RECENT_LOAN']);
    expect(only({ earlierPayments: 0 })).toEqual(['NO_EARLIER_PAYMENT']);
    expect(only({ paymentArrangement: true })).toEqual(['PAYMENT_ARRANGEMENT']);
    expect(only({ incomeCheckOn: '2022-11-27' })).toEqual(['INCOME_CHECK']);
    // No check on file: none is needed while the new balance stays within EUR 250.
    expect(only({ incomeCheckOn: null })).toEqual([]);
    expect(unmetConditions({ ...eva, incomeCheckOn: null }, 20_000, today)).toEqual({ unmet: [], newIncomeCheck: true });
  });

  it('draws each line at its day: 25 on the birthday, 70 on the birthday, six months, five years, a month, three years', () => {
    const only = (change: Partial<CreditFacts>) => unmetConditions({ ...eva, ...change }, 10_000, today).unmet;
    expect(only({ dateOfBirth: '2001-11-27' })).toEqual([]);
    expect(only({ dateOfBirth: '2001-11-28' })).toEqual(['AGE']);
    expect(only({ dateOfBirth: '1956-11-28' })).toEqual([]);
    expect(only({ dateOfBirth: '1956-11-27' })).toEqual(['AGE']);
    expect(only({ lastArrearsOn: '2026-05-27' })).toEqual([]);
    expect(only({ lastArrearsOn: '2026-05-28' })).toEqual(['SHOP_ARREARS']);
    expect(only({ bureauArrearsOn: '2021-11-27' })).toEqual([]);
    expect(only({ lastLoanOn: '2026-10-27' })).toEqual([]);
    expect(only({ lastLoanOn: '2026-10-28' })).toEqual(['RECENT_LOAN']);
    expect(only({ incomeCheckOn: '2023-11-27' })).toEqual([]);
  });

  it('asks for a new income-and-expenses check when the new balance passes EUR 250', () => {
    expect(unmetConditions(eva, NEW_INCOME_CHECK_ABOVE - eva.openBalance, today).newIncomeCheck).toBe(false);
    expect(unmetConditions(eva, NEW_INCOME_CHECK_ABOVE - eva.openBalance + 1, today).newIncomeCheck).toBe(true);
  });

  it('ages and shifted days agree with the calendar (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1930-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }), fc.integer({ min: -120, max: 120 }), (date, months) => {
        const day = date.toISOString().slice(0, 10);
        const shifted = addMonths(day, months);
        expect(/^\d{4}-\d{2}-\d{2}$/.test(shifted)).toBe(true);
        // A month later and back is the same day, or the end of the shorter month.
        expect(addMonths(shifted, -months) <= day).toBe(true);
        if (months >= 0) expect(ageOn(day, shifted)).toBe(Math.floor(months / 12) - (shifted.slice(8) < day.slice(8) && months % 12 === 0 && months > 0 ? 1 : 0));
      }),
    );
  });

  it('never lets more conditions pass by asking for more (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_00 }), fc.integer({ min: 1, max: 10_000_00 }), (a, b) => {
        const small = unmetConditions(eva, Math.min(a, b), today);
        const large = unmetConditions(eva, Math.max(a, b), today);
        expect(large.unmet).toEqual(small.unmet);
        if (small.newIncomeCheck) expect(large.newIncomeCheck).toBe(true);
      }),
    );
  });
});

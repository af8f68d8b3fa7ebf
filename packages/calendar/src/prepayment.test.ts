import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepaymentDates } from './prepayment';

describe('prepayment dates', () => {
  it('counts calendar days from the order day, across months and leap days', () => {
    expect(prepaymentDates('2026-02-20', { remindAfterDays: 7, cancelAfterDays: 14 })).toEqual({ remindOn: '2026-02-27', payBy: '2026-03-06' });
    expect(prepaymentDates('2028-02-25', { remindAfterDays: 4, cancelAfterDays: 10 })).toEqual({ remindOn: '2028-02-29', payBy: '2028-03-06' });
  });

  it('never reminds after the pay-by day when the rules remind first (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }), fc.nat(30), fc.nat(30), (date, remind, extra) => {
        const { remindOn, payBy } = prepaymentDates(date.toISOString().slice(0, 10), { remindAfterDays: remind, cancelAfterDays: remind + extra });
        expect(remindOn <= payBy).toBe(true);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, ageOn, OCCUPATIONS, rateProtectionAgeProblem, rateProtectionCover, rateProtectionPremium } from './rate-protection';

const day = fc.date({ min: new Date('1920-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const terms = { monthlyPercent: 5.9, minAge: 18, maxAgeAtEnd: 67 };

describe('rateProtectionPremium', () => {
  it('a worked example: 5.9 % of 91.23 is 5.38 a month, 64.56 over 12', () => {
    expect(rateProtectionPremium({ monthlyInstalment: 9_123, count: 12 }, terms)).toEqual({ monthly: 538, total: 6_456 });
  });
  it('is the monthly premium times the count, and grows with the instalment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 1, max: 72 }), (a, b, count) => {
        const pa = rateProtectionPremium({ monthlyInstalment: a, count }, terms);
        const pb = rateProtectionPremium({ monthlyInstalment: b, count }, terms);
        expect(pa.total).toBe(pa.monthly * count);
        expect(Number.isSafeInteger(pa.monthly)).toBe(true);
        expect(Math.abs(pa.monthly - (a * 5.9) / 100)).toBeLessThanOrEqual(0.5);
        if (a <= b) expect(pa.monthly).toBeLessThanOrEqual(pb.monthly);
      }),
    );
  });
  it('refuses what is not money', () => {
    expect(() => rateProtectionPremium({ monthlyInstalment: 1.5, count: 3 }, terms)).toThrow(RangeError);
    expect(() => rateProtectionPremium({ monthlyInstalment: 100, count: 0 }, terms)).toThrow(RangeError);
    expect(() => rateProtectionPremium({ monthlyInstalment: 100, count: 3 }, { monthlyPercent: -1 })).toThrow(RangeError);
  });
});

describe('rateProtectionCover', () => {
  it('covers death for everyone and unemployment only for employees', () => {
    for (const e of OCCUPATIONS) {
      const cover = rateProtectionCover(e);
      expect(cover).toContain('death');
      expect(cover.includes('unemployment')).toBe(e === 'employed');
    }
    expect(rateProtectionCover('self-employed')).toEqual(['death', 'incapacity']);
    expect(rateProtectionCover('retired')).toEqual(['death']);
  });
});

describe('ages and months', () => {
  it('counts a birthday from its day', () => {
    expect(ageOn('2008-11-24', '2026-11-23')).toBe(17);
    expect(ageOn('2008-11-24', '2026-11-24')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
  it('adds months within the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-24', 14)).toBe('2028-01-24');
    expect(addMonths('2026-11-24', 0)).toBe('2026-11-24');
  });
  it('addMonths moves forward by whole months: the month index grows by n and the day never grows', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 120 }), (d, n) => {
        const out = addMonths(d, n);
        const index = (s: string) => Number(s.slice(0, 4)) * 12 + Number(s.slice(5, 7));
        expect(index(out) - index(d)).toBe(n);
        expect(Number(out.slice(8))).toBeLessThanOrEqual(Number(d.slice(8)));
        expect(Number.isNaN(Date.parse(`${out}T00:00:00Z`))).toBe(false);
      }),
    );
  });
  it('ageOn never falls as time passes and grows by one each year', () => {
    fc.assert(
      fc.property(day, day, (birth, on) => {
        fc.pre(birth <= on);
        const age = ageOn(birth, on);
        expect(age).toBeGreaterThanOrEqual(0);
        // A year later one year older (29 February moves to the 28th: the 29th's birthday waits a day).
        const later = ageOn(birth, addMonths(on, 12));
        if (on.slice(5) === '02-29') expect([age, age + 1]).toContain(later);
        else expect(later).toBe(age + 1);
      }),
    );
  });
});

describe('rateProtectionAgeProblem', () => {
  it('insures from 18 at the order up to 67 at the last instalment', () => {
    expect(rateProtectionAgeProblem('2008-11-25', '2026-11-24', 12, terms)).toBe('too-young');
    expect(rateProtectionAgeProblem('2008-11-24', '2026-11-24', 12, terms)).toBeUndefined();
    // The last instalment on 2027-11-24: 67 that day (even 67 and 364 days) is insurable, 68 is not.
    expect(rateProtectionAgeProblem('1960-11-24', '2026-11-24', 12, terms)).toBeUndefined();
    expect(rateProtectionAgeProblem('1959-11-25', '2026-11-24', 12, terms)).toBeUndefined();
    expect(rateProtectionAgeProblem('1959-11-24', '2026-11-24', 12, terms)).toBe('too-old');
  });
  it('a longer plan never makes someone insurable who was not', () => {
    fc.assert(
      fc.property(day, day, fc.integer({ min: 1, max: 72 }), fc.integer({ min: 0, max: 48 }), (birth, today, months, more) => {
        fc.pre(birth <= today);
        const shorter = rateProtectionAgeProblem(birth, today, months, terms);
        const longer = rateProtectionAgeProblem(birth, today, months + more, terms);
        if (shorter) expect(longer).toBeDefined();
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addWorkingDays, earliestPickup, isDay, isPublicHoliday, isWorkingDay, localToday, pickupDateProblem, pickupDays, publicHolidays } from './index';

const BERLIN = { country: 'DE', timeZone: 'Europe/Berlin' };
const ZURICH = { country: 'CH', timeZone: 'Europe/Zurich' };
const AMSTERDAM = { country: 'NL', timeZone: 'Europe/Amsterdam' };

describe('working days', () => {
  it('knows each country’s public holidays from the library', () => {
    expect(isPublicHoliday('2026-10-03', 'DE')).toBe(true);
    expect(isPublicHoliday('2026-08-01', 'CH')).toBe(true);
    expect(isPublicHoliday('2026-08-01', 'DE')).toBe(false);
    expect(isPublicHoliday('2026-04-27', 'NL')).toBe(true);
    expect(publicHolidays('DE', 2027).has('2027-12-25')).toBe(true);
    expect(() => publicHolidays('XX', 2026)).toThrow(/XX/);
  });
  it('counts Monday to Friday without holidays', () => {
    // Thursday 24 December 2026: Friday is Christmas, the weekend, Monday.
    expect(addWorkingDays('2026-12-24', 1, 'DE')).toBe('2026-12-28');
    expect(addWorkingDays('2026-12-24', 0, 'DE')).toBe('2026-12-24');
    expect(isWorkingDay('2026-12-26', 'DE')).toBe(false);
    expect(() => addWorkingDays('2026-12-24', -1, 'DE')).toThrow(RangeError);
  });
  it('takes today from the shop’s time zone', () => {
    expect(localToday(new Date('2026-11-26T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-27');
    expect(localToday(new Date('2026-11-26T23:30:00Z'), 'UTC')).toBe('2026-11-26');
  });
  it('reads only real days', () => {
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('26.11.2026')).toBe(false);
  });
  it('moves n working days ahead onto a working day, never fewer calendar days than n', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom('DE', 'CH', 'NL'),
        (date, n, country) => {
          const from = date.toISOString().slice(0, 10);
          const to = addWorkingDays(from, n, country);
          expect(isWorkingDay(to, country)).toBe(true);
          let count = 0;
          for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isWorkingDay(day, country)) count += 1;
          expect(count).toBe(n);
        },
      ),
    );
  });
});

describe('return pickup', () => {
  // Thursday 26 November 2026, 10:00 in Berlin.
  const now = new Date('2026-11-26T09:00:00Z');
  it('is the third working day after today at the earliest', () => {
    expect(earliestPickup(now, BERLIN)).toBe('2026-12-01');
    expect(pickupDateProblem('2026-11-30', now, BERLIN)).toBe('pickup-too-early');
    expect(pickupDateProblem('2026-12-01', now, BERLIN)).toBeUndefined();
  });
  it('refuses a public holiday or a weekend, another day, and one past the horizon', () => {
    expect(pickupDateProblem('2026-12-25', now, BERLIN)).toBe('pickup-not-working-day');
    expect(pickupDateProblem('2026-12-05', now, ZURICH)).toBe('pickup-not-working-day');
    expect(pickupDateProblem('2027-01-20', now, AMSTERDAM)).toBe('pickup-too-late');
    expect(pickupDateProblem('2026-13-01', now, BERLIN)).toBe('pickup-date-invalid');
  });
  it('counts the holidays of the pickup’s country: before Christmas the earliest moves', () => {
    const christmas = new Date('2026-12-23T09:00:00Z');
    // Thursday 24, (Christmas,) Monday 28, Tuesday 29: without the holiday it would be Monday.
    expect(earliestPickup(christmas, BERLIN)).toBe('2026-12-29');
    expect(earliestPickup(christmas, AMSTERDAM)).toBe('2026-12-29');
  });
  it('offers exactly the days it accepts', () => {
    const days = pickupDays(now, ZURICH);
    expect(days[0]).toBe(earliestPickup(now, ZURICH));
    for (const day of days) expect(pickupDateProblem(day, now, ZURICH)).toBeUndefined();
    for (let day = '2026-11-26'; day <= '2027-01-05'; day = addDays(day, 1)) expect(days.includes(day)).toBe(pickupDateProblem(day, now, ZURICH) === undefined);
  });
});

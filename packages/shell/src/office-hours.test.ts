import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOpenAt } from './office-hours';
import { offsetSchedule } from './office-schedule';

const BASE = [
  { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '21:00' },
  { days: [6], opens: '08:00', closes: '12:00' },
];

describe('isOpenAt', () => {
  it('reads the hours in the shop’s time zone, opens inclusive, closes exclusive', () => {
    // Monday 23 November 2026: Berlin is UTC+1.
    expect(isOpenAt(BASE, 'Europe/Berlin', new Date('2026-11-23T06:59:00Z'))).toBe(false);
    expect(isOpenAt(BASE, 'Europe/Berlin', new Date('2026-11-23T07:00:00Z'))).toBe(true);
    expect(isOpenAt(BASE, 'Europe/Berlin', new Date('2026-11-23T19:59:00Z'))).toBe(true);
    expect(isOpenAt(BASE, 'Europe/Berlin', new Date('2026-11-23T20:00:00Z'))).toBe(false);
    // Saturday until noon, Sunday closed; summer time (UTC+2) in July.
    expect(isOpenAt(BASE, 'Europe/Berlin', new Date('2026-07-04T09:59:00Z'))).toBe(true);
    expect(isOpenAt(BASE, 'Europe/Berlin', new Date('2026-07-04T10:00:00Z'))).toBe(false);
    expect(isOpenAt(BASE, 'Europe/Berlin', new Date('2026-07-05T10:00:00Z'))).toBe(false);
  });
  it('is never open on a day without hours, whatever the time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 * 24 * 60 - 1 }), (minute) => {
        // 2026-11-22 is a Sunday: every minute of it (Berlin) is closed.
        const at = new Date(Date.UTC(2026, 10, 21, 23, 0) + (minute % (24 * 60)) * 60_000);
        return !isOpenAt(BASE, 'Europe/Berlin', at);
      }),
    );
  });
  it('is open exactly for the minutes inside the hours of a weekday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (minute) => {
        // Wednesday 25 November 2026 00:00 Berlin = 24 Nov 23:00 UTC.
        const at = new Date(Date.UTC(2026, 10, 24, 23, 0) + minute * 60_000);
        return isOpenAt(BASE, 'Europe/Berlin', at) === (minute >= 8 * 60 && minute < 21 * 60);
      }),
    );
  });
});

describe('offsetSchedule', () => {
  it('finds the summer-time changes to the minute', () => {
    // Berlin: +60 until 29 March 2026 01:00 UTC, then +120 until 25 October 01:00 UTC.
    const { changes, until } = offsetSchedule('Europe/Berlin', new Date('2026-03-01T00:00:00Z'), 240);
    expect(changes).toEqual([
      [Date.parse('2026-03-01T00:00:00Z'), 60],
      [Date.parse('2026-03-29T01:00:00Z'), 120],
      [Date.parse('2026-10-25T01:00:00Z'), 60],
    ]);
    expect(until).toBe(Date.parse('2026-03-01T00:00:00Z') + 240 * 86_400_000);
    expect(offsetSchedule('UTC', new Date('2026-03-01T00:00:00Z')).changes).toEqual([[Date.parse('2026-03-01T00:00:00Z'), 0]]);
  });

  it('reads the same open or closed as Intl for any instant it covers, in every shop time zone', () => {
    const from = new Date('2026-10-01T00:00:00Z');
    const schedules = Object.fromEntries(
      ['Europe/Berlin', 'Europe/Zurich', 'Europe/Amsterdam', 'America/St_Johns', 'Asia/Kolkata'].map((tz) => [tz, offsetSchedule(tz, from, 62)]),
    );
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(schedules)), fc.integer({ min: 0, max: 62 * 24 * 60 - 1 }), (timeZone, minute) => {
        const at = new Date(from.getTime() + minute * 60_000);
        return isOpenAt(BASE, timeZone, at, schedules[timeZone]) === isOpenAt(BASE, timeZone, at);
      }),
      { numRuns: 2000 },
    );
  });

  it('falls back to Intl past its end', () => {
    const schedule = { changes: [[0, 600]] as const, until: 1 };
    // A schedule that says +10 h, but has ended: the time zone's own offset counts.
    expect(isOpenAt(BASE, 'Europe/Berlin', new Date('2026-11-23T19:30:00Z'), schedule)).toBe(true);
    expect(isOpenAt(BASE, 'Europe/Berlin', new Date('2026-11-23T19:30:00Z'), { ...schedule, until: Date.parse('2027-01-01') })).toBe(false);
  });
});

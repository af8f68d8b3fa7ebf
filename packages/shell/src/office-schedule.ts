import type { OffsetSchedule } from './office-hours';

// Apart from office-hours.ts, which the browser's OpenNow imports: the schedule is made on the
// server (the footer), and its code stays out of every page's JavaScript.

const STEP = 12 * 3_600_000;

/**
 * The time zone's offsets from `from` for `days` days: each change found to the minute (changes
 * happen at whole minutes, and no two of them lie within 12 hours of each other).
 */
export function offsetSchedule(timeZone: string, from: Date, days = 62): OffsetSchedule {
  const format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  /** The offset from UTC at an instant (a whole minute), in minutes (Berlin in winter: 60). */
  const offsetAt = (at: number): number => {
    const parts = format.formatToParts(at);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Math.round((Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - at) / 60_000);
  };
  const start = Math.floor(from.getTime() / 60_000) * 60_000;
  const until = start + days * 86_400_000;
  const changes: [number, number][] = [[start, offsetAt(start)]];
  for (let t = start + STEP; t < until + STEP; t += STEP) {
    const offset = offsetAt(Math.min(t, until));
    if (offset === changes[changes.length - 1]![1]) continue;
    // The change lies within the last step: the first minute with the new offset.
    let low = t - STEP;
    let high = Math.min(t, until);
    while (high - low > 60_000) {
      const mid = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetAt(mid) === offset) high = mid;
      else low = mid;
    }
    changes.push([high, offset]);
  }
  return { changes, until };
}

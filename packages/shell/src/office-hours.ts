/** Service hours of a group of days (ISO weekdays, 1 = Monday), times `HH:MM` in the shop's time zone. */
export interface OfficeHoursGroup {
  days: readonly number[];
  opens: string;
  closes: string;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * A time zone's offsets from UTC over a span of time: `[from, minutes]` pairs in time order, each
 * valid from its instant (ms) until the next; the last one until `until`. Made on the server
 * ({@link offsetSchedule}), so that the browser can read the shop's local time without Intl (its
 * first time-zone format in a page loads ICU data: about 15 ms of main thread).
 */
export interface OffsetSchedule {
  changes: readonly (readonly [from: number, minutes: number])[];
  until: number;
}

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

/** The weekday (1–7) and minute of the day of an instant in a time zone. */
function localTime(at: Date, timeZone: string, schedule?: OffsetSchedule): { day: number; minute: number } {
  const t = at.getTime();
  if (schedule && t >= schedule.changes[0]![0] && t < schedule.until) {
    // Without Intl: the instant moved by the offset it has, read as UTC.
    const offset = schedule.changes.findLast(([from]) => from <= t)![1];
    const local = new Date(t + offset * 60_000);
    return { day: local.getUTCDay() || 7, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
  }
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  return { day, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/**
 * Whether the service is open at an instant, read in the shop's time zone (Europe/Zurich for the
 * Swiss shop whatever the shopper's clock says): opens inclusive, closes exclusive. With a
 * `schedule` of the time zone's offsets that covers the instant, no Intl is needed.
 */
export function isOpenAt(hours: readonly OfficeHoursGroup[], timeZone: string, at: Date, schedule?: OffsetSchedule): boolean {
  const { day, minute } = localTime(at, timeZone, schedule);
  return hours.some((h) => h.days.includes(day) && minute >= minutes(h.opens) && minute < minutes(h.closes));
}

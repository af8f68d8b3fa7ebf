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
 * (`offsetSchedule` in office-schedule.ts), so that the browser can read the shop's local time
 * without Intl (its first time-zone format in a page loads ICU data: about 15 ms of main thread).
 */
export interface OffsetSchedule {
  changes: readonly (readonly [from: number, minutes: number])[];
  until: number;
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

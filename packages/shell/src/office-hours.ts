/** Service hours of a group of days (ISO weekdays, 1 = Monday), times `HH:MM` in the shop's time zone. */
export interface OfficeHoursGroup {
  days: readonly number[];
  opens: string;
  closes: string;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The weekday (1–7) and minute of the day of an instant in a time zone. */
function localTime(at: Date, timeZone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  return { day, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/**
 * Whether the service is open at an instant, read in the shop's time zone (Europe/Zurich for the
 * Swiss shop whatever the shopper's clock says): opens inclusive, closes exclusive.
 */
export function isOpenAt(hours: readonly OfficeHoursGroup[], timeZone: string, at: Date): boolean {
  const { day, minute } = localTime(at, timeZone);
  return hours.some((h) => h.days.includes(day) && minute >= minutes(h.opens) && minute < minutes(h.closes));
}

/** Orders placed after this hour (the tenant's local time) leave the warehouse a working day later. */
export const CUT_OFF_HOUR = 17;

/** The local date and hour of an instant in a time zone. */
function localParts(now: Date, timeZone: string): { y: number; m: number; d: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { y: get('year'), m: get('month'), d: get('day'), hour: get('hour') };
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** `days` working days (Monday to Friday) after a calendar date (UTC midnight). */
function addWorkingDays(start: Date, days: number): Date {
  const date = new Date(start);
  let left = days;
  while (left > 0 || isWeekend(date)) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}

/**
 * When an order placed `now` arrives: the earliest and latest delivery day (`YYYY-MM-DD`), counted
 * in working days in the tenant's time zone from the day the order leaves (the next working day
 * after the cut-off or on a weekend).
 */
export function expectedDelivery(now: Date, timeZone: string, [min, max]: readonly [number, number]): { earliest: string; latest: string } {
  const local = localParts(now, timeZone);
  const today = new Date(Date.UTC(local.y, local.m - 1, local.d));
  const leaves = local.hour >= CUT_OFF_HOUR || isWeekend(today) ? addWorkingDays(today, 1) : today;
  return { earliest: iso(addWorkingDays(leaves, min)), latest: iso(addWorkingDays(leaves, Math.max(min, max))) };
}

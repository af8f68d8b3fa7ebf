import Holidays from 'date-holidays';

/** A calendar day, `YYYY-MM-DD`. */
export type Day = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** True for a real calendar day written `YYYY-MM-DD`. */
export function isDay(value: string): value is Day {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const toDate = (day: Day) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date): Day => date.toISOString().slice(0, 10);
/** `day` moved by whole calendar days. */
export const addDays = (day: Day, days: number): Day => toDay(new Date(toDate(day).getTime() + days * MS_PER_DAY));

/** Today in a time zone (a shop's calendar day, not the server's). */
export function localToday(now: Date, timeZone: string): Day {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const calendars = new Map<string, Holidays>();
const holidaysByYear = new Map<string, ReadonlySet<Day>>();

/** The country's nationwide public holidays of a year (date-holidays' `public` type), as days. */
export function publicHolidays(country: string, year: number): ReadonlySet<Day> {
  const key = `${country}:${year}`;
  let days = holidaysByYear.get(key);
  if (!days) {
    let calendar = calendars.get(country);
    if (!calendar) {
      calendar = new Holidays(country);
      if (!calendar.getCountries()[country]) throw new RangeError(`No holiday calendar for country ${country}`);
      calendars.set(country, calendar);
    }
    days = new Set(
      calendar
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidaysByYear.set(key, days);
  }
  return days;
}

/** A public holiday of the country on that day, or undefined. */
export function isPublicHoliday(day: Day, country: string): boolean {
  return publicHolidays(country, Number(day.slice(0, 4))).has(day);
}

/** Monday to Friday and no public holiday of the country. */
export function isWorkingDay(day: Day, country: string): boolean {
  const weekday = toDate(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(day, country);
}

/** The `count`-th working day after `day` (not counting `day` itself). */
export function addWorkingDays(day: Day, count: number, country: string): Day {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number ≥ 0, got ${count}`);
  let current = day;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (isWorkingDay(current, country)) left -= 1;
  }
  return current;
}

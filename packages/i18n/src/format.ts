/** Dates and times in the tenant's time zone, through `Intl` only. */
export function formatDate(date: Date | number, locale: string, timeZone: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(date);
}

/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone. */
export function calendarDate(date: Date | number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

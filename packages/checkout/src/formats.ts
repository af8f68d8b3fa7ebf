/** A day of the shop's time zone (`YYYY-MM-DD`) in the page's language: "Mi., 25. November". */
export function formatDay(locale: string, day: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A day (`YYYY-MM-DD`) written out in the page's language: "23. November 2027". */
export function formatLongDay(locale: string, day: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A VAT rate in basis points as the page's language writes a percentage ("19 %", "8,1 %"). */
export function formatRate(locale: string, basisPoints: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

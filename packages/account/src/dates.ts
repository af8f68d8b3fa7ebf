/** A calendar day (`YYYY-MM-DD`) as the page's language writes it in full ("1. Dezember 2026"), optionally with its weekday. */
export function longDay(locale: string, day: string, weekday = false): string {
  return new Intl.DateTimeFormat(locale, { ...(weekday ? { weekday: 'long' as const } : {}), day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

import { addDays, addWorkingDays, type Day, isDay, isWorkingDay, localToday } from './working-days';

/** A return is picked up at least this many working days after the day it is registered (spec §5, §9). */
export const PICKUP_LEAD_WORKING_DAYS = 3;
/** And at most this many calendar days ahead (the carrier plans no further). */
export const PICKUP_HORIZON_DAYS = 30;

/** Where a pickup happens: the pickup address's country (its holidays) and the shop's time zone (its today). */
export interface PickupPlace {
  country: string;
  timeZone: string;
}

export type PickupProblem = 'pickup-date-invalid' | 'pickup-too-early' | 'pickup-not-working-day' | 'pickup-too-late';

/** The first day a pickup can be booked for now: the third working day after the shop's today. */
export function earliestPickup(now: Date, { country, timeZone }: PickupPlace): Day {
  return addWorkingDays(localToday(now, timeZone), PICKUP_LEAD_WORKING_DAYS, country);
}

/** The last day a pickup can be booked for now. */
export function latestPickup(now: Date, { timeZone }: PickupPlace): Day {
  return addDays(localToday(now, timeZone), PICKUP_HORIZON_DAYS);
}

/** What is wrong with a pickup day, or undefined: a day, a working day of the country, not too early, not too late. */
export function pickupDateProblem(day: string, now: Date, place: PickupPlace): PickupProblem | undefined {
  if (!isDay(day)) return 'pickup-date-invalid';
  if (day < earliestPickup(now, place)) return 'pickup-too-early';
  if (day > latestPickup(now, place)) return 'pickup-too-late';
  if (!isWorkingDay(day, place.country)) return 'pickup-not-working-day';
  return undefined;
}

/** Every day a pickup can be booked for now, earliest first (the form's choice). */
export function pickupDays(now: Date, place: PickupPlace): Day[] {
  const days: Day[] = [];
  for (let day = earliestPickup(now, place); day <= latestPickup(now, place); day = addDays(day, 1)) {
    if (isWorkingDay(day, place.country)) days.push(day);
  }
  return days;
}

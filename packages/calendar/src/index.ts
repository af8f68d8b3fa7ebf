export { addDays, addWorkingDays, isDay, isPublicHoliday, isWorkingDay, localToday, publicHolidays } from './working-days';
export type { Day } from './working-days';
export { earliestPickup, latestPickup, PICKUP_HORIZON_DAYS, PICKUP_LEAD_WORKING_DAYS, pickupDateProblem, pickupDays } from './pickup';
export type { PickupPlace, PickupProblem } from './pickup';
export { prepaymentDates } from './prepayment';
export type { PrepaymentRules } from './prepayment';

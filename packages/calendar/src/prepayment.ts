import { addDays } from './working-days';

/** A shop's prepayment rules: the reminder after so many days, the cancellation after so many. */
export interface PrepaymentRules {
  remindAfterDays: number;
  cancelAfterDays: number;
}

/**
 * The dates of a prepayment order placed on `orderDay` (`YYYY-MM-DD`, the shop's calendar): the
 * reminder goes on `remindOn`, the order is paid by the end of `payBy` or cancelled the day after.
 * One home for the gateway's job, the order's page and the account's bookings.
 */
export function prepaymentDates(orderDay: string, rules: PrepaymentRules): { remindOn: string; payBy: string } {
  return { remindOn: addDays(orderDay, rules.remindAfterDays), payBy: addDays(orderDay, rules.cancelAfterDays) };
}

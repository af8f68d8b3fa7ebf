/**
 * Whether a customer may borrow (spec §5), as a pure rule over the facts: the shop's own, the
 * credit bureau's and the amount asked for. Unit-tested property by property in model.test.ts.
 */

/** The conditions of spec §5, in its order. */
export const LOAN_CONDITIONS = ['SHOP_ARREARS', 'AGE', 'BUREAU_ARREARS', 'RECENT_LOAN', 'NO_EARLIER_PAYMENT', 'PAYMENT_ARRANGEMENT', 'INCOME_CHECK'] as const;
export type LoanCondition = (typeof LOAN_CONDITIONS)[number];

export interface CreditFacts {
  /** `YYYY-MM-DD` */
  dateOfBirth: string;
  lastArrearsOn: string | null;
  bureauArrearsOn: string | null;
  lastLoanOn: string | null;
  earlierPayments: number;
  paymentArrangement: boolean;
  incomeCheckOn: string | null;
  /** What the customer owes now, minor units. */
  openBalance: number;
}

/** Above this new balance (minor units: EUR 250) the income-and-expenses check must be new. */
export const NEW_INCOME_CHECK_ABOVE = 25_000;

/** `day` moved by whole months or years (the end of a shorter month where the day does not exist). */
export function shiftDay(day: string, { years = 0, months = 0 }: { years?: number; months?: number }): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + years * 12 + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Whole years of age on `today`. */
export function ageOn(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

/**
 * The conditions a request of `amount` (minor units) does not meet on `today` (all `YYYY-MM-DD`),
 * and whether a new income-and-expenses check is needed (the new balance above EUR 250). Empty:
 * the customer may borrow, once a needed new check has passed.
 */
export function unmetConditions(facts: CreditFacts, amount: number, today: string): { unmet: LoanCondition[]; newIncomeCheck: boolean } {
  const unmet: LoanCondition[] = [];
  const after = (day: string | null, limit: string) => day !== null && day > limit;
  if (after(facts.lastArrearsOn, shiftDay(today, { months: -6 }))) unmet.push('SHOP_ARREARS');
  const age = ageOn(facts.dateOfBirth, today);
  if (age < 25 || age >= 70) unmet.push('AGE');
  if (after(facts.bureauArrearsOn, shiftDay(today, { years: -5 }))) unmet.push('BUREAU_ARREARS');
  if (after(facts.lastLoanOn, shiftDay(today, { months: -1 }))) unmet.push('RECENT_LOAN');
  if (facts.earlierPayments < 1) unmet.push('NO_EARLIER_PAYMENT');
  if (facts.paymentArrangement) unmet.push('PAYMENT_ARRANGEMENT');
  // A check on file must be no older than three years; above EUR 250 of new balance a new one is made (the bureau's).
  if (facts.incomeCheckOn !== null && facts.incomeCheckOn < shiftDay(today, { years: -3 })) unmet.push('INCOME_CHECK');
  return { unmet, newIncomeCheck: !unmet.includes('INCOME_CHECK') && facts.openBalance + amount > NEW_INCOME_CHECK_ABOVE };
}

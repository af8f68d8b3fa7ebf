import { addMonths, ageOn } from '@vitrine/instalment-math';

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

/**
 * The conditions a request of `amount` (minor units) does not meet on `today` (all `YYYY-MM-DD`),
 * and whether a new income-and-expenses check is needed (the new balance above EUR 250). Empty:
 * the customer may borrow, once a needed new check has passed.
 */
export function unmetConditions(facts: CreditFacts, amount: number, today: string): { unmet: LoanCondition[]; newIncomeCheck: boolean } {
  const unmet: LoanCondition[] = [];
  const after = (day: string | null, limit: string) => day !== null && day > limit;
  if (after(facts.lastArrearsOn, addMonths(today, -6))) unmet.push('SHOP_ARREARS');
  const age = ageOn(facts.dateOfBirth, today);
  if (age < 25 || age >= 70) unmet.push('AGE');
  if (after(facts.bureauArrearsOn, addMonths(today, -60))) unmet.push('BUREAU_ARREARS');
  if (after(facts.lastLoanOn, addMonths(today, -1))) unmet.push('RECENT_LOAN');
  if (facts.earlierPayments < 1) unmet.push('NO_EARLIER_PAYMENT');
  if (facts.paymentArrangement) unmet.push('PAYMENT_ARRANGEMENT');
  // A check on file must be no older than three years; above EUR 250 of new balance a new one is made (the bureau's).
  if (facts.incomeCheckOn !== null && facts.incomeCheckOn < addMonths(today, -36)) unmet.push('INCOME_CHECK');
  return { unmet, newIncomeCheck: !unmet.includes('INCOME_CHECK') && facts.openBalance + amount > NEW_INCOME_CHECK_ABOVE };
}

import { type Database, dayOf } from '../../db/database';

/** What the credit bureau says about a customer (spec §5's conditions that the shop cannot know itself). */
export interface BureauAnswer {
  /** The last arrears the bureau knows of (`YYYY-MM-DD`), or null. */
  arrearsOn: string | null;
}

/**
 * The credit bureau: asked about arrears elsewhere, and for a new income-and-expenses check when a
 * loan would raise the customer's balance above the shop's limit. The sandbox answers from the
 * demo customers' `credit_profiles`; a real bureau plugs in behind the same interface by
 * configuration. Either may be unavailable: it throws {@link BureauUnavailable}.
 */
export interface CreditBureau {
  check(customerId: string): Promise<BureauAnswer>;
  /** A new income-and-expenses check as of today: whether it passed (the sandbox: a check on file no older than three years). */
  newIncomeCheck(customerId: string, today: string): Promise<boolean>;
}

export class BureauUnavailable extends Error {
  override name = 'BureauUnavailable';
}

/** The sandbox bureau: the facts of `credit_profiles` (the README's demo customers), answered at once. */
export function sandboxCreditBureau(db: Pick<Database, 'query'>): CreditBureau {
  return {
    async check(customerId) {
      const [row] = await db.query<{ bureau_arrears_on: Date | string | null }>('select bureau_arrears_on from credit_profiles where customer_id = $1', [customerId]);
      return { arrearsOn: dayOf(row?.bureau_arrears_on ?? null) };
    },
    async newIncomeCheck(customerId, today) {
      const [row] = await db.query<{ ok: boolean }>(
        `select income_check_on is not null and income_check_on >= ($2::date - interval '3 years') as ok from credit_profiles where customer_id = $1`,
        [customerId, today],
      );
      return row?.ok ?? false;
    },
  };
}

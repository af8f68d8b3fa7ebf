import { randomBytes } from 'node:crypto';
import { LEND_MONEY_AMOUNT, LEND_MONEY_FORM, maskIban, type RuleCode, validate } from '@vitrine/form-rules';
import { createI18n } from '@vitrine/i18n';
import { lendMoneyMail } from '@vitrine/mail';
import { localToday } from '@vitrine/calendar';
import { BureauUnavailable } from '../../adapters/credit-bureau';
import { dayOf } from '../../db/database';
import type { FieldProblemCode } from '../../generated/resolvers';
import { fullLoginOf, type GatewayContext } from '../../http/context';
import { localeOf, SHOP } from '../../http/links';
import { type CreditFacts, type LoanCondition, unmetConditions } from './model';

export type LoanAnswer =
  | { __typename: 'LoanRequested'; reference: string; amount: number }
  | { __typename: 'LoanRefused'; reason: 'CONDITIONS_NOT_MET' | 'STATUS_CHECK_FAILED' | 'CANNOT_BE_PROCESSED'; conditions: LoanCondition[] }
  | { __typename: 'LoanFormRefused'; problems: { field: 'ACCOUNT_HOLDER' | 'AMOUNT' | 'PHONE'; code: FieldProblemCode }[] };

export interface LendMoneyFormModel {
  accountHolder: string;
  iban: string | null;
  phone: string | null;
  minAmount: number;
  maxAmount: number;
}

const FIELDS = { accountHolder: 'ACCOUNT_HOLDER', amount: 'AMOUNT', phone: 'PHONE' } as const;
const toCode = (code: RuleCode) => code.toUpperCase().replace(/-/g, '_') as FieldProblemCode;

type CustomerRow = { first_name: string; last_name: string; email: string; iban: string | null; phone: string | null; date_of_birth: Date | string };

async function customerOf(context: GatewayContext, id: string): Promise<CustomerRow | undefined> {
  const [row] = await context.db.query<CustomerRow>(
    'select first_name, last_name, email, iban, phone, date_of_birth from customers where id = $1 and tenant = $2 and erased_at is null',
    [id, context.tenant.key],
  );
  return row;
}

/** The form's starting point for the logged-in customer; null where the shop does not lend. */
export async function lendMoneyForm(context: GatewayContext): Promise<LendMoneyFormModel | null> {
  const customerId = fullLoginOf(context);
  if (!customerId || !context.tenant.forms.lendMoney) return null;
  const row = await customerOf(context, customerId);
  if (!row) return null;
  return {
    accountHolder: `${row.first_name} ${row.last_name}`,
    iban: row.iban ? maskIban(row.iban) : null,
    phone: row.phone,
    minAmount: LEND_MONEY_AMOUNT.min,
    maxAmount: LEND_MONEY_AMOUNT.max,
  };
}

/**
 * A lend-money request (spec §5): the fields checked again here, then the conditions on the shop's
 * facts and the credit bureau's; the request and its outcome are recorded, and a request that passes
 * is confirmed by mail. Idempotent by the request's key (the HTTP layer runs a retried write once).
 */
export async function requestLoan(context: GatewayContext, input: { accountHolder: string; amount: string; phone: string; locale: string }): Promise<LoanAnswer> {
  const locale = localeOf(context, input.locale);
  const customerId = fullLoginOf(context);
  if (!customerId || !context.tenant.forms.lendMoney) return { __typename: 'LoanRefused', reason: 'CANNOT_BE_PROCESSED', conditions: [] };
  const values = { accountHolder: input.accountHolder.trim().slice(0, 200), amount: input.amount.trim().slice(0, 20), phone: input.phone.trim().slice(0, 40) };
  const problems = (Object.entries(validate(values, LEND_MONEY_FORM)) as [keyof typeof FIELDS, RuleCode][]).map(([field, code]) => ({ field: FIELDS[field], code: toCode(code) }));
  if (problems.length) return { __typename: 'LoanFormRefused', problems };
  const row = await customerOf(context, customerId);
  if (!row?.iban) return { __typename: 'LoanRefused', reason: 'CANNOT_BE_PROCESSED', conditions: [] };
  const amount = Number(values.amount) * 100;
  const today = localToday(context.clock.now(), context.tenant.timeZone);
  const [profile] = await context.db.query<{
    last_arrears_on: Date | string | null;
    last_loan_on: Date | string | null;
    earlier_payments: number;
    payment_arrangement: boolean;
    income_check_on: Date | string | null;
    open_balance: number;
  }>('select last_arrears_on, last_loan_on, earlier_payments, payment_arrangement, income_check_on, open_balance from credit_profiles where customer_id = $1', [customerId]);
  let bureau;
  try {
    bureau = await context.creditBureau.check(customerId);
  } catch (error) {
    if (error instanceof BureauUnavailable) return { __typename: 'LoanRefused', reason: 'STATUS_CHECK_FAILED', conditions: [] };
    throw error;
  }
  // A customer the shop has no credit facts of has made no payment yet.
  const facts: CreditFacts = {
    dateOfBirth: dayOf(row.date_of_birth),
    lastArrearsOn: dayOf(profile?.last_arrears_on ?? null),
    bureauArrearsOn: bureau.arrearsOn,
    lastLoanOn: dayOf(profile?.last_loan_on ?? null),
    earlierPayments: profile?.earlier_payments ?? 0,
    paymentArrangement: profile?.payment_arrangement ?? false,
    incomeCheckOn: dayOf(profile?.income_check_on ?? null),
    openBalance: profile?.open_balance ?? 0,
  };
  const verdict = unmetConditions(facts, amount, today);
  const unmet = [...verdict.unmet];
  if (!unmet.length && verdict.newIncomeCheck) {
    try {
      if (!(await context.creditBureau.newIncomeCheck(customerId, today))) unmet.push('INCOME_CHECK');
    } catch (error) {
      if (error instanceof BureauUnavailable) return { __typename: 'LoanRefused', reason: 'STATUS_CHECK_FAILED', conditions: [] };
      throw error;
    }
  }
  const reference = `LM-${randomBytes(5).toString('hex').toUpperCase()}`;
  const now = context.clock.now();
  await context.db.query(
    'insert into loan_requests (reference, tenant, customer_id, amount, phone, account_holder, outcome, unmet, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    [reference, context.tenant.key, customerId, amount, values.phone, values.accountHolder, unmet.length ? 'refused' : 'requested', unmet, now],
  );
  if (unmet.length) return { __typename: 'LoanRefused', reason: 'CONDITIONS_NOT_MET', conditions: unmet };
  const mail = lendMoneyMail(await createI18n(locale), {
    shop: SHOP,
    firstName: row.first_name,
    reference,
    amount: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount / 100),
    iban: maskIban(row.iban),
  });
  await context.mail.send({ tenant: context.tenant.key, locale, kind: 'lend-money', to: row.email, ...mail }, now);
  return { __typename: 'LoanRequested', reference, amount };
}

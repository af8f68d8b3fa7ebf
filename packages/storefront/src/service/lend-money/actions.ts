'use server';
import { LEND_MONEY_FORM, type LendMoneyField, validate } from '@vitrine/form-rules';
import type { FieldCode, LendMoneyState } from '@vitrine/forms';
import { RequestLoanDocument } from '@vitrine/graphql-client';
import { shopperGateway } from '@vitrine/next-adapter';
import { FIELD_CODE } from '../../checkout/step/enums';
import { formKey } from '../../common/form-key';
import { formValues } from '../../identity/forms';

const FIELDS = { ACCOUNT_HOLDER: 'accountHolder', AMOUNT: 'amount', PHONE: 'phone' } as const;
const REFUSALS = { CONDITIONS_NOT_MET: 'failed', STATUS_CHECK_FAILED: 'status-check-failed', CANNOT_BE_PROCESSED: 'cannot-be-processed' } as const;

/**
 * Sends a lend-money request (the shared rules first, the gateway's conditions after): the state's
 * `reference` when it went through, `failed` when a condition is not met, the spec's three errors
 * otherwise. What was typed stays.
 */
export async function requestLoan(tenant: string, locale: string, render: string, _previous: LendMoneyState, form: FormData): Promise<LendMoneyState> {
  const typed = formValues<LendMoneyField>(form, ['accountHolder', 'amount', 'phone'], 80);
  // Checked as the gateway checks them: without the spaces around.
  const values = { accountHolder: typed.accountHolder.trim(), amount: typed.amount.trim(), phone: typed.phone.trim() };
  const errors = validate(values, LEND_MONEY_FORM);
  if (Object.keys(errors).length) return { values, errors };
  try {
    const gateway = await shopperGateway({ key: tenant });
    const { requestLoan: answer } = await gateway.request(RequestLoanDocument, { input: { ...values, locale } }, { idempotencyKey: formKey(render, form) });
    if (answer.__typename === 'LoanRequested') return { values: {}, errors: {}, reference: answer.reference };
    if (answer.__typename === 'LoanFormRefused') {
      const problems: Partial<Record<LendMoneyField, FieldCode>> = {};
      for (const p of answer.problems) problems[FIELDS[p.field]] ??= FIELD_CODE[p.code];
      return { values, errors: problems };
    }
    return { values, errors: {}, refused: REFUSALS[answer.reason] };
  } catch {
    return { values, errors: {}, refused: 'technical-error' };
  }
}

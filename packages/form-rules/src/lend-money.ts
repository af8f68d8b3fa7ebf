import { LEND_MONEY_AMOUNT, required, type Rule } from './core';
import { noSpecialCharactersOrNumbers } from './text';
import { phone } from './phone';
import { within } from './address-form';

const wholeEuros: Rule = (v) => (/^\d{1,7}$/.test(v.trim()) ? undefined : 'digits-only');
const lendable: Rule = (v) => {
  const n = Number(v.trim());
  return n >= LEND_MONEY_AMOUNT.min && n <= LEND_MONEY_AMOUNT.max ? undefined : 'amount-out-of-range';
};
/**
 * The lend-money request (spec §3, §5): the account holder's name, the desired amount in whole
 * euros within {@link LEND_MONEY_AMOUNT}, and a phone number; the IBAN is the one the shop knows.
 */
export const LEND_MONEY_FORM = {
  accountHolder: [required, noSpecialCharactersOrNumbers, /* @__PURE__ */ within(80)],
  amount: [required, wholeEuros, lendable],
  phone: [required, phone],
} as const satisfies Record<string, readonly Rule[]>;
export type LendMoneyField = keyof typeof LEND_MONEY_FORM;

import { digitsOnly, email, noSpecialCharacters, noSpecialCharactersOrNumbers } from './text';
import { postalCode, type PostalCountry } from './postal';
import { required, type Rule } from './core';

/** The salutations of the shop's forms (spec §3). */
export const SALUTATIONS = ['female', 'male', 'none'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

const salutation: Rule = (v) => (v === '' || (SALUTATIONS as readonly string[]).includes(v) ? undefined : 'required');
/** At most this many characters per address field (a label printer's line). */
export const within =
  (max: number): Rule =>
  (v) =>
    [...v].length <= max ? undefined : 'too-long';

/**
 * A delivery address in `country` (its postal code format): the checkout's new address and the
 * address book use it, and the gateway checks every address again with it.
 */
export function addressForm(country: PostalCountry) {
  return {
    salutation: [required, salutation],
    firstName: [required, noSpecialCharactersOrNumbers, within(40)],
    lastName: [required, noSpecialCharactersOrNumbers, within(40)],
    street: [required, noSpecialCharacters, within(60)],
    houseNumber: [required, noSpecialCharacters, within(10)],
    postalCode: [required, postalCode(country)],
    city: [required, noSpecialCharactersOrNumbers, within(40)],
  } as const satisfies Record<string, readonly Rule[]>;
}
export type AddressField = keyof ReturnType<typeof addressForm>;

/** An order without logging in: its number, the order's e-mail and the delivery address's postal code. */
export const GUEST_ORDER_FORM = {
  orderNumber: [required, digitsOnly, /* @__PURE__ */ within(12)],
  email: [required, email],
  postalCode: [required, /* @__PURE__ */ within(10)],
} as const satisfies Record<string, readonly Rule[]>;
export type GuestOrderField = keyof typeof GUEST_ORDER_FORM;

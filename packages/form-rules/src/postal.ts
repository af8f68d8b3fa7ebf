import { isBlank, type Rule } from './core';

export type PostalCountry = 'DE' | 'AT' | 'CH' | 'LI' | 'NL';

const POSTAL: Record<PostalCountry, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  LI: /^94(8[5-9]|9[0-8])$/,
  NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/i,
};

/** Whether `value` is a country whose postal codes the rules know. */
export function isPostalCountry(value: unknown): value is PostalCountry {
  return typeof value === 'string' && Object.hasOwn(POSTAL, value);
}

/** Postal codes per country: CH and LI 4 digits (LI 9485–9498), DE 5, AT 4, NL "1234 AB". */
export function postalCode(country: PostalCountry): Rule {
  return (v) => (isBlank(v) || POSTAL[country].test(v.trim()) ? undefined : 'postal-code-invalid');
}

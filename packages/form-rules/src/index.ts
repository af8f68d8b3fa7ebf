export {
  check,
  date,
  digitsOnly,
  email,
  FORM_SUMMARY_DE,
  iban,
  isoDate,
  MESSAGES_DE,
  noSpecialCharacters,
  noSpecialCharactersOrNumbers,
  normaliseIban,
  password,
  PASSWORD,
  postalCode,
  isPostalCountry,
  required,
  validate,
} from './rules';
export type { PostalCountry, Rule, RuleCode } from './rules';
export { baseWord, COMMON_PASSWORDS, COMMON_WORDS, isCommonPassword } from './common-passwords';
export { addressForm, CUSTOMER_NUMBER_LOGIN_FORM, FORGOT_PASSWORD_FORM, LOGIN_FORM, NEW_PASSWORD_FORM, RATE_PROTECTION_FORM, REGISTRATION_FORM, SALUTATIONS } from './forms';
export type { AddressField, RateProtectionField, Salutation } from './forms';

export {
  check,
  date,
  digitsOnly,
  email,
  FORM_SUMMARY_DE,
  iban,
  maskIban,
  isoDate,
  MESSAGES_DE,
  noSpecialCharacters,
  noSpecialCharactersOrNumbers,
  normaliseIban,
  password,
  PASSWORD,
  phone,
  postalCode,
  isPostalCountry,
  required,
  validate,
} from './rules';
export type { PostalCountry, Rule, RuleCode } from './rules';
export { baseWord, COMMON_PASSWORDS, COMMON_WORDS, isCommonPassword } from './common-passwords';
export {
  addressForm,
  CUSTOMER_NUMBER_LOGIN_FORM,
  EMAIL_CHANGE_FORM,
  ERASURE_FORM,
  FORGOT_PASSWORD_FORM,
  GUEST_ORDER_FORM,
  LOGIN_FORM,
  NEW_PASSWORD_FORM,
  PASSWORD_CHANGE_FORM,
  PERSONAL_DATA_FORM,
  RATE_PROTECTION_FORM,
  REGISTRATION_FORM,
  SALUTATIONS,
} from './forms';
export type { AddressField, EmailChangeField, GuestOrderField, PasswordChangeField, PersonalDataField, RateProtectionField, Salutation } from './forms';

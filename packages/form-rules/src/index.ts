export { check, LEND_MONEY_AMOUNT, required, validate } from './core';
export { date, digitsOnly, email, isoDate, noSpecialCharacters, noSpecialCharactersOrNumbers } from './text';
export { FORM_SUMMARY_DE, MESSAGES_DE } from './messages-de';
export { iban, maskIban, normaliseIban } from './iban';
export { isPaybackNumber, PAYBACK_CARD_PREFIX, paybackNumber } from './payback';
export { phone } from './phone';
export { postalCode, isPostalCountry } from './postal';
export { password, PASSWORD } from './password';
export type { PostalCountry } from './postal';
export type { Rule, RuleCode } from './core';
export { addPasswordList, baseWord, COMMON_PASSWORDS, COMMON_WORDS, isCommonPassword } from './common-passwords';
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
  PAYBACK_FORM,
  PERSONAL_DATA_FORM,
  RATE_PROTECTION_FORM,
  REGISTRATION_FORM,
  SALUTATIONS,
} from './forms';
export { CONTACT_FIELDS, CONTACT_MESSAGE_MAX, CONTACT_OPT_OUTS, CONTACT_SUBJECTS, CONTACT_TOPICS, contactForm } from './contact';
export { NEWSLETTER_FORM, NEWSLETTER_FREQUENCIES, NEWSLETTER_PAUSE_DAYS, newsletterFrequencies, NEWSLETTER_SCOPES, parseNewsletterOption } from './newsletter';
export { LEND_MONEY_FORM } from './lend-money';
export type { AddressField, EmailChangeField, GuestOrderField, PasswordChangeField, PersonalDataField, RateProtectionField, Salutation } from './forms';
export type { ContactField, ContactOptOut, ContactSubject, ContactTopic } from './contact';
export type { NewsletterFrequency, NewsletterOption, NewsletterScope, NewsletterPauseDays } from './newsletter';
export type { LendMoneyField } from './lend-money';

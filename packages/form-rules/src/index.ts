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
  CUSTOMER_NUMBER_LOGIN_FORM,
  EMAIL_CHANGE_FORM,
  ERASURE_FORM,
  FORGOT_PASSWORD_FORM,
  LOGIN_FORM,
  NEW_PASSWORD_FORM,
  PASSWORD_CHANGE_FORM,
  REGISTRATION_FORM,
} from './identity-forms';
export { addressForm, GUEST_ORDER_FORM, SALUTATIONS } from './address-form';
export { PAYBACK_FORM, PERSONAL_DATA_FORM, RATE_PROTECTION_FORM } from './account-forms';
export { CONTACT_FIELDS, CONTACT_MESSAGE_MAX, CONTACT_OPT_OUTS, CONTACT_SUBJECTS, CONTACT_TOPICS, contactForm } from './contact';
export { NEWSLETTER_FORM, NEWSLETTER_FREQUENCIES, NEWSLETTER_PAUSE_DAYS, newsletterFrequencies, NEWSLETTER_SCOPES, parseNewsletterOption } from './newsletter';
export { LEND_MONEY_FORM } from './lend-money';
export type { EmailChangeField, PasswordChangeField } from './identity-forms';
export type { AddressField, GuestOrderField, Salutation } from './address-form';
export type { PersonalDataField, RateProtectionField } from './account-forms';
export type { ContactField, ContactOptOut, ContactSubject, ContactTopic } from './contact';
export type { NewsletterFrequency, NewsletterOption, NewsletterScope, NewsletterPauseDays } from './newsletter';
export type { LendMoneyField } from './lend-money';

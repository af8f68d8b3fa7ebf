export { escapeHtml, layout } from './layout';
export type { MailBlock, MailContent } from './layout';
export {
  accountErasedMail,
  emailChangedMail,
  emailChangeMail,
  erasureMail,
  lendMoneyMail,
  loginCodeMail,
  orderCancelledMail,
  orderConfirmationMail,
  passwordResetMail,
  prepaymentReminderMail,
  registrationConfirmMail,
  registrationExistsMail,
  welcomeMail,
} from './mails';
export type {
  AccountErasedMailData,
  EmailChangedMailData,
  EmailChangeMailData,
  ErasureMailData,
  LendMoneyMailData,
  LoginCodeMailData,
  MailShop,
  OrderCancelledMailData,
  OrderConfirmationMailData,
  PasswordResetMailData,
  PrepaymentReminderMailData,
  RegistrationConfirmMailData,
  RegistrationExistsMailData,
  WelcomeMailData,
} from './mails';

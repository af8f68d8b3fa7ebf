export { escapeHtml, layout } from './layout';
export type { MailBlock, MailContent } from './layout';
export { orderCancelledMail, orderConfirmationMail, passwordResetMail, prepaymentReminderMail, welcomeMail } from './mails';
export type { MailShop, OrderCancelledMailData, OrderConfirmationMailData, PasswordResetMailData, PrepaymentReminderMailData, WelcomeMailData } from './mails';

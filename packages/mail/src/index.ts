export { escapeHtml, layout } from './layout';
export type { MailBlock, MailContent } from './layout';
export { orderConfirmationMail, passwordResetMail, welcomeMail } from './mails';
export type { MailShop, OrderConfirmationMailData, PasswordResetMailData, WelcomeMailData } from './mails';

export { escapeHtml, layout } from './layout';
export type { MailBlock, MailContent } from './layout';
export { passwordResetMail, welcomeMail } from './mails';
export type { MailShop, PasswordResetMailData, WelcomeMailData } from './mails';

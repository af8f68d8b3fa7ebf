import { createHash, randomBytes } from 'node:crypto';
import { NEWSLETTER_FORM, validate } from '@vitrine/form-rules';
import { createI18n, type ProductLocale } from '@vitrine/i18n';
import { newsletterConfirmMail, newsletterWelcomeMail } from '@vitrine/mail';
import { formatMoney } from '@vitrine/pricing';
import type { GatewayContext } from '../../http/context';
import { localeOf, SHOP, shopLink } from '../../http/links';

/** How long the double opt-in link works. */
export const NEWSLETTER_LINK_HOURS = 48;
/** Confirmation mails per subscription and hour (a shopper who asks again is served; a flood is not). */
export const NEWSLETTER_MAILS_PER_HOUR = 3;

export type SubscribeAnswer =
  | { __typename: 'NewsletterPending'; subscription: string; validHours: number }
  | { __typename: 'NewsletterSubscribed'; voucherMailed: boolean }
  | { __typename: 'NewsletterAlreadySubscribed'; email: string }
  | { __typename: 'NewsletterRefused'; reason: 'EMAIL_INVALID' | 'TRY_LATER' };

export type ConfirmAnswer =
  | { __typename: 'NewsletterSubscribed'; voucherMailed: boolean }
  | { __typename: 'NewsletterAlreadySubscribed'; email: string }
  | { __typename: 'NewsletterLinkInvalid'; expired: boolean };

interface SubscriptionRow {
  id: string;
  email: string;
  locale: string;
  status: 'pending' | 'active' | 'unsubscribed';
  voucher_code: string | null;
  token_expires_at: Date | string | null;
  confirmed_at: Date | string | null;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The signed part of a subscription's settings link (its mails' `?s=`): `<id>.<signature>`. */
export function settingsToken(context: Pick<GatewayContext, 'linkSignature'>, id: string): string {
  return `${id}.${context.linkSignature(`newsletter:${id}`)}`;
}

/** The subscription a settings token names, if its signature holds. */
export function subscriptionOfToken(context: Pick<GatewayContext, 'linkSigned'>, token: string): string | undefined {
  const [id, signature, ...rest] = token.split('.');
  return id && signature && !rest.length && /^[A-Za-z0-9_-]{16,40}$/.test(id) && context.linkSigned(`newsletter:${id}`, signature) ? id : undefined;
}

/** Whether another confirmation mail may go to this subscription now; counts it when it may. */
async function mayMail(context: GatewayContext, id: string): Promise<boolean> {
  const now = context.clock.now();
  const [sent] = await context.db.query<{ count: number }>(
    `select count(*)::int as count from newsletter_mails where subscription_id = $1 and sent_at > $2::timestamptz - interval '1 hour'`,
    [id, now],
  );
  if ((sent?.count ?? 0) >= NEWSLETTER_MAILS_PER_HOUR) return false;
  await context.db.query('insert into newsletter_mails (subscription_id, sent_at) values ($1, $2)', [id, now]);
  return true;
}

/** A new link for a pending subscription, mailed. */
async function mailConfirmation(context: GatewayContext, id: string, email: string, locale: ProductLocale): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = context.clock.now();
  await context.db.query('update newsletter_subscriptions set token_hash = $2, token_expires_at = $3 where id = $1', [
    id,
    hash(token),
    new Date(now.getTime() + NEWSLETTER_LINK_HOURS * 3600_000),
  ]);
  const mail = newsletterConfirmMail(await createI18n(locale), {
    shop: SHOP,
    link: shopLink(context, locale, 'newsletterWelcome', `?${new URLSearchParams({ token })}`),
    validHours: NEWSLETTER_LINK_HOURS,
  });
  await context.mail.send({ tenant: context.tenant.key, locale, kind: 'newsletter-confirm', to: email, ...mail }, now);
}

/**
 * The subscription is on: its welcome voucher is made the first time only (a second subscription of
 * the same address earns none) and mailed with the welcome and the settings link.
 */
async function welcome(context: GatewayContext, row: Pick<SubscriptionRow, 'id' | 'email' | 'voucher_code'>, locale: ProductLocale): Promise<boolean> {
  const now = context.clock.now();
  const { voucher } = context.tenant;
  let code: string | null = null;
  if (!row.voucher_code) {
    code = `NL-${randomBytes(5).toString('hex').toUpperCase()}`;
    const percent = voucher.newsletterVoucherPercent !== null;
    await context.db.query(
      `insert into vouchers (tenant, code, kind, value, percent, minimum_order, valid_from, valid_until, email, received_at)
       values ($1, $2, 'newsletter', $3, $4, $5, $6, $7, $8, $6)`,
      [
        context.tenant.key,
        code,
        percent ? voucher.newsletterVoucherPercent : voucher.newsletterVoucherValue,
        percent,
        voucher.newsletterMinimumOrder,
        now,
        new Date(now.getTime() + voucher.validityDays * 86_400_000),
        row.email,
      ],
    );
    await context.db.query('update newsletter_subscriptions set voucher_code = $2 where id = $1', [row.id, code]);
  }
  const money = (minor: number) => formatMoney(minor, context.tenant.currency, context.tenant.priceFormat);
  const signed = `?${new URLSearchParams({ s: settingsToken(context, row.id) })}`;
  const mail = newsletterWelcomeMail(await createI18n(locale), {
    shop: SHOP,
    voucherCode: code,
    voucherValue: voucher.newsletterVoucherPercent !== null ? `${voucher.newsletterVoucherPercent} %` : money(voucher.newsletterVoucherValue),
    minimumOrder: money(voucher.newsletterMinimumOrder),
    validDays: voucher.validityDays,
    unsubscribeLink: shopLink(context, locale, 'newsletterUnsubscribe', signed),
    mailingsLink: shopLink(context, locale, 'mailingsUnsubscribe', signed),
  });
  // A mailing: its unsubscribe is one click from the mail program too (RFC 8058, through the shop).
  const oneClick = `${context.shopOrigin}/api/mailings/unsubscribe${signed}`;
  const headers = { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  await context.mail.send({ tenant: context.tenant.key, locale, kind: 'newsletter-welcome', to: row.email, ...mail, headers }, now);
  return code !== null;
}

/**
 * Newsletter sign-up (spec §4): a new or returning address is pending until the mail's link
 * confirms it where the shop asks for double opt-in (the base), on at once elsewhere (shop-ch), the
 * welcome voucher mailed when it is on. An address already on is told so (the spec's
 * already-subscribed page); a pending one gets a new link (at most 3 an hour).
 */
export async function subscribeNewsletter(context: GatewayContext, input: { email: string; locale: string }): Promise<SubscribeAnswer> {
  const locale = localeOf(context, input.locale);
  const email = input.email.trim().toLowerCase().slice(0, 300);
  if (Object.keys(validate({ email }, NEWSLETTER_FORM)).length) return { __typename: 'NewsletterRefused', reason: 'EMAIL_INVALID' };
  const now = context.clock.now();
  const doubleOptIn = context.tenant.forms.newsletterDoubleOptIn;
  const id = randomBytes(18).toString('base64url');
  // One row per address: a new one, or the existing one (a returning subscriber starts pending again).
  const [row] = await context.db.query<SubscriptionRow & { fresh: boolean }>(
    `insert into newsletter_subscriptions (id, tenant, email, locale, status, created_at) values ($1, $2, $3, $4, 'pending', $5)
     on conflict (tenant, email) do update set locale = case when newsletter_subscriptions.status = 'active' then newsletter_subscriptions.locale else excluded.locale end,
       status = case when newsletter_subscriptions.status = 'unsubscribed' then 'pending' else newsletter_subscriptions.status end
     returning id, email, locale, status, voucher_code, token_expires_at, confirmed_at, (id = $1) as fresh`,
    [id, context.tenant.key, email, locale, now],
  );
  if (!row) throw new Error('the subscription was not stored');
  if (row.status === 'active') return { __typename: 'NewsletterAlreadySubscribed', email };
  if (!doubleOptIn) {
    await context.db.query(`update newsletter_subscriptions set status = 'active', confirmed_at = $2, token_hash = null where id = $1`, [row.id, now]);
    return { __typename: 'NewsletterSubscribed', voucherMailed: await welcome(context, row, locale) };
  }
  if (!(await mayMail(context, row.id))) return { __typename: 'NewsletterRefused', reason: 'TRY_LATER' };
  await mailConfirmation(context, row.id, email, locale);
  return { __typename: 'NewsletterPending', subscription: row.id, validHours: NEWSLETTER_LINK_HOURS };
}

/** The newsletter sheet's "send me a new mail": another link for a pending subscription (at most 3 an hour). */
export async function resendNewsletterConfirmation(context: GatewayContext, input: { subscription: string; locale: string }): Promise<SubscribeAnswer> {
  const locale = localeOf(context, input.locale);
  const [row] = await context.db.query<SubscriptionRow>(
    'select id, email, locale, status, voucher_code, token_expires_at, confirmed_at from newsletter_subscriptions where id = $1 and tenant = $2',
    [input.subscription.slice(0, 40), context.tenant.key],
  );
  if (!row || row.status === 'unsubscribed') return { __typename: 'NewsletterRefused', reason: 'EMAIL_INVALID' };
  if (row.status === 'active') return { __typename: 'NewsletterAlreadySubscribed', email: row.email };
  if (!(await mayMail(context, row.id))) return { __typename: 'NewsletterRefused', reason: 'TRY_LATER' };
  await mailConfirmation(context, row.id, row.email, locale);
  return { __typename: 'NewsletterPending', subscription: row.id, validHours: NEWSLETTER_LINK_HOURS };
}

/** The mail's link, confirmed by its page's button: once, within {@link NEWSLETTER_LINK_HOURS}. */
export async function confirmNewsletter(context: GatewayContext, input: { token: string; locale: string }): Promise<ConfirmAnswer> {
  const locale = localeOf(context, input.locale);
  const now = context.clock.now();
  const [row] = await context.db.query<SubscriptionRow>(
    'select id, email, locale, status, voucher_code, token_expires_at, confirmed_at from newsletter_subscriptions where token_hash = $1 and tenant = $2',
    [hash(input.token.slice(0, 100)), context.tenant.key],
  );
  if (!row) return { __typename: 'NewsletterLinkInvalid', expired: false };
  if (row.status === 'active') return { __typename: 'NewsletterAlreadySubscribed', email: row.email };
  if (row.status !== 'pending' || !row.token_expires_at || new Date(row.token_expires_at).getTime() < now.getTime()) return { __typename: 'NewsletterLinkInvalid', expired: true };
  // Once: only the update that turns it on mails the welcome (a second press finds it on).
  const turned = await context.db.query(`update newsletter_subscriptions set status = 'active', confirmed_at = $2 where id = $1 and status = 'pending' returning 1`, [row.id, now]);
  if (!turned.length) return { __typename: 'NewsletterAlreadySubscribed', email: row.email };
  return { __typename: 'NewsletterSubscribed', voucherMailed: await welcome(context, row, locale) };
}

/** The welcome voucher's terms in this shop (spec §9), for the voucher-terms dialog. */
export function newsletterVoucherTerms(context: Pick<GatewayContext, 'tenant'>) {
  const { voucher, forms } = context.tenant;
  return {
    value: voucher.newsletterVoucherValue,
    percent: voucher.newsletterVoucherPercent,
    minimumOrder: voucher.newsletterMinimumOrder,
    validDays: voucher.validityDays,
    doubleOptIn: forms.newsletterDoubleOptIn,
  };
}

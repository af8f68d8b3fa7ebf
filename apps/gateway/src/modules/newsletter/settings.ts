import { NEWSLETTER_PAUSE_DAYS, NEWSLETTER_SCOPES, newsletterFrequencies, type NewsletterFrequency, type NewsletterScope, parseNewsletterOption } from '@vitrine/form-rules';
import type { GatewayContext } from '../../http/context';
import { subscriptionOfToken } from './service';

export interface NewsletterSettingsModel {
  subscribed: boolean;
  frequency: number;
  /** ISO, while a pause lasts. */
  pausedUntil: string | null;
  shopNewsletter: boolean;
  secondBrand: boolean;
  /** The frequencies this shop offers (spec §3: every two weeks and monthly in the base only). */
  frequencies: NewsletterFrequency[];
  pauseDays: number[];
}

type Row = { id: string; status: string; frequency: number; paused_until: Date | string | null; shop_newsletter: boolean; second_brand: boolean };

export type SettingsAnswer =
  | ({ __typename: 'NewsletterSettingsSaved' } & NewsletterSettingsModel)
  | { __typename: 'NewsletterSettingsRefused'; reason: 'NOT_SUBSCRIBED' | 'OPTION_REQUIRED' | 'PAUSE_REQUIRED' | 'SCOPE_REQUIRED' };

/** The frequencies of this shop: the base configuration offers all four. */
const offered = (context: Pick<GatewayContext, 'tenant'>) => newsletterFrequencies(context.tenant.key === 'base');

async function rowOf(context: GatewayContext, token: string): Promise<Row | undefined> {
  const id = subscriptionOfToken(context, token.slice(0, 200));
  if (!id) return undefined;
  const [row] = await context.db.query<Row>(
    'select id, status, frequency, paused_until, shop_newsletter, second_brand from newsletter_subscriptions where id = $1 and tenant = $2',
    [id, context.tenant.key],
  );
  return row;
}

function model(context: GatewayContext, row: Row): NewsletterSettingsModel {
  const paused = row.paused_until && new Date(row.paused_until).getTime() > context.clock.now().getTime() ? new Date(row.paused_until).toISOString() : null;
  return {
    subscribed: row.status === 'active',
    frequency: row.frequency,
    pausedUntil: paused,
    shopNewsletter: row.shop_newsletter,
    secondBrand: row.second_brand,
    frequencies: [...offered(context)],
    pauseDays: [...NEWSLETTER_PAUSE_DAYS],
  };
}

/** The settings a newsletter mail's signed link opens; null: no such subscription (or a forged link). */
export async function newsletterSettings(context: GatewayContext, token: string): Promise<NewsletterSettingsModel | null> {
  const row = await rowOf(context, token);
  return row ? model(context, row) : null;
}

/**
 * The newsletter unsubscribe form (spec §3, §4): a frequency the shop offers, a pause of 7, 14, 21 or
 * 30 days, or an end: from the shop's newsletter, the second brand's, or both (both ended: the
 * subscription ends). Only an active subscription; the link's signature decides whose.
 */
export async function updateNewsletterSettings(
  context: GatewayContext,
  input: { token: string; option: string; pauseDays?: number | null; scope?: string | null },
): Promise<SettingsAnswer> {
  const row = await rowOf(context, input.token);
  if (!row || row.status !== 'active') return { __typename: 'NewsletterSettingsRefused', reason: 'NOT_SUBSCRIBED' };
  const option = parseNewsletterOption(input.option, offered(context));
  if (!option) return { __typename: 'NewsletterSettingsRefused', reason: 'OPTION_REQUIRED' };
  const now = context.clock.now();
  let changed: Row[];
  if (option.kind === 'frequency') {
    changed = await context.db.query<Row>(
      'update newsletter_subscriptions set frequency = $2, paused_until = null where id = $1 returning id, status, frequency, paused_until, shop_newsletter, second_brand',
      [row.id, option.frequency],
    );
  } else if (option.kind === 'pause') {
    const days = input.pauseDays ?? 0;
    if (!(NEWSLETTER_PAUSE_DAYS as readonly number[]).includes(days)) return { __typename: 'NewsletterSettingsRefused', reason: 'PAUSE_REQUIRED' };
    changed = await context.db.query<Row>(
      'update newsletter_subscriptions set paused_until = $2 where id = $1 returning id, status, frequency, paused_until, shop_newsletter, second_brand',
      [row.id, new Date(now.getTime() + days * 86_400_000)],
    );
  } else {
    const scope = (NEWSLETTER_SCOPES as readonly string[]).includes(input.scope ?? '') ? (input.scope as NewsletterScope) : undefined;
    if (!scope) return { __typename: 'NewsletterSettingsRefused', reason: 'SCOPE_REQUIRED' };
    const shop = scope === 'second-brand' ? row.shop_newsletter : false;
    const second = scope === 'shop' ? row.second_brand : false;
    changed = await context.db.query<Row>(
      `update newsletter_subscriptions set shop_newsletter = $2, second_brand = $3, status = case when $2 or $3 then status else 'unsubscribed' end
        where id = $1 returning id, status, frequency, paused_until, shop_newsletter, second_brand`,
      [row.id, shop, second],
    );
  }
  return { __typename: 'NewsletterSettingsSaved', ...model(context, changed[0]!) };
}

/**
 * Every mailing's unsubscribe (spec §3, §8; one click from the mail, RFC 8058): no more advertising
 * mails to the link's address, from the shop or the second brand. `false`: no such subscription, or
 * it was ended already (the spec's "not found or already removed").
 */
export async function unsubscribeMailings(context: GatewayContext, token: string): Promise<boolean> {
  const id = subscriptionOfToken(context, token.slice(0, 200));
  if (!id) return false;
  const ended = await context.db.query(
    `update newsletter_subscriptions set status = 'unsubscribed', shop_newsletter = false, second_brand = false
      where id = $1 and tenant = $2 and status <> 'unsubscribed' returning 1`,
    [id, context.tenant.key],
  );
  return ended.length === 1;
}

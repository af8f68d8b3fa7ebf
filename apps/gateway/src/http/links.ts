import { pathFor, type ProductLocale, type Screen } from '@vitrine/i18n';
import type { GatewayContext } from './context';
import { assertLocale, badInput } from './input';

/*
 * The links and the sender of the gateway's mails, for every module that mails (identity, checkout,
 * payments, paylinks, personal data): one home.
 */

/** A locale this shop serves (the page's, for mails and links), or a BAD_USER_INPUT refusal. */
export function localeOf(context: Pick<GatewayContext, 'tenant'>, value: string): ProductLocale {
  const locale = assertLocale(value);
  if (!context.tenant.i18n.locales.includes(locale)) throw badInput('locale', 'locale-not-served', `This shop does not speak ${locale}`);
  return locale;
}

/** The shop's address of a screen in a locale (for the links of a mail). */
export function shopLink(context: Pick<GatewayContext, 'tenant' | 'shopOrigin'>, locale: ProductLocale, screen: Screen, query = ''): string {
  const path = pathFor(screen, locale, { defaultLocale: context.tenant.i18n.defaultLocale, locales: context.tenant.i18n.locales });
  return `${context.shopOrigin}${path}${query}`;
}

/** Who sends the mails. */
export const SHOP = { name: 'Vitrine' };

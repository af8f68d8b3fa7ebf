import type { NewsletterVoucherTerms } from '@vitrine/forms';
import { NewsletterTermsDocument } from '@vitrine/graphql-client';
import { pathFor, type ProductLocale } from '@vitrine/i18n';
import { serverGateway } from '@vitrine/next-adapter';
import { formatMoney } from '@vitrine/pricing';
import type { TenantConfig } from '@vitrine/tenant-config';
import { shopSettings } from '../../common/settings';
import type { NewsletterPaths } from './actions';

/** The newsletter's pages in this locale. */
export function newsletterPaths(tenant: TenantConfig, locale: ProductLocale): NewsletterPaths & { form: string } {
  const { locales } = shopSettings(tenant);
  return {
    form: pathFor('newsletter', locale, locales),
    pending: pathFor('newsletterPending', locale, locales),
    welcome: pathFor('newsletterWelcome', locale, locales),
    already: pathFor('newsletterAlready', locale, locales),
  };
}

/** The welcome voucher's terms as the gateway has them (the shop's own read, kept five minutes), formatted. */
export async function voucherTerms(tenant: TenantConfig): Promise<NewsletterVoucherTerms & { doubleOptIn: boolean }> {
  const { newsletterTerms: terms } = await serverGateway(tenant).request(NewsletterTermsDocument, {}, { init: { next: { revalidate: 300, tags: ['newsletter-terms'] } } });
  const money = (minor: number) => formatMoney(minor, tenant.currency, tenant.priceFormat);
  return {
    value: terms.percent !== null && terms.percent !== undefined ? `${terms.percent} %` : money(terms.value),
    minimumOrder: money(terms.minimumOrder),
    validDays: terms.validDays,
    doubleOptIn: terms.doubleOptIn,
  };
}

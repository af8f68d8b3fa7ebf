import type { ProductLocale } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { redirect } from 'next/navigation';
import { checkoutFor, checkoutPaths } from '../step/load';

/** The premium page's data: the checkout with the shop's offer (a shop without one goes on to check and order). */
export async function loadPremium(tenant: TenantConfig, locale: ProductLocale) {
  const paths = checkoutPaths(locale, { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales });
  const checkout = await checkoutFor(tenant, locale, paths.premium);
  if (!checkout.premiumOffer) redirect(paths.check);
  if (checkout.missing.includes('delivery')) redirect(paths.delivery);
  if (checkout.missing.includes('payment')) redirect(paths.payment);
  return { paths, checkout, offer: checkout.premiumOffer };
}

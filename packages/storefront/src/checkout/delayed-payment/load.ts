import type { ProductLocale } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { redirect } from 'next/navigation';
import { checkoutFor, checkoutPaths } from '../step/load';

/** The payment pause's data: the checkout with the shop's pause and the chosen method (a shop without one goes on to check and order). */
export async function loadDelayedPayment(tenant: TenantConfig, locale: ProductLocale) {
  const paths = checkoutPaths(locale, { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales });
  const checkout = await checkoutFor(tenant, locale, paths.delayedPayment);
  if (!checkout.pauseOffer) redirect(paths.check);
  if (checkout.missing.includes('delivery')) redirect(paths.delivery);
  if (!checkout.method) redirect(paths.payment);
  return { paths, checkout, pause: checkout.pauseOffer, method: checkout.method };
}

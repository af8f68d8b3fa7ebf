import type { ProductLocale } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { redirect } from 'next/navigation';
import { checkoutFor, checkoutPaths } from '../step/load';

/** Check and order's data: the checkout complete in every step (a missing one sends the shopper to it, the basket's problems to the basket). */
export async function loadCheckAndOrder(tenant: TenantConfig, locale: ProductLocale) {
  const paths = checkoutPaths(locale, { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales });
  const checkout = await checkoutFor(tenant, locale, paths.check);
  if (checkout.missing.includes('basket')) redirect(paths.basket);
  if (checkout.missing.includes('delivery')) redirect(paths.delivery);
  if (checkout.missing.includes('payment') || !checkout.method) redirect(paths.payment);
  if (checkout.missing.includes('rate_protection')) redirect(paths.paymentProtectionUpdate);
  return { paths, checkout, method: checkout.method };
}

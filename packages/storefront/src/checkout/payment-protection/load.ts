import type { ProductLocale } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { redirect } from 'next/navigation';
import { checkoutFor, checkoutPaths } from '../step/load';

/**
 * The rate protection's data: the checkout with its offer and plan (without them nothing to insure:
 * on to `next`), the page's address and where the form goes on.
 */
export async function loadRateProtection(tenant: TenantConfig, locale: ProductLocale, mode: 'offer' | 'update') {
  const paths = checkoutPaths(locale, { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales });
  const here = mode === 'offer' ? paths.paymentProtection : paths.paymentProtectionUpdate;
  const next = mode === 'offer' && tenant.order.premium.enabled ? paths.premium : paths.check;
  const checkout = await checkoutFor(tenant, locale, here);
  if (checkout.missing.includes('delivery')) redirect(paths.delivery);
  if (checkout.missing.includes('payment')) redirect(paths.payment);
  if (!checkout.rateProtectionOffer || !checkout.plan) redirect(next);
  return { paths, here, next, checkout, offer: checkout.rateProtectionOffer, plan: checkout.plan };
}

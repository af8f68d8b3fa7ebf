import type { ProductLocale } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { redirect } from 'next/navigation';
import { checkoutFor, checkoutPaths } from '../step/load';

/**
 * The payment step's data: the checkout (without a delivery, back to it), the page's address, and
 * where the form goes on: the step to the rate protection (instalments, where the shop insures
 * them), the premium (where offered), check and order; a change back to check and order (which asks
 * for the rate protection again when its premium changed).
 */
export async function loadPayment(tenant: TenantConfig, locale: ProductLocale, mode: 'step' | 'change') {
  const paths = checkoutPaths(locale, { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales });
  const here = mode === 'step' ? paths.payment : paths.changePayment;
  const checkout = await checkoutFor(tenant, locale, here);
  if (checkout.missing.includes('delivery')) redirect(paths.delivery);
  const afterProtection = mode === 'step' && tenant.order.premium.enabled ? paths.premium : paths.check;
  const next = { instalments: mode === 'step' && tenant.order.rateProtection.enabled ? paths.paymentProtection : afterProtection, other: afterProtection };
  return { paths, here, checkout, next };
}

import type { ProductLocale } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { checkoutFor, checkoutPaths } from '../step/load';

/** The delivery step's data: the checkout (with the parcel shops near `near`, when asked), the page's address and the steps'. */
export async function loadDelivery(tenant: TenantConfig, locale: ProductLocale, mode: 'step' | 'change', near: string | undefined) {
  const paths = checkoutPaths(locale, { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales });
  const here = mode === 'step' ? paths.delivery : paths.changeDelivery;
  const checkout = await checkoutFor(tenant, locale, here, near);
  const chosenShop = checkout.parcelShop;
  return { paths, here, checkout, parcelShops: near ? checkout.parcelShops : chosenShop ? [chosenShop] : [] };
}

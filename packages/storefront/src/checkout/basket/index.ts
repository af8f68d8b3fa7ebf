import type { TenantConfig } from '@vitrine/tenant-config';
import { createBasketPage } from './screen';

/** The basket page (`/warenkorb`): lines, quantities, removal, subtotal and the free-shipping hint. */
export function createScreen(tenant: TenantConfig) {
  const { BasketPage, generateMetadata } = createBasketPage(tenant);
  return { Page: BasketPage, generateMetadata };
}

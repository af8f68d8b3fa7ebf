import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createOrderConfirmationPage } from './screen';

/** The order confirmation: number, delivery, payment (prepayment hint), lines and totals. */
export function createScreen(tenant: TenantConfig) {
  const { OrderConfirmationPage, generateMetadata } = createOrderConfirmationPage(tenant);
  return { Page: withPageMessages('checkout/order-confirmation', OrderConfirmationPage), generateMetadata };
}

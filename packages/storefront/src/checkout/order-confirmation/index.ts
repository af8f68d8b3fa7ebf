import type { TenantConfig } from '@vitrine/tenant-config';
import { createOrderConfirmationPage } from './screen';

/** The order confirmation: number, delivery, payment (prepayment hint), lines and totals. */
export function createScreen(tenant: TenantConfig) {
  const { OrderConfirmationPage, generateMetadata } = createOrderConfirmationPage(tenant);
  return { Page: OrderConfirmationPage, generateMetadata };
}

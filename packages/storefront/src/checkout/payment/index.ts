import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createPaymentPage } from '../payment/screen';

/** The payment step of the checkout: method, instalments, payment pause. */
export function createScreen(tenant: TenantConfig) {
  const { PaymentPage, generateMetadata } = createPaymentPage(tenant, 'step');
  return { Page: withPageMessages('checkout/payment', PaymentPage), generateMetadata };
}

import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createPaymentPage } from '../payment/screen';

/** The payment step of the checkout, changed from check and order: method, instalments, payment pause. */
export function createScreen(tenant: TenantConfig) {
  const { PaymentPage, generateMetadata } = createPaymentPage(tenant, 'change');
  return { Page: withPageMessages('checkout/change-payment', PaymentPage), generateMetadata };
}

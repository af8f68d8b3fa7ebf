import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createPaymentDatesPage } from './screen';

/** Payment dates (`/mein-konto/meine-zahltermine`, de-DE): what is due when. */
export function createScreen(tenant: TenantConfig) {
  const { PaymentDatesPage, generateMetadata } = createPaymentDatesPage(tenant);
  return { Page: withPageMessages('account/account-payment-dates', PaymentDatesPage), generateMetadata };
}

import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createInvoicesPage } from './screen';

/** Invoices (`/mein-konto/meine-rechnungen`): each parcel's invoice, its PDF to download. */
export function createScreen(tenant: TenantConfig) {
  const { InvoicesPage, generateMetadata } = createInvoicesPage(tenant);
  return { Page: withPageMessages('account/account-invoices', InvoicesPage), generateMetadata };
}

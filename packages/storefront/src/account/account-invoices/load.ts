import type { InvoiceView } from '@vitrine/account';
import { AccountInvoicesPageDocument } from '@vitrine/graphql-client';
import { knownShopperGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';

/** How many invoices one page of the list shows. */
export const INVOICES_PER_PAGE = 20;

/** The customer's invoices; null for a guest and a soft login (the gateway answers them null). */
export async function loadInvoices(tenant: TenantConfig, after: string | undefined): Promise<{ invoices: InvoiceView[]; next: string | null } | null> {
  const gateway = await knownShopperGateway(tenant);
  if (!gateway) return null;
  const { accountInvoices } = await gateway.request(AccountInvoicesPageDocument, { first: INVOICES_PER_PAGE, after: after ?? null }, { init: { cache: 'no-store' } });
  if (!accountInvoices) return null;
  return { invoices: accountInvoices.invoices, next: accountInvoices.next ?? null };
}

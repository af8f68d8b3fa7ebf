import { MeDocument } from '@vitrine/graphql-client';
import { knownShopperGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';

/** The logged-in customer of this request's session (null for a guest, or when the gateway cannot say). */
export async function currentCustomer(tenant: TenantConfig) {
  const gateway = await knownShopperGateway(tenant);
  if (!gateway) return null;
  try {
    return (await gateway.request(MeDocument, {}, { init: { cache: 'no-store' } })).me ?? null;
  } catch {
    return null;
  }
}

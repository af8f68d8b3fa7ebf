import type { PersonalDataView } from '@vitrine/account';
import { PersonalDataPageDocument } from '@vitrine/graphql-client';
import { knownShopperGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';

/** The customer's personal data (the IBAN masked); null for a guest and a soft login. */
export async function loadPersonalData(tenant: TenantConfig): Promise<PersonalDataView | null> {
  const gateway = await knownShopperGateway(tenant);
  if (!gateway) return null;
  const { personalData } = await gateway.request(PersonalDataPageDocument, {}, { init: { cache: 'no-store' } });
  return personalData ?? null;
}

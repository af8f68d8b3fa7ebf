import type { PaybackViewProps } from '@vitrine/account';
import { PaybackPageDocument } from '@vitrine/graphql-client';
import { knownShopperGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';

export type PaybackData = Pick<PaybackViewProps, 'cardNumber' | 'linkedOn' | 'points' | 'entries'>;

/** The customer's PAYBACK card and points; null for a guest and a soft login. */
export async function loadPayback(tenant: TenantConfig): Promise<PaybackData | null> {
  const gateway = await knownShopperGateway(tenant);
  if (!gateway) return null;
  const { payback } = await gateway.request(PaybackPageDocument, {}, { init: { cache: 'no-store' } });
  if (!payback) return null;
  return {
    cardNumber: payback.cardNumber ?? null,
    linkedOn: payback.linkedOn ?? null,
    points: payback.points,
    entries: payback.entries.map((entry) => ({ ...entry, kind: entry.kind === 'TAKEN_BACK' ? 'takenBack' : 'collected' })),
  };
}

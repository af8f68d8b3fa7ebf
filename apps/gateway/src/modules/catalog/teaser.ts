import { instalmentTeaser } from '@vitrine/pricing';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Price } from '../../generated/resolvers';

/**
 * A price with the tenant's instalment teaser filled in (the rule lives in @vitrine/pricing: the
 * instalments add up to the total payable, the price plus the tenant's interest). GraphQL's
 * Product.price and the REST search answers both pass their prices through here.
 */
export function withTeaser<P extends Pick<Price, 'amount'>>(
  price: P,
  tenant: Pick<TenantConfig, 'installmentCalculator'>,
): P & Pick<Price, 'installmentCount' | 'installmentAmount' | 'installmentFirstAmount' | 'installmentLastAmount' | 'installmentTotal' | 'installmentEffectiveRate'> {
  const teaser = instalmentTeaser(price.amount, tenant.installmentCalculator);
  return {
    ...price,
    installmentCount: teaser?.count ?? null,
    installmentAmount: teaser?.amount ?? null,
    installmentFirstAmount: teaser?.first ?? null,
    installmentLastAmount: teaser?.last ?? null,
    installmentTotal: teaser?.total ?? null,
    installmentEffectiveRate: teaser?.effectiveAnnualRate ?? null,
  };
}

import type { BasketShippingFieldsFragment, ShippingMethod } from '@vitrine/graphql-client';
import type { BasketShipping } from '@vitrine/pricing';

const METHOD: Record<ShippingMethod, BasketShipping['method']> = { PARCEL: 'parcel', FREIGHT: 'freight' };

/** The gateway's `Basket.shipping` as the kits take it (`@vitrine/pricing`'s `BasketShipping`). */
export function basketShippingOf(fields: BasketShippingFieldsFragment): BasketShipping {
  return { method: METHOD[fields.method], cost: fields.cost, freeFrom: fields.freeFrom, missingForFree: fields.missingForFree };
}

/** Sent on `window` after the basket changed, with `detail.count` (pieces in the basket): the header's count listens. */
export const BASKET_CHANGED_EVENT = 'vitrine:basket-changed';

export interface BasketChangedDetail {
  count: number;
}

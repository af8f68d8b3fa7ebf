export { formatAmount, formatMoney, discountPercent, missingForFreeShipping } from './money';
export type { Currency, PriceFormat } from './money';

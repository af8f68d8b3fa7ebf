export { formatAmount, formatMoney, discountPercent, missingForFreeShipping } from './money';
export type { Currency, PriceFormat } from './money';
export { unitPrice } from './unit-price';
export type { MeasureUnit, UnitPrice } from './unit-price';
export { instalmentTeaser } from './teaser';
export type { InstalmentTeaser } from './teaser';
export { voucherDiscount, voucherSurvivesReturn } from './voucher';
export type { Voucher, VoucherLine, VoucherProblem } from './voucher';

export { Price } from './price';
export type { PriceData, PriceProps } from './price';
export { ProductCard } from './product-card';
export type { ProductCardData, ProductCardProps } from './product-card';

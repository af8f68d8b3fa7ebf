export { Price } from './price';
export type { PriceData, PriceProps } from './price';
export { ProductCard } from './product-card';
export { BraSizeFinder } from './bra-size-finder';
export type { BraSizeFinderProps } from './bra-size-finder';
export type { ProductCardData, ProductCardProps } from './product-card';
export { SearchCombobox } from './search-combobox';
export type { SearchComboboxProps, SearchSource } from './search-combobox';

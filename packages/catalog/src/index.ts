export { Price } from './price';
export type { PriceData, PriceProps } from './price';
export { cardItemOf, ProductCard } from './product-card';
export { BuyBoxHeart, HeartIcon, HeartLabels, WishlistHeart } from './wishlist-heart';
export type { BuyBoxHeartProps, WishlistHeartProps } from './wishlist-heart';
export type { ProductCardData, ProductCardItem, ProductCardProps } from './product-card';
export { BraSizeFinder } from './bra-size-finder';
export type { BraSizeFinderProps } from './bra-size-finder';
export { SearchCombobox } from './search-combobox';
export { SearchField } from './search-field';
export { SearchEnhancer } from './search-enhancer';
export { OtherLanguageNote, SearchCorrection, ZeroResults } from './search-help';
export type { OtherLanguageNoteProps, SearchCorrectionProps, ZeroResultsProps } from './search-help';
export type { SearchComboboxProps, SearchSource } from './search-combobox';
export type { SearchFieldProps } from './search-field';
export type { SearchEnhancerProps } from './search-enhancer';
// Product page parts.
export { BuyBox } from './buy-box';
export { BASKET_CHANGED_EVENT } from './events';
export type { BasketChangedDetail } from './events';
export type { BuyBoxProps } from './buy-box';
export { IDLE } from './basket-state';
export type { AddToBasketState } from './basket-state';
export { VariantPicker } from './variant-picker';
export type { VariantPickerProps } from './variant-picker';
export { ReviewsList } from './reviews-list';
export type { ReviewsListProps } from './reviews-list';
export { ReviewForm } from './review-form';
export type { ReviewFormProps, ReviewFormState } from './review-form';
export { RatingSummary, ServicesSection } from './product-sections';
/** @deprecated Import `Stars` from `@vitrine/ui` (it moved there for the shop's customer ratings). */
export { Stars } from '@vitrine/ui';
export { RecommendationSlot, SponsoredSection } from './product-rows';
export type { SlotData } from './product-rows';
export { Recommendations } from './recommendations';
export type { RecommendationsProps } from './recommendations';
// Listings.
export { ProductGrid } from './product-grid';
export { ProductCardList } from './product-card-list';
export type { ProductCardListProps } from './product-card-list';
export type { ProductGridProps } from './product-grid';
// Query options of the kit's client data, for prefetching on the server with the same keys.
export { STOREFRONT_PAGE_SIZE, storefrontProductsOptions } from './product-queries';
export { reviewPagesOptions } from './reviews-queries';
export type { RatingData, ReviewFilter, ReviewPage } from './reviews-queries';
export { recommendationSlotsOptions, sponsoredProductsOptions } from './recommendations-queries';

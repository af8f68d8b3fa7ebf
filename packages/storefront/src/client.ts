// Client components of the screens, safe to import in a browser-only setting (Storybook, tests).
export { Providers, useShopSettings } from './providers';
export { QueryIsland } from './query-island';
export type { ProvidersProps } from './providers';
export { NotFoundScreen, ErrorScreen } from './status-screens';
export { LocaleSwitcher } from './locale-switcher';
export { VariantPicker } from './variant-picker';
export type { VariantPickerProps } from './variant-picker';
export { SearchForm, searchSource } from './search-form';
export { ReviewsList } from './reviews-list';
export type { ReviewsListProps } from './reviews-list';
export { Recommendations } from './recommendations';
export type { RecommendationsProps } from './recommendations';
export { shopSettings } from './settings';
export type { ShopSettings } from './settings';

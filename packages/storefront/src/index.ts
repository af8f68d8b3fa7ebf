export { createShop } from './shop';
export { NotFoundScreen, ErrorScreen } from './status-screens';
export { Providers, useShopSettings } from './providers';
export type { ProvidersProps } from './providers';
export { shopSettings } from './settings';
export type { ShopSettings } from './settings';
export { MISSING_SEGMENT } from './proxy';

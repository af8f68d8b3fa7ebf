// Server entry points of the screens. A route file imports only the module of its own screen
// (`@vitrine/storefront/product-page`, …) so that its browser bundle holds only that screen's
// client components; this index is for tools and tests that want everything.
export { createLayoutMetadata, createRootLayout, localeOf } from './layout';
export { createStorefrontPage } from './storefront-page';
export { createProductPage } from './product-page';
export { createSearchPage } from './search-page';
export { createBraSizePage } from './bra-size-page';
export { createProxy, MISSING_SEGMENT } from './proxy';
export { forwardToGateway } from './forward';
export { MissingPage, generateStaticParams } from './missing-page';
export { shopSettings } from './settings';
export type { ShopSettings } from './settings';

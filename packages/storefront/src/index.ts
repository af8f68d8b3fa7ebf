// The screens of a Vitrine shop, one folder each: `src/<area>/<screen>/` with `index.ts`
// (`createScreen(tenant)`), `screen.tsx`, `load.ts`, `actions.ts`, `policy.ts`. They are imported by
// pattern (`@vitrine/storefront/catalog/product`), so a route file pulls in only its own screen;
// the apps' route files are generated from the route table (`pnpm routes`).
export { shopSettings } from './common/settings';
export type { ShopSettings } from './common/settings';
export type { LocaleParams } from './common/locale';
export type { ListingQuery, Query } from './catalog/listing/listing';

// Client components of the screens, safe to import in a browser-only setting (Storybook, tests)
// and from the generated not-found and error files.
export { Providers, useShopSettings } from './common/providers';
export type { ProvidersProps } from './common/providers';
export { NotFoundScreen } from './shell/not-found-screen';
export { ErrorScreen } from './shell/error-screen';
export { SiteSearch, searchSource } from './shell/site-search';
export { LocaleLinks } from './shell/locale-links';
export { shopSettings } from './common/settings';
export type { ShopSettings } from './common/settings';

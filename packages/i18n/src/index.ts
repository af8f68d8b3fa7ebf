export { PRODUCT_LOCALES, isProductLocale, languageOf, localePrefix, resolvePath } from './locale';
export type { LocaleSettings, ProductLocale, ResolvedPath } from './locale';
export { ROUTES, hasRoute, pathFor, matchRoute, internalPathFor, internalRoute, screenSegment, slugify } from './routes';
export type { Screen, RouteParams, RouteMatch } from './routes';
export { loadMessages, createI18n, pickMessages } from './catalogs';
export { formatDate, calendarDate } from './format';
export { localSpelling } from './spelling';

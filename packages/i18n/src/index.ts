export { CONTENT_AREAS, PRODUCT_LOCALES, contentAreaOf, isContentPath, isProductLocale, languageOf, localePrefix, pathOfContentId, resolvePath } from './locale';
export type { LocaleSettings, ProductLocale, ResolvedPath } from './locale';
export {
  ACCOUNT_PAGE_SCREENS,
  CONTENT_SCREENS,
  ROUTES,
  accountPageOf,
  hasRoute,
  pathFor,
  pathRules,
  pathTemplate,
  matchRoute,
  internalPathFor,
  internalRoute,
  screenSegment,
  slugify,
} from './routes';
export { fillPath } from './path-template';
export type { AccountPageName, PathRule, Screen, RouteParams, RouteMatch } from './routes';
export { loadMessages, createI18n, pickMessages } from './catalogs';
export { formatDate, calendarDate } from './format';
export { localSpelling } from './spelling';

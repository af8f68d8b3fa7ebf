import { type LocaleSettings, pathFor, pathTemplate, type ProductLocale } from '@vitrine/i18n';

/** Where the header's search goes, from the route table on the server (the browser is not sent the table). */
export interface SiteSearchPaths {
  /** The search form's GET target (`searchForm`): the search without JavaScript. */
  action: string;
  /** The results page's template with `{term}`, filled in the browser (`fillPath`). */
  results: string;
}

export function siteSearchPaths(locale: ProductLocale, settings: LocaleSettings): SiteSearchPaths {
  return { action: pathFor('searchForm', locale, settings), results: pathTemplate('search', locale, settings) };
}

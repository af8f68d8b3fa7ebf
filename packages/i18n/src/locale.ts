/** The five product locales. */
export const PRODUCT_LOCALES = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'] as const;
export type ProductLocale = (typeof PRODUCT_LOCALES)[number];

/** What locale routing needs to know of a tenant. */
export interface LocaleSettings {
  /** The locale of paths without a language prefix. */
  defaultLocale: ProductLocale;
  /** The tenant's locales; each other than the default is reached under `/{language}`. */
  locales: readonly ProductLocale[];
}

export function isProductLocale(value: unknown): value is ProductLocale {
  return typeof value === 'string' && (PRODUCT_LOCALES as readonly string[]).includes(value);
}

/** The two-letter language of a locale: `fr-CH` → `fr`. Also the USP banner's language key. */
export function languageOf(locale: string): string {
  return locale.slice(0, 2).toLowerCase();
}

/** The language prefix of a locale's public paths: '' for the default locale, else `/fr`. */
export function localePrefix(locale: ProductLocale, settings: LocaleSettings): string {
  return locale === settings.defaultLocale ? '' : `/${languageOf(locale)}`;
}

export interface ResolvedPath {
  locale: ProductLocale;
  /** The path with the language prefix removed; always starts with `/`. */
  path: string;
  /** True for an empty path or one that is only the language: the storefront page. */
  isStorefront: boolean;
  /** Content identifier: `storefront`, or the path's slashes as dashes (`/service-hilfe/agb` → `service-hilfe-agb`). */
  contentId: string;
}

/**
 * Spec §2: the locale comes from the first two characters after the leading slash when they are a
 * language of the tenant (and a whole segment, so `/deals` is not German); otherwise the default.
 */
export function resolvePath(pathname: string, settings: LocaleSettings): ResolvedPath {
  const clean = `/${pathname.replace(/^\/+/, '')}`;
  const match = /^\/([a-z]{2})(?=\/|$)/i.exec(clean);
  let locale = settings.defaultLocale;
  let path = clean;
  if (match) {
    const lang = match[1]!.toLowerCase();
    const found = settings.locales.find((l) => languageOf(l) === lang);
    if (found) {
      locale = found;
      path = clean.slice(3) || '/';
    }
  }
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  const isStorefront = trimmed === '';
  return { locale, path: path.startsWith('/') ? path : `/${path}`, isStorefront, contentId: isStorefront ? 'storefront' : trimmed.replaceAll('/', '-') };
}

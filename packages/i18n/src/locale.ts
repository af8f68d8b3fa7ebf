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

/**
 * The content areas of spec §2: paths below these first segments (after the language prefix) are
 * editors' pages of the content bucket. `/`, `/storefront` and `/fr` are the storefront.
 */
export const CONTENT_AREAS = ['storefront', 'service-hilfe', 'aide-service', 'lp', 'magazin', 'magazine', 'node', 'klantenservice', 'inspiratie', 'special'] as const;

/** True when a path (without its language prefix) lies in a content area. */
export function isContentPath(path: string): boolean {
  const first = path.replace(/^\/+/, '').split('/')[0] ?? '';
  return first === '' || (CONTENT_AREAS as readonly string[]).includes(first);
}

/** The area a content id lies in (`service-hilfe-ueber-uns-agb` → `service-hilfe`), or undefined. */
export function contentAreaOf(id: string): string | undefined {
  return [...CONTENT_AREAS].sort((a, b) => b.length - a.length).find((area) => id === area || id.startsWith(`${area}-`));
}

/**
 * A public path (without the language prefix) that resolves to a content id: the area as the first
 * segment, the rest as it is (`lp-fruehling-sale` → `/lp/fruehling-sale`). Every path whose slashes
 * and dashes differ names the same page; pages give their canonical path.
 */
export function pathOfContentId(id: string): string {
  if (id === 'storefront') return '/';
  const area = contentAreaOf(id);
  return area && id !== area ? `/${area}/${id.slice(area.length + 1)}` : `/${id}`;
}

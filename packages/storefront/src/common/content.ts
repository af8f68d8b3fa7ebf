import {
  activeAt,
  ContentFetchError,
  type ContentIndexEntry,
  type ContentMenu,
  type ContentPage,
  type ContentPromotion,
  type ContentSnippet,
  type CustomerRatingSummary,
  contentPageSchema,
  menuSchema,
  type Navigation,
  parseLink,
  promotionSchema,
  type SeoFile,
  seoSchema,
  snippetSchema,
  type UspBar,
  uspSchema,
} from '@vitrine/content';
import { hasRoute, languageOf, localePrefix, pathFor, type ProductLocale, type Screen } from '@vitrine/i18n';
import { contentClientOf, cachedGatewayGet, isPreview, previewHeaders } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import { cache } from 'react';
import { SERVED_SCREENS } from '../generated/served-screens';

export type { ContentIndexEntry };

/**
 * Reads one file of the bucket and checks it with its schema: the shop trusts a real bucket no
 * more than the shopper's input. No file (404) is `undefined`; anything else fails loudly.
 */
interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

async function read<T>(load: () => Promise<unknown>, schema: Schema<T>, what: string): Promise<T | undefined> {
  let raw: unknown;
  try {
    raw = await load();
  } catch (error) {
    if (error instanceof ContentFetchError && (error.status === 404 || error.status === 403)) return undefined;
    throw error;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`[content] ${what} does not follow the schema: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

/** A published page, or in the editor's preview its draft (never cached) where there is one. */
export const loadContentPage = cache(async (tenant: TenantConfig, locale: ProductLocale, id: string): Promise<{ page: ContentPage; draft: boolean } | undefined> => {
  const client = contentClientOf(tenant);
  if (await isPreview()) {
    const draft = await read(() => client.content('draft', locale, id, previewHeaders(tenant, locale, id)), contentPageSchema, `draft ${locale}/${id}`);
    if (draft) return { page: draft, draft: true };
  }
  const page = await read(() => client.content('page', locale, id), contentPageSchema, `page ${locale}/${id}`);
  return page ? { page, draft: false } : undefined;
});

/** The index of a locale's published pages (empty when the bucket does not answer). */
export const loadContentIndex = cache(async (tenant: TenantConfig, locale: ProductLocale): Promise<ContentIndexEntry[]> => {
  try {
    return (await contentClientOf(tenant).index<{ pages: ContentIndexEntry[] }>(locale)).pages;
  } catch {
    return [];
  }
});

/** A menu (the footer's); `undefined` when the bucket has none or does not answer: the page still renders. */
export const loadMenu = cache(async (tenant: TenantConfig, locale: ProductLocale, id: string): Promise<ContentMenu | undefined> =>
  read(() => contentClientOf(tenant).content('menu', locale, id), menuSchema, `menu ${locale}/${id}`).catch(() => undefined),
);

export const loadSnippet = cache(async (tenant: TenantConfig, locale: ProductLocale, id: string): Promise<ContentSnippet | undefined> =>
  read(() => contentClientOf(tenant).content('snippet', locale, id), snippetSchema, `snippet ${locale}/${id}`).catch(() => undefined),
);

/** The promotion banner, when one runs now. */
export const loadPromotion = cache(async (tenant: TenantConfig, locale: ProductLocale, now = new Date()): Promise<ContentPromotion | undefined> => {
  const promotion = await read(() => contentClientOf(tenant).content('promotion', locale, 'banner'), promotionSchema, `promotion ${locale}/banner`).catch(() => undefined);
  if (!promotion) return undefined;
  return activeAt(promotion, now) ? promotion : undefined;
});

/**
 * The SEO file of a screen or category (`seo/{locale}/{id}.json`: `storefront`, `service`,
 * `category-mode`, …): title, description, noindex, image and a listing's text. Without one the
 * page keeps its own title and the layout's description.
 */
export const loadSeo = cache(async (tenant: TenantConfig, locale: ProductLocale, id: string): Promise<SeoFile | undefined> =>
  read(() => contentClientOf(tenant).content('seo', locale, id), seoSchema, `seo ${locale}/${id}`).catch(() => undefined),
);

/**
 * The shop's customer rating (feedback tenant of the tenant) with the first page of ratings in the
 * page language; public data, kept a minute. `undefined` when the gateway does not answer: the
 * footer then shows no rating.
 */
export const loadCustomerRatings = cache(async (tenant: TenantConfig, locale: ProductLocale): Promise<CustomerRatingSummary | undefined> => {
  try {
    const { status, body } = await cachedGatewayGet<CustomerRatingSummary>(tenant, `/api/inform/rating/all/get?locale=${encodeURIComponent(locale)}&page=1`, {
      revalidate: 60,
      tags: ['customer-ratings'],
      timeoutMs: 5000,
    });
    return status === 200 ? body : undefined;
  } catch {
    return undefined;
  }
});

/** The unique-selling-points bar of the page language (spec §2: per language, first two letters of the locale). */
export const loadUsp = cache(async (tenant: TenantConfig, locale: ProductLocale): Promise<UspBar | undefined> =>
  read(() => contentClientOf(tenant).usp({ clientId: tenant.clientId, device: 'web', language: languageOf(locale) }), uspSchema, `usp ${locale}`).catch(() => undefined),
);

/**
 * Where an editor's link leads in this locale (see @vitrine/content's links): a screen through the
 * route table (only one that answers already), a category by its key through the navigation, a
 * search, a content page with the locale's prefix. `undefined` keeps the text without the link.
 */
export function linkResolver(tenant: TenantConfig, locale: ProductLocale, navigation: Pick<Navigation, 'items'>) {
  const settings = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };
  const categories = new Map(navigation.items.flatMap((item) => [item, ...item.children]).map((c) => [c.key, c.slug]));
  return (link: string): string | undefined => {
    const target = parseLink(link);
    const hash = 'anchor' in target && target.anchor ? `#${target.anchor}` : '';
    switch (target.kind) {
      case 'route': {
        const screen = target.screen as Screen;
        if (!SERVED_SCREENS.has(screen) && screen !== 'storefront') return undefined;
        return hasRoute(screen, locale) ? `${pathFor(screen, locale, settings)}${hash}` : undefined;
      }
      case 'category': {
        const slug = categories.get(target.key);
        return slug ? pathFor('category', locale, settings, { slug }) : undefined;
      }
      case 'search':
        return pathFor('search', locale, settings, { term: target.term });
      case 'content':
        return `${localePrefix(locale, settings)}${target.path === '/' ? '' : target.path}${hash}` || '/';
      case 'anchor':
        return `#${target.anchor}`;
      case 'external':
        return target.url;
      case 'layer':
        // Opened over the page by the shop's layer host; without JavaScript the service page.
        return `${pathFor('service', locale, settings)}?layer=${encodeURIComponent(target.id)}`;
    }
  };
}

import type { MessageDescriptor } from '@lingui/core';
import type { SeoFile } from '@vitrine/content';
import { hasRoute, pathFor, type ProductLocale, type Screen } from '@vitrine/i18n';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { loadSeo } from './content';
import { type LocaleParams, localeOf } from './locale';
import { shopSettings } from './settings';

/**
 * The metadata an SEO file of the bucket gives a page: its title (in the layout's template, or as
 * it stands for the storefront), description, robots and Open Graph; without a file the page's own
 * title and the layout's description.
 */
export function seoMetadata(seo: SeoFile | undefined, fallbackTitle?: string, { absolute = false } = {}): Metadata {
  const title = seo?.title ?? fallbackTitle;
  return {
    ...(title ? { title: absolute ? { absolute: title } : title } : {}),
    ...(seo?.description ? { description: seo.description } : {}),
    ...(seo?.noindex ? { robots: { index: false, follow: true } } : {}),
    ...(seo ? { openGraph: { title: seo.title, description: seo.description, ...(seo.image ? { images: [seo.image] } : {}) } } : {}),
  };
}

/** The SEO file id of a category (`category-{key}`). */
export const categorySeoId = (key: string) => `category-${key}`;

/**
 * `generateMetadata` of a screen whose metadata is its SEO file: title and description from the
 * bucket, the canonical path and its siblings in the tenant's other locales (hreflang).
 */
export function screenMetadata(
  tenant: TenantConfig,
  screen: Screen,
  seoId: string,
  { fallbackTitle, absolute = false }: { fallbackTitle?: MessageDescriptor; absolute?: boolean } = {},
) {
  const settings = shopSettings(tenant).locales;
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const [seo, i18n] = await Promise.all([loadSeo(tenant, locale, seoId), fallbackTitle ? initLingui(locale) : undefined]);
    const languages = Object.fromEntries((tenant.i18n.locales as ProductLocale[]).filter((l) => hasRoute(screen, l)).map((l) => [l, pathFor(screen, l, settings)]));
    return {
      ...seoMetadata(seo, fallbackTitle && i18n ? i18n._(fallbackTitle) : undefined, { absolute }),
      alternates: { canonical: pathFor(screen, locale, settings), languages },
    };
  };
}

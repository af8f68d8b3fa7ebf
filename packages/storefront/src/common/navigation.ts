import type { Navigation, NavigationItem } from '@vitrine/content';
import { languageOf, type ProductLocale } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { cache } from 'react';
import { contentClientOf } from '@vitrine/next-adapter';

/**
 * The tenant's navigation in the page language, from the content store's static file (spec §7:
 * revalidated every 900 s): `web` for the bar, `mobile` for the small screens' drawer. Without it the shop still works: the header shows no categories.
 */
export type { Navigation, NavigationItem };

export const loadNavigation = cache(async (tenant: TenantConfig, locale: ProductLocale, device: 'web' | 'mobile' = 'web'): Promise<Pick<Navigation, 'items'>> => {
  try {
    return await contentClientOf(tenant).navigation<Navigation>({ clientId: tenant.clientId, device, language: languageOf(locale), sliced: tenant.navigation.sliced });
  } catch {
    return { items: [] };
  }
});

/** The category of a listing path's slug, with its department (or undefined). */
export function findCategory(navigation: Pick<Navigation, 'items'>, slug: string): { item: NavigationItem; parent: NavigationItem | undefined } | undefined {
  for (const item of navigation.items) {
    if (item.slug === slug) return { item, parent: undefined };
    const child = item.children.find((c) => c.slug === slug);
    if (child) return { item: child, parent: item };
  }
  return undefined;
}

import { CONTENT_SCREENS, hasRoute, localePrefix, pathFor, pathOfContentId, type ProductLocale, resolvePath, type Screen } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';

/**
 * The canonical public path of a content page: the route table's path where a screen is served by
 * the content bucket (terms, revocation, privacy, imprint, jobs), else the area and the rest
 * (`magazin-wohnzimmer` → `/magazin/wohnzimmer`), with the locale's prefix.
 */
export function contentPath(tenant: Pick<TenantConfig, 'i18n'>, locale: ProductLocale, id: string): string {
  const settings = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };
  for (const screen of CONTENT_SCREENS as ReadonlySet<Screen>) {
    if (!hasRoute(screen, locale)) continue;
    const path = pathFor(screen, locale, settings);
    if (resolvePath(path, settings).contentId === id) return path;
  }
  const prefix = localePrefix(locale, settings);
  const path = pathOfContentId(id);
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}

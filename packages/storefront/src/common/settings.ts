import { type LocaleSettings, pathFor, pathTemplate, type ProductLocale } from '@vitrine/i18n';
import type { PriceFormat } from '@vitrine/pricing';
import type { TenantConfig } from '@vitrine/tenant-config';

/** What client components need of the tenant: small and serialisable. */
export interface ShopSettings {
  tenant: string;
  locales: LocaleSettings;
  currency: 'EUR' | 'CHF';
  priceFormat: PriceFormat;
  timeZone: string;
  localeSwitcher: boolean;
  /** The geo-country layer: this shop's country and the other shops (Swiss shop); none where it is off. */
  geoLayer: { country: string; alternatives: { country: string; url: string }[] } | null;
  /** The A/B tests running in this shop. */
  abTests: string[];
  /**
   * Per locale, the paths the shell's browser-side parts lead to, made from the route table here so
   * that the browser is not sent the table: the 404's way home, to help and to the account; the
   * header search's form target and its results page's template (`{term}`, filled with `fillPath`).
   */
  shellPaths: Record<string, { storefront: string; service: string; account: string; searchForm: string; search: string }>;
}

export function shopSettings(tenant: TenantConfig): ShopSettings {
  const locales: LocaleSettings = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };
  return {
    tenant: tenant.key,
    locales,
    currency: tenant.currency,
    priceFormat: tenant.priceFormat,
    timeZone: tenant.timeZone,
    localeSwitcher: tenant.header.localeSwitcher,
    abTests: [...tenant.abTesting.activeTests],
    shellPaths: Object.fromEntries(
      tenant.i18n.locales.map((locale) => [
        locale,
        {
          storefront: pathFor('storefront', locale, locales),
          service: pathFor('service', locale, locales),
          account: pathFor('account', locale, locales),
          searchForm: pathFor('searchForm', locale, locales),
          search: pathTemplate('search', locale, locales),
        },
      ]),
    ),
    geoLayer: tenant.header.geoCountryLayer.enabled ? { country: tenant.assets.flag, alternatives: [...tenant.header.geoCountryLayer.alternatives] } : null,
  };
}

export function isTenantLocale(tenant: TenantConfig, value: string): value is ProductLocale {
  return (tenant.i18n.locales as readonly string[]).includes(value);
}

import { msg } from '@lingui/core/macro';
import { initLingui } from '@vitrine/next-adapter';
import { loadInitial } from '@vitrine/content';
import { formatMoney } from '@vitrine/pricing';
import { pathFor } from '@vitrine/i18n';
import { ConsentBanner, Footer, Header, offsetSchedule, PromotionBanner, UspBar } from '@vitrine/shell';
import { HeaderActions } from '@vitrine/shell/header-actions';
import { SearchField } from '@vitrine/catalog';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { ReactNode } from 'react';
import { layoutMessages } from '../../common/client-messages';
import { type LocaleParams, localeOf } from '../../common/locale';
import { linkResolver, loadCustomerRatings, loadMenu, loadPromotion, loadUsp } from '../../common/content';
import { loadNavigation } from '../../common/navigation';
import { Providers } from '../../common/providers';
import { shopSettings } from '../../common/settings';
import { CONSENT_ENDPOINT, ConsentProvider, ConsentSettingsButton } from '../consent';
import { DeferredIslands } from '../deferred-islands';
import { OPEN_NOW_SLOT, SURVEY_SLOT } from '../slots';
import { HeadScript } from '../head-scripts';
import { SERVED_SCREENS } from '../../generated/served-screens';
import { ToastProvider } from '../toasts';
import { LazyLocaleLinks } from '../locale-links-lazy';
import { HeaderEntryPointsLater } from '../header-entry-points-later';
import { SettingsMenuLater } from '../settings-menu-later';
import { SiteSearchEnhancer } from '../site-search-enhancer';
import { login } from '../../identity/login/actions';

/** The root layout of every page: html with the locale and style variant, header, main, footer. */
export function createRootLayout(tenant: TenantConfig) {
  const settings = shopSettings(tenant);
  return async function RootLayout({ children, params }: LocaleParams & { children: ReactNode }) {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    // The browser gets the messages of the layout's client components; each screen adds its own.
    // The shell's loaders run in parallel; a failed one leaves its part out (spec §7), never the page.
    const [messages, navigation, mobileNavigation, shell] = await Promise.all([
      layoutMessages(locale),
      loadNavigation(tenant, locale),
      loadNavigation(tenant, locale, 'mobile'),
      loadInitial({
        menu: () => loadMenu(tenant, locale, tenant.footer.menuId),
        usp: () => (tenant.banner.uspEnabled ? loadUsp(tenant, locale) : Promise.resolve(undefined)),
        promotion: () => (tenant.banner.promotionEnabled ? loadPromotion(tenant, locale) : Promise.resolve(undefined)),
        ratings: () => loadCustomerRatings(tenant, locale),
      }),
    ]);
    const path = (screen: Parameters<typeof pathFor>[0], params?: Record<string, string>) => pathFor(screen, locale, settings.locales, params);
    const resolveHref = linkResolver(tenant, locale, navigation);
    const navigationLinks = (items: typeof navigation.items) =>
      items.map((item) => ({
        key: item.key,
        label: item.label,
        href: path('category', { slug: item.slug }),
        children: item.children.map((child) => ({ key: child.key, label: child.label, href: path('category', { slug: child.slug }) })),
      }));
    const groups = (shell.menu?.groups ?? []).map((group) => ({
      title: group.title,
      links: group.links.flatMap((link) => {
        const href = resolveHref(link.href);
        return href ? [{ href, label: link.label, external: href.startsWith('https://') }] : [];
      }),
    }));
    const prices = tenant.officeTimes.phonePrices;
    // The entry points whose screens the shop serves; until the account pages come, the account
    // entry leads to login (which, for a logged-in customer, says who is logged in and logs out).
    const entries = (
      [
        ['account', SERVED_SCREENS.has('account') ? 'account' : 'login'],
        ['wishlist', 'wishlist'],
        ['basket', 'basket'],
      ] as const
    ).flatMap(([kind, screen]) => (SERVED_SCREENS.has(screen) ? [{ kind, href: path(screen) }] : []));
    return (
      <html lang={locale} data-variant={tenant.styleVariant} data-tenant={tenant.key} suppressHydrationWarning>
        <head>
          {/* Applies the stored light/dark/system mode before the first paint: no flash. */}
          <HeadScript name="theme" />
          {/* Marks a shopper who has chosen before the first paint: the banner in the HTML stays hidden. */}
          <HeadScript name="consent" />
        </head>
        <body>
          <Providers locale={locale} messages={messages} settings={settings}>
            <ToastProvider>
              <ConsentProvider>
                <Header
                  shopName={tenant.host.name}
                  homeHref={path('storefront')}
                  search={
                    // The field is server HTML; the enhancer, its one client part, loads the combobox at the first turn to it.
                    <SearchField action={path('searchForm')} id="site-search">
                      <SiteSearchEnhancer inputId="site-search" />
                    </SearchField>
                  }
                  localeSwitcher={settings.localeSwitcher ? <LazyLocaleLinks /> : undefined}
                  settings={<SettingsMenuLater />}
                  actions={
                    entries.length ? (
                      <HeaderEntryPointsLater entries={entries}>
                        <HeaderActions entries={entries} />
                      </HeaderEntryPointsLater>
                    ) : undefined
                  }
                  navigation={navigationLinks(navigation.items)}
                  drawerNavigation={navigationLinks(mobileNavigation.items)}
                  drawerLinks={[{ key: 'service', label: i18n._(msg`Hilfe und Kontakt`), href: path('service') }]}
                />
                {/* In every page's HTML, in its first part (painted with the header, never after a page's data);
                    hidden before the first paint once the shopper has chosen; a form that works without JavaScript. */}
                <ConsentBanner action={CONSENT_ENDPOINT} privacyHref={path('privacy')} />
                <DeferredIslands
                  chatBot={tenant.chatBot.enabled}
                  serviceLayers={tenant.serviceLayer.enabled}
                  loginPath={path('login')}
                  wishlist={SERVED_SCREENS.has('wishlist')}
                  openNow={{ hours: tenant.officeTimes.hours, timeZone: tenant.timeZone, schedule: offsetSchedule(tenant.timeZone, new Date()) }}
                  login={
                    SERVED_SCREENS.has('login') ? { action: login.bind(null, tenant.key, path('storefront')), customerNumberLogin: tenant.forms.customerNumberLogin } : undefined
                  }
                />
                {shell.promotion ? <PromotionBanner promotion={shell.promotion} resolveHref={resolveHref} /> : null}
                {shell.usp ? <UspBar items={shell.usp.items} resolveHref={resolveHref} /> : null}
                <main id="main" tabIndex={-1} className="vt-container vt-main">
                  {children}
                </main>
                <Footer
                  groups={groups.length ? groups : [{ title: i18n._(msg`Service`), links: [{ href: path('service'), label: i18n._(msg`Hilfe und Kontakt`) }] }]}
                  legalLinks={[
                    { href: path('terms'), label: i18n._(msg`AGB`) },
                    { href: path('revocation'), label: i18n._(msg`Widerrufsrecht`) },
                    { href: path('privacy'), label: i18n._(msg`Datenschutz`) },
                    { href: path('imprint'), label: i18n._(msg`Impressum`) },
                  ]}
                  officeHours={tenant.officeTimes.hours}
                  phonePrices={
                    prices
                      ? {
                          landline: formatMoney(prices.landline, tenant.currency, tenant.priceFormat),
                          mobileMax: formatMoney(prices.mobileMax, tenant.currency, tenant.priceFormat),
                        }
                      : undefined
                  }
                  clubLink={{ href: tenant.order.externalUrls.clubRegistration, label: i18n._(msg`Jetzt im Vitrine Club anmelden`), external: true }}
                  locale={locale}
                  legalExtra={<ConsentSettingsButton />}
                  customerRatings={
                    shell.ratings && shell.ratings.count > 0
                      ? { average: shell.ratings.average, count: shell.ratings.count, href: `${path('service')}#kundenbewertungen` }
                      : undefined
                  }
                  openNow={<div id={OPEN_NOW_SLOT} />}
                  survey={<div id={SURVEY_SLOT} className="vt-survey-invitation" />}
                  company={tenant.company.name}
                  year={new Date().getFullYear()}
                />
              </ConsentProvider>
            </ToastProvider>
          </Providers>
        </body>
      </html>
    );
  };
}

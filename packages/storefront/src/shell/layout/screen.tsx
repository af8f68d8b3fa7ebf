import { Trans } from '@lingui/react/macro';
import { pathFor } from '@vitrine/i18n';
import { Footer, Header } from '@vitrine/shell';
import type { TenantConfig } from '@vitrine/tenant-config';
import { ThemeSwitch } from '@vitrine/ui';
import { themeScript } from '@vitrine/ui/theme-script';
import type { ReactNode } from 'react';
import { layoutMessages } from '../../common/client-messages';
import { type LocaleParams, localeOf } from '../../common/locale';
import { loadNavigation } from '../../common/navigation';
import { Providers } from '../../common/providers';
import { shopSettings } from '../../common/settings';
import { LocaleLinks } from '../locale-links';
import { SiteSearch } from '../site-search';

/** The root layout of every page: html with the locale and style variant, header, main, footer. */
export function createRootLayout(tenant: TenantConfig) {
  const settings = shopSettings(tenant);
  return async function RootLayout({ children, params }: LocaleParams & { children: ReactNode }) {
    const locale = await localeOf(tenant, params);
    // The browser gets the messages of the layout's client components; each screen adds its own.
    const [messages, navigation] = await Promise.all([layoutMessages(locale), loadNavigation(tenant, locale)]);
    const path = (screen: Parameters<typeof pathFor>[0], params?: Record<string, string>) => pathFor(screen, locale, settings.locales, params);
    return (
      <html lang={locale} data-variant={tenant.styleVariant} data-tenant={tenant.key} suppressHydrationWarning>
        <head>
          {/* Applies the stored light/dark/system mode before the first paint: no flash. */}
          <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        </head>
        <body>
          <Providers locale={locale} messages={messages} settings={settings}>
            <Header
              shopName={tenant.host.name}
              homeHref={path('storefront')}
              search={<SiteSearch />}
              tools={
                <>
                  <LocaleLinks />
                  <ThemeSwitch />
                </>
              }
              navigation={navigation.items.map((item) => ({ key: item.key, label: item.label, href: path('category', { slug: item.slug }) }))}
            />
            <main id="main" tabIndex={-1} className="vt-container vt-main">
              {children}
            </main>
            <Footer
              // Terms and revocation pages come with the content pages (issue 10); until then they are not linked.
              serviceLinks={[{ href: path('service'), label: <Trans>Hilfe und Kontakt</Trans> }]}
              officeHours={tenant.officeTimes.hours}
              locale={locale}
              company={tenant.company.name}
              year={new Date().getFullYear()}
            />
          </Providers>
        </body>
      </html>
    );
  };
}

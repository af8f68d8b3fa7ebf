import { msg } from '@lingui/core/macro';
import { loadMessages, type ProductLocale } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { themeScript } from '@vitrine/ui/theme-script';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Footer, Header } from './chrome';
import { loadNavigation } from './data/navigation';
import { initLingui } from './i18n-server';
import { Providers } from './providers';
import { isTenantLocale, shopSettings } from './settings';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/** Resolves and checks the `[locale]` segment; an unknown locale is a 404. */
export async function localeOf(tenant: TenantConfig, params: Promise<{ locale: string }>): Promise<ProductLocale> {
  const { locale } = await params;
  if (!isTenantLocale(tenant, locale)) notFound();
  await initLingui(locale);
  return locale;
}

/** Title template and defaults of every page of the shop. */
export function createLayoutMetadata(tenant: TenantConfig) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    const name = tenant.company.seoTitleName;
    return {
      title: { default: i18n._(msg`${name} – Mode, Möbel und Elektro online kaufen`), template: `%s | ${name}` },
      description: i18n._(msg`Mode, Möbel und Elektro bequem online bestellen: auf Rechnung oder in Raten, mit schneller Lieferung.`),
      metadataBase: new URL(`https://${tenant.host.domain}`),
      applicationName: tenant.host.name,
      icons: { icon: '/icon.svg' },
      formatDetection: { telephone: false },
    };
  };
}

export function createRootLayout(tenant: TenantConfig) {
  const settings = shopSettings(tenant);
  return async function RootLayout({ children, params }: LocaleParams & { children: ReactNode }) {
    const locale = await localeOf(tenant, params);
    const [messages, navigation] = await Promise.all([loadMessages(locale), loadNavigation(tenant, locale)]);
    return (
      <html lang={locale} data-variant={tenant.styleVariant} data-tenant={tenant.key} suppressHydrationWarning>
        <head>
          {/* Applies the stored light/dark/system mode before the first paint: no flash. */}
          <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        </head>
        <body>
          <Providers locale={locale} messages={messages} settings={settings}>
            <Header tenant={tenant} locale={locale} navigation={navigation} />
            <main id="main" tabIndex={-1} className="vt-container vt-main">
              {children}
            </main>
            <Footer tenant={tenant} locale={locale} />
          </Providers>
        </body>
      </html>
    );
  };
}

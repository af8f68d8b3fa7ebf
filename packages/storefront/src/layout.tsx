import { loadMessages, type ProductLocale } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { themeScript } from '@vitrine/ui/theme-script';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Footer, Header } from './chrome';
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

export function createRootLayout(tenant: TenantConfig) {
  const settings = shopSettings(tenant);
  return async function RootLayout({ children, params }: LocaleParams & { children: ReactNode }) {
    const locale = await localeOf(tenant, params);
    const messages = await loadMessages(locale);
    return (
      <html lang={locale} data-variant={tenant.styleVariant} data-tenant={tenant.key} suppressHydrationWarning>
        <head>
          {/* Applies the stored light/dark/system mode before the first paint: no flash. */}
          <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        </head>
        <body>
          <Providers locale={locale} messages={messages} settings={settings}>
            <Header tenant={tenant} locale={locale} />
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

import '@vitrine/storefront/styles.css';
import type { Messages } from '@lingui/core';
import type { Preview } from '@storybook/nextjs-vite';
import { loadMessages, type ProductLocale } from '@vitrine/i18n';
import { Providers, shopSettings } from '@vitrine/storefront/client';
import { deTenant } from '@vitrine/tenant-de';
import { chTenant } from '@vitrine/tenant-ch';
import { nlTenant } from '@vitrine/tenant-nl';
import { useEffect } from 'react';

const TENANT_OF: Record<ProductLocale, typeof deTenant> = {
  'de-DE': deTenant,
  'de-AT': deTenant,
  'de-CH': chTenant,
  'fr-CH': chTenant,
  'nl-NL': nlTenant,
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Locale (and its tenant)',
      toolbar: { title: 'Locale', icon: 'globe', items: ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'], dynamicTitle: true },
    },
    mode: {
      description: 'Light or dark mode',
      toolbar: { title: 'Mode', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    theme: {
      description: 'Colour theme: teal and red, or black and yellow',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: ['default', 'alt'], dynamicTitle: true },
    },
    variant: {
      description: 'Tenant style variant (the Swiss shop is dark)',
      toolbar: { title: 'Style', icon: 'contrast', items: ['default', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'de-DE', mode: 'light', theme: 'default', variant: 'default' },
  loaders: [async ({ globals }) => ({ messages: await loadMessages((globals.locale ?? 'de-DE') as ProductLocale) })],
  decorators: [
    (Story, { globals, loaded }) => {
      const locale = (globals.locale ?? 'de-DE') as ProductLocale;
      useEffect(() => {
        const root = document.documentElement;
        root.lang = locale;
        root.setAttribute('data-mode', globals.mode ?? 'light');
        root.setAttribute('data-theme', globals.theme ?? 'default');
        root.setAttribute('data-variant', globals.variant ?? 'default');
      }, [locale, globals.mode, globals.theme, globals.variant]);
      return (
        <Providers key={locale} locale={locale} messages={loaded.messages as Messages} settings={shopSettings(TENANT_OF[locale])}>
          <main style={{ padding: '1rem' }}>
            <Story />
          </main>
        </Providers>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    // Every story is an accessibility test: a violation fails `npm test`.
    a11y: { test: 'error' },
    nextjs: { appDirectory: true },
  },
};

export default preview;

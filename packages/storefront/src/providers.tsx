'use client';
import { type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';
import type { ShopSettings } from './settings';

const SettingsContext = createContext<ShopSettings | null>(null);

/** The tenant settings client components need (locale routing, price format). */
export function useShopSettings(): ShopSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useShopSettings needs <Providers> above it');
  return settings;
}

export interface ProvidersProps {
  locale: string;
  messages: Messages;
  settings: ShopSettings;
  children: ReactNode;
}

/** Lingui, TanStack Query (spec §9: dedupe 2 s, focus throttle 5 s) and the shop's settings. */
export function Providers({ locale, messages, settings, children }: ProvidersProps) {
  const [i18n] = useState(() => setupI18n({ locale, messages: { [locale]: messages } }));
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 60_000,
            refetchOnWindowFocus: false,
            retry: 2,
            retryDelay: (attempt) => Math.min(5_000 * 2 ** attempt, 30_000) * (0.5 + Math.random() / 2),
          },
        },
      }),
  );
  return (
    <SettingsContext value={settings}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    </SettingsContext>
  );
}

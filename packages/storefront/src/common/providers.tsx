'use client';
import { type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import type { ShopSettings } from './settings';
import { type ShellPaths, shellPathsOf } from './shell-paths';

const SettingsContext = createContext<ShopSettings | null>(null);

/** The tenant settings client components need (locale routing, price format). */
export function useShopSettings(): ShopSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useShopSettings needs <Providers> above it');
  return settings;
}

/** The shell's paths of the locale (the 404's way home, the header search's targets). */
export function useShellPaths(locale: string): ShellPaths {
  return shellPathsOf(useShopSettings(), locale);
}

export interface ProvidersProps {
  locale: string;
  messages: Messages;
  settings: ShopSettings;
  children: ReactNode;
}

/** Lingui and the shop's settings for every client component of the page. */
export function Providers({ locale, messages, settings, children }: ProvidersProps) {
  const [i18n] = useState(() => setupI18n({ locale, messages: { [locale]: messages } }));
  return (
    <SettingsContext value={settings}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </SettingsContext>
  );
}

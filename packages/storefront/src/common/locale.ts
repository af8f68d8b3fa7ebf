import type { ProductLocale } from '@vitrine/i18n';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import { notFound } from 'next/navigation';
import { isTenantLocale } from './settings';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/** Resolves and checks the `[locale]` segment (an unknown locale is a 404) and activates Lingui for the render. */
export async function localeOf(tenant: TenantConfig, params: Promise<{ locale: string }>): Promise<ProductLocale> {
  const { locale } = await params;
  if (!isTenantLocale(tenant, locale)) notFound();
  await initLingui(locale);
  return locale;
}

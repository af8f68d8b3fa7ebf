import type { I18n } from '@lingui/core';
import { setI18n } from '@lingui/react/server';
import { createI18n, type ProductLocale } from '@vitrine/i18n';

const instances = new Map<ProductLocale, Promise<I18n>>();

/** Activates Lingui for a server component render (call it in every layout and page). */
export async function initLingui(locale: ProductLocale): Promise<I18n> {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    instances.set(locale, instance);
  }
  const i18n = await instance;
  setI18n(i18n);
  return i18n;
}

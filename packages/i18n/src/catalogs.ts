import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { PRODUCT_LOCALES, type ProductLocale } from './locale';

// Compiled by `lingui compile --typescript` from ./locales/{locale}.po (extracted from every kit).
const loaders: Record<ProductLocale, () => Promise<{ messages: Messages }>> = {
  'de-DE': () => import('./locales/de-DE'),
  'de-AT': () => import('./locales/de-AT'),
  'de-CH': () => import('./locales/de-CH'),
  'fr-CH': () => import('./locales/fr-CH'),
  'nl-NL': () => import('./locales/nl-NL'),
};

/** The compiled messages of one locale. */
export async function loadMessages(locale: ProductLocale): Promise<Messages> {
  const loader = loaders[locale];
  if (!loader) throw new Error(`No catalog for locale "${locale}"; expected one of ${PRODUCT_LOCALES.join(', ')}`);
  return (await loader()).messages;
}

/**
 * A fresh Lingui instance activated for `locale`. Translation errors stay silent (spec §8): a
 * missing id falls back to the message's default text, which the macros keep in development.
 */
export async function createI18n(locale: ProductLocale): Promise<I18n> {
  const messages = await loadMessages(locale);
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** Only the messages of these ids (what a page's client components render): the rest stays on the server. */
export function pickMessages(messages: Messages, ids: readonly string[]): Messages {
  const picked: Messages = {};
  for (const id of ids) if (id in messages) picked[id] = messages[id]!;
  return picked;
}

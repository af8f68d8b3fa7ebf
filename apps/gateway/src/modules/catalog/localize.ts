import { localSpelling, PRODUCT_LOCALES, type ProductLocale } from '@vitrine/i18n';

export { PRODUCT_LOCALES };
export type Locale = ProductLocale;
export type LocalizedText = Partial<Record<'de' | 'fr' | 'nl', string>>;

/**
 * The text of a locale's language (German where a language is missing). Swiss German writes
 * "ss" for "ß" (@vitrine/i18n localSpelling), applied here once for every caller.
 */
export function localize(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  const value = text[locale.slice(0, 2) as 'de' | 'fr' | 'nl'] ?? text.de ?? '';
  return localSpelling(value, locale);
}

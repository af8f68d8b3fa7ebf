import { localSpelling, PRODUCT_LOCALES, type ProductLocale } from '@vitrine/i18n';
import { GraphQLError } from 'graphql';

export { PRODUCT_LOCALES };
export type Locale = ProductLocale;
export type LocalizedText = Partial<Record<'de' | 'fr' | 'nl', string>>;

/** Refuses anything but a product locale, with a message that lists the valid ones. */
export function assertLocale(value: string): Locale {
  if ((PRODUCT_LOCALES as readonly string[]).includes(value)) return value as Locale;
  throw new GraphQLError(`Unknown locale "${value.slice(0, 20)}"; expected one of ${PRODUCT_LOCALES.join(', ')}`, {
    extensions: { code: 'BAD_USER_INPUT', field: 'locale' },
  });
}

/**
 * The text of a locale's language (German where a language is missing). Swiss German writes
 * "ss" for "ß" (@vitrine/i18n localSpelling), applied here once for every caller.
 */
export function localize(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  const value = text[locale.slice(0, 2) as 'de' | 'fr' | 'nl'] ?? text.de ?? '';
  return localSpelling(value, locale);
}

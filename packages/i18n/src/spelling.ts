/**
 * Swiss orthography: Swiss German (de-CH) writes "ss" where German writes "ß". Every text a Swiss
 * German shopper reads passes through here once (the gateway's catalog texts, the navigation, the
 * derived de-CH message catalog); other locales keep their text.
 */
export function localSpelling(text: string, locale: string): string {
  return locale === 'de-CH' ? text.replaceAll('ß', 'ss') : text;
}

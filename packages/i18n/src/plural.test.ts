import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

// @lingui/core is patched (patches/@lingui__core@6.8.0.patch): a plural case without "#" is
// returned without formatting the number. The first Intl.NumberFormat of a page costs about 15 ms
// of main thread (ICU data), and the header's count words ("Artikel") are such cases.
describe('plural cases and number formatting', () => {
  afterEach(() => vi.restoreAllMocks());

  const messages = {
    words: [['count', 'plural', { one: ['article'], other: ['articles'] }]],
    counted: [['count', 'plural', { one: ['#', ' article'], other: ['#', ' articles'] }]],
  };

  it('chooses a case without "#" without constructing a number format', () => {
    const i18n = setupI18n({ locale: 'fr-CH', messages: { 'fr-CH': messages as never } });
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    expect(i18n._({ id: 'words', values: { count: 1 } })).toBe('article');
    expect(i18n._({ id: 'words', values: { count: 3 } })).toBe('articles');
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it('still formats the number where a case shows it', () => {
    const i18n = setupI18n({ locale: 'de-CH', messages: { 'de-CH': messages as never } });
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    expect(i18n._({ id: 'counted', values: { count: 1200 } })).toMatch(/^1.200 articles$/);
    expect(numberFormat).toHaveBeenCalled();
  });
});

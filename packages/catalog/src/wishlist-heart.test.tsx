import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BuyBoxHeart, WishlistHeart } from './wishlist-heart';

const i18n = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } });
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe('wishlist hearts', () => {
  it('a card’s heart is a plain form that adds the product, named for it, not pressed until the shop knows', () => {
    const html = render(<WishlistHeart action="/api/wishlist" product="100000" productName="Kleid" locale="de-DE" />);
    const form = /<form[^>]*>/.exec(html)![0];
    for (const attribute of ['method="post"', 'action="/api/wishlist"', 'data-wishlist-product="100000"', 'data-state="off"']) expect(form).toContain(attribute);
    expect(html).toContain('name="intent" value="add"');
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('Kleid auf den Merkzettel');
    expect(html).toMatch(/data-heart="remove" hidden="">Kleid vom Merkzettel entfernen/);
  });
  it('the product page’s heart posts the buy box’s form (the chosen variant) to the wishlist', () => {
    const html = render(<BuyBoxHeart form="buy-box" action="/api/wishlist" product="100000" productName="Kleid" locale="fr-CH" />);
    const button = /<button[^>]*>/.exec(html)![0];
    for (const attribute of ['type="submit"', 'form="buy-box"', 'formAction="/api/wishlist"', 'formMethod="post"', 'name="intent"', 'value="add"'])
      expect(button).toContain(attribute);
    const input = /<input[^>]*>/.exec(html)![0];
    for (const attribute of ['form="buy-box"', 'name="locale"', 'value="fr-CH"']) expect(input).toContain(attribute);
  });
});

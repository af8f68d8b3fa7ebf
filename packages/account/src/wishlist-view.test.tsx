import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoginRequest, WishlistView, type WishlistViewProps } from './index';

const i18n = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } });
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const item = {
  variantSku: '10000001',
  productName: 'Hemdblusenkleid',
  href: '/p/hemdblusenkleid-100000',
  variantLabel: '36',
  available: true,
  price: 4999,
  variants: [
    { sku: '10000001', label: '36', available: true },
    { sku: '10000002', label: '38', available: false },
    { sku: '10000004', label: '42', available: true },
  ],
};
const props = (over: Partial<WishlistViewProps> = {}): WishlistViewProps => ({
  items: [item],
  currency: 'EUR',
  format: { currencyPosition: 'after', grouping: true, decimalSeparator: ',' },
  changeAction: '/change',
  removeAction: '/remove',
  basketAction: '/basket-add',
  basketHref: '/warenkorb',
  continueHref: '/',
  ...over,
});

describe('WishlistView', () => {
  it('offers every other variant in the editor and blocks the sold-out ones', () => {
    const html = render(<WishlistView {...props()} />);
    expect(html).toMatch(/<option value="10000002" disabled="">38 \(ausverkauft\)<\/option>/);
    expect(html).toMatch(/<option value="10000004">42<\/option>/);
    expect(html).toContain('49,99');
    expect(html).toContain('<details class="vt-wishlist__editor">');
  });
  it('says the spec’s messages: no changes, and the edit failure in its own words', () => {
    expect(render(<WishlistView {...props({ notice: 'no-changes' })} />)).toContain('Sie haben keine Änderungen vorgenommen.');
    expect(render(<WishlistView {...props({ notice: 'edit-failed' })} />)).toContain('Entschuldigung, irgendetwas ist schief gelaufen');
  });
  it('cannot put a sold-out item into the basket, and has no editor for a product with one variant', () => {
    const html = render(<WishlistView {...props({ items: [{ ...item, available: false, variants: [item.variants[0]!] }] })} />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>In den Warenkorb/);
    expect(html).not.toContain('vt-wishlist__editor');
  });
  it('says when it is empty and leads back to the shop', () => {
    const html = render(<WishlistView {...props({ items: [] })} />);
    expect(html).toContain('Ihr Merkzettel ist leer.');
    expect(html).toContain('href="/"');
  });
});

describe('LoginRequest', () => {
  it('leads to login and registration', () => {
    const html = render(<LoginRequest loginHref="/kasse/registrieren?next=%2Fmerkzettel" registerHref="/kasse/registrieren#register-title" />);
    expect(html).toContain('href="/kasse/registrieren?next=%2Fmerkzettel"');
    expect(html).toContain('href="/kasse/registrieren#register-title"');
  });
});

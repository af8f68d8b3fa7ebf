import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { shippingForBasket } from '@vitrine/pricing';
import { BasketView, type BasketViewProps } from './index';

const i18n = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } });
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const euro = { currencyPosition: 'after', grouping: true, decimalSeparator: ',' } as const;
const line = {
  variantSku: '10031303',
  productName: 'Ecksofa Lund',
  href: '/p/ecksofa-lund-100313',
  variantLabel: 'Grau',
  quantity: 1,
  available: 4,
  unitPrice: 4999,
  lineTotal: 4999,
};
const rules = {
  delivery: { standard: { price: 595, days: [2, 4] }, express: { price: 1495, days: [1, 1] }, parcelShop: { price: 495, days: [2, 4] }, freight: { price: 3990, days: [5, 10] } },
  freeShippingFrom: 7500,
} as const;
const props = (over: Partial<BasketViewProps> = {}): BasketViewProps => ({
  lines: [line],
  currency: 'EUR',
  format: euro,
  subtotal: 4999,
  shipping: shippingForBasket({ goods: 4999, freight: false }, rules),
  changeAction: '/warenkorb/menge',
  removeAction: '/warenkorb/entfernen',
  continueHref: '/',
  ...over,
});

describe('BasketView', () => {
  it('offers as many pieces as are in stock (at most ten), never fewer than the basket holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 10 }), (available, quantity) => {
        const html = render(<BasketView {...props({ lines: [{ ...line, available, quantity }] })} />);
        const options = [...html.matchAll(/<option value="(\d+)"/g)].map((m) => Number(m[1]));
        expect(options).toEqual(Array.from({ length: Math.min(10, Math.max(available, quantity, 1)) }, (_, i) => i + 1));
      }),
    );
  });

  it('says what the checkout will charge: the standard price and what is missing, free from the threshold, the freight for a sofa', () => {
    const below = render(<BasketView {...props()} />);
    expect(below).toContain('Noch 25,01\u00a0€ bis zum kostenlosen Versand.');
    expect(below).toMatch(/<dt>Versand<\/dt><dd>5,95\u00a0€<\/dd>/);
    expect(below).toContain('<progress max="7500" value="4999"');
    const free = render(<BasketView {...props({ subtotal: 7500, shipping: shippingForBasket({ goods: 7500, freight: false }, rules) })} />);
    expect(free).toContain('Ihre Bestellung wird kostenlos versandt.');
    expect(free).toMatch(/<dt>Versand<\/dt><dd>kostenlos<\/dd>/);
    expect(free).not.toContain('<progress');
    // A sofa above the threshold: never "free", the freight as the checkout charges it.
    const sofa = render(<BasketView {...props({ subtotal: 89900, shipping: shippingForBasket({ goods: 89900, freight: true }, rules) })} />);
    expect(sofa).not.toContain('kostenlos');
    expect(sofa).toContain('Ihre Bestellung wird per Spedition geliefert, für 39,90\u00a0€.');
    expect(sofa).toMatch(/<dt>Speditionslieferung<\/dt><dd>39,90\u00a0€<\/dd>/);
  });

  it('marks a line short of stock and says a problem of the last change', () => {
    const html = render(
      <BasketView {...props({ lines: [{ ...line, quantity: 3, available: 2 }], problem: { variantSku: '10031303', kind: 'not-enough-stock', available: 2 } })} />,
    );
    expect(html).toContain('Nur noch 2 Stück verfügbar: bitte ändern Sie die Menge.');
    expect(html).toContain('role="alert"');
    expect(html).toContain('Von „Ecksofa Lund“ sind nur noch 2 Stück verfügbar.');
  });

  it('posts both forms with the variant, and leads back to the shop from an empty basket', () => {
    const html = render(<BasketView {...props({ checkoutHref: '/kasse' })} />);
    expect(html).toContain('action="/warenkorb/menge"');
    expect(html).toContain('action="/warenkorb/entfernen"');
    expect(html.match(/name="variant" value="10031303"/g)).toHaveLength(2);
    expect(html).toContain('href="/kasse"');
    const empty = render(<BasketView {...props({ lines: [], subtotal: 0 })} />);
    expect(empty).toContain('Ihr Warenkorb ist leer.');
    expect(empty).not.toContain('<form');
  });
});

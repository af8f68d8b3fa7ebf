import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
const props = (over: Partial<BasketViewProps> = {}): BasketViewProps => ({
  lines: [line],
  currency: 'EUR',
  format: euro,
  subtotal: 4999,
  freeShippingFrom: 7500,
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

  it('says how much is missing for free shipping, and when it is reached', () => {
    expect(render(<BasketView {...props()} />)).toContain('Noch 25,01\u00a0€ bis zum kostenlosen Versand.');
    expect(render(<BasketView {...props({ subtotal: 7500 })} />)).toContain('Ihre Bestellung wird kostenlos versandt.');
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

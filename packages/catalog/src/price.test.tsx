import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { instalmentTeaser } from '@vitrine/pricing';
import { Price, type PriceData } from './price';
import { ProductCard } from './product-card';

const de = { currencyPosition: 'after', grouping: true, decimalSeparator: ',' } as const;
const ch = { currencyPosition: 'after', grouping: false, decimalSeparator: '.' } as const;
const i18n = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } });
const render = (node: React.ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>).replaceAll('\u00a0', ' ');

const sale: PriceData = {
  currency: 'EUR',
  amount: 129_990,
  originalAmount: 159_990,
  discountPercent: 19,
  unitPrice: null,
  installmentCount: 12,
  installmentAmount: 10_833,
};

describe('Price', () => {
  it('shows price, original price, discount and instalments in the tenant format', () => {
    const html = render(<Price price={sale} format={de} />);
    expect(html).toContain('1.299,90 €');
    expect(html).toContain('<s>1.599,90 €</s>');
    expect(html).toContain('−19');
    expect(html).toContain('oder 12 × 108,33 € monatlich');
    expect(html).toContain('data-sale="true"');
  });
  it('writes Swiss prices without delimiter and leaves out what is absent', () => {
    const html = render(<Price price={{ ...sale, currency: 'CHF', originalAmount: null, discountPercent: null, installmentCount: null, installmentAmount: null }} format={ch} />);
    expect(html).toContain('1299.90 CHF');
    expect(html).not.toContain('<s>');
    expect(html).not.toContain('monatlich');
  });
  it('with interest (shop-de): the total payable, the interest in money and the effective annual rate with two decimals, as @vitrine/pricing computes them', () => {
    const teaser = instalmentTeaser(70_099, { counts: [12], minBasePrice: 10_000, teaserMinimumRate: 1_000, monthlyInterestFactor: 0.0065 })!;
    const price: PriceData = {
      ...sale,
      amount: 70_099,
      originalAmount: null,
      discountPercent: null,
      installmentCount: teaser.count,
      installmentAmount: teaser.amount,
      installmentFirstAmount: teaser.first,
      installmentLastAmount: teaser.last,
      installmentTotal: teaser.total,
      installmentEffectiveRate: teaser.effectiveAnnualRate,
    };
    const html = render(<Price price={price} format={de} />);
    expect(html.replace(/<[^>]+>/g, '')).toContain('oder 12 × 62,97 € monatlich (erste Rate 62,99 €, letzte Rate 62,98 €)');
    expect(html).toContain('Gesamtbetrag 755,67 €, davon Zinsen 54,68 €; effektiver Jahreszins 15,05 %');
    // Interest-free: no credit line.
    expect(render(<Price price={{ ...price, installmentTotal: 70_099, installmentEffectiveRate: 0 }} format={de} />)).not.toContain('Jahreszins');
  });
  it('names the first and last instalment where the rounding makes them differ (a 700,99 € sofa)', () => {
    const sofa = {
      ...sale,
      amount: 70_099,
      originalAmount: null,
      discountPercent: null,
      installmentCount: 12,
      installmentAmount: 5_841,
      installmentFirstAmount: 5_845,
      installmentLastAmount: 5_844,
    };
    const html = render(<Price price={sofa} format={de} />);
    expect(html).toContain('oder 12 × 58,41 € monatlich');
    expect(html).toContain('erste Rate 58,45 €, letzte Rate 58,44 €');
    expect(render(<Price price={{ ...sofa, installmentFirstAmount: 5_841, installmentLastAmount: 5_841 }} format={de} />)).not.toContain('Rate ');
    expect(render(<Price price={{ ...sofa, installmentFirstAmount: 5_842, installmentLastAmount: 5_841 }} format={de} />)).toContain('(erste Rate 58,42 €)');
  });
  it('shows a unit price where one applies', () => {
    const html = render(<Price price={{ ...sale, unitPrice: { amount: 1_299, quantity: 1, unit: 'kg' } }} format={de} />);
    expect(html).toContain('12,99 € pro 1 kg');
  });
});

describe('ProductCard', () => {
  const product = {
    sku: '100001',
    productName: 'Sommerkleid',
    brand: 'Linea',
    rating: 4.2,
    reviewCount: 1,
    available: false,
    variationDimension: 'Größe',
    colours: [
      { name: 'Rot', hex: '#b3261e' },
      { name: 'Grün', hex: '#2e6b4f' },
    ],
    price: sale,
    images: [{ url: '/api/images/100001/1.svg', alt: 'x', width: 800, height: 1000 }],
  };
  it('shows name, rating, review count, colours, dimension, price and sold-out state', () => {
    const html = render(<ProductCard product={product} href="/p/sommerkleid-100001" format={de} />);
    expect(html).toContain('href="/p/sommerkleid-100001"');
    expect(html).toContain('Sommerkleid');
    expect(html).toContain('4,2 von 5 Sternen');
    expect(html).toContain('1 Bewertung');
    expect(html).toContain('Farben: Rot, Grün');
    expect(html).toContain('In mehreren Varianten: Größe');
    expect(html).toContain('Ausverkauft');
    expect(html).toContain('loading="lazy"');
  });
  it('pluralises reviews and loads the first row eagerly', () => {
    const html = render(<ProductCard product={{ ...product, reviewCount: 7, available: true }} href="/p/x-100001" format={de} priority />);
    expect(html).toContain('7 Bewertungen');
    expect(html).not.toContain('Ausverkauft');
    expect(html).toContain('loading="eager"');
  });
});

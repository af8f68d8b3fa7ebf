import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import type { ProductCardData } from './product-card';
import { OtherLanguageNote, SearchCorrection, ZeroResults } from './search-help';

const de = { currencyPosition: 'after', grouping: true, decimalSeparator: ',' } as const;
const searchHref = (term: string, options?: { exact?: boolean }) => `#s/${encodeURIComponent(term)}${options?.exact ? '?exact=1' : ''}`;

const meta = {
  title: 'Catalog/Search help',
  component: SearchCorrection,
  args: { term: 'waschmachine', correction: { term: 'waschmaschine', applied: true, total: 14 }, searchHref },
} satisfies Meta<typeof SearchCorrection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The term found nothing: the corrected term's results are shown, announced, with the term as typed one click away. */
export const Corrected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Zu „waschmachine“ haben wir nichts gefunden: Das sind die Ergebnisse für „waschmaschine“.');
    await expect(canvas.getByRole('link', { name: 'Stattdessen nach „waschmachine“ suchen' })).toHaveAttribute('href', '#s/waschmachine?exact=1');
  },
};

/** The term found a few; a close spelling finds far more ("did you mean"). */
export const Offered: Story = {
  args: { term: 'waschtrokner', correction: { term: 'waschtrockner', applied: false, total: 26 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Meinten Sie/)).toHaveTextContent('Meinten Sie „waschtrockner“? (26 Artikel)');
    await expect(canvas.getByRole('link', { name: '„waschtrockner“' })).toHaveAttribute('href', '#s/waschtrockner');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** shop-ch: found in the other language's product texts. */
export const FoundInGermanTexts: StoryObj<typeof OtherLanguageNote> = {
  render: () => <OtherLanguageNote language="de" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Gefunden in unseren deutschen Artikeltexten.');
  },
};
export const FoundInFrenchTexts: StoryObj<typeof OtherLanguageNote> = {
  render: () => <OtherLanguageNote language="fr" />,
};

const image = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><rect width="800" height="1000" fill="hsl(${hue} 40% 80%)"/></svg>`)}`;
const product = (sku: string, productName: string, hue: number): ProductCardData => ({
  sku,
  productName,
  brand: 'Casa Nova',
  rating: 4.8,
  reviewCount: 52,
  available: true,
  variationDimension: null,
  colours: [],
  price: { currency: 'EUR', amount: 89_999, originalAmount: null, discountPercent: null, unitPrice: null, installmentCount: 12, installmentAmount: 7_500 },
  images: [{ url: image(hue), alt: '', width: 800, height: 1000 }],
});
const categories = [
  { key: 'mode', label: 'Mode', href: '#mode' },
  { key: 'moebel', label: 'Möbel', href: '#moebel' },
  { key: 'elektro', label: 'Elektro', href: '#elektro' },
];
const bestRated = [
  { product: product('100001', 'Ecksofa Fjellro', 160), href: '#p/100001' },
  { product: product('100002', 'Esstisch Eiche', 30), href: '#p/100002' },
];

/** Nothing found: the spec's text, the top categories, best-rated products, help and contact. */
export const NothingFound: StoryObj<typeof ZeroResults> = {
  render: () => <ZeroResults categories={categories} bestRated={bestRated} format={de} helpHref="#service" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Zu Ihrer Suche haben wir leider nichts gefunden. Versuchen Sie es mit einem anderen Begriff.')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Unsere Kategorien' }).querySelectorAll('a')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /Ecksofa Fjellro/ })).toHaveAttribute('href', '#p/100001');
    await expect(canvas.getByRole('link', { name: 'Hilfe und Kontakt' })).toHaveAttribute('href', '#service');
  },
};

/** Nothing found and no ratings to show (say, the gateway's listing failed): categories and help remain. */
export const NothingFoundWithoutProducts: StoryObj<typeof ZeroResults> = {
  render: () => <ZeroResults categories={categories} bestRated={[]} format={de} helpHref="#service" />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Am besten bewertet' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Hilfe und Kontakt' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BuyBox } from './buy-box';
import { RecommendationSlot, type SlotData, SponsoredSection } from './product-rows';
import { RatingSummary, ServicesSection } from './product-sections';
import { ReviewForm, type ReviewFormState } from './review-form';
import { ReviewsList, type ReviewsListProps } from './reviews-list';

// The product page's parts in their states, with the data shapes the gateway answers.
const de = { currencyPosition: 'after', grouping: true, decimalSeparator: ',' } as const;
const settings = { defaultLocale: 'de-DE', locales: ['de-DE'] } as const;
const image = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><rect width="800" height="1000" fill="hsl(${hue} 40% 80%)"/></svg>`)}`;
const card = (n: number, over: Partial<SlotData['products'][number]> = {}): SlotData['products'][number] => ({
  sku: String(100100 + n),
  slug: `sofa-${n}`,
  productName: `Ecksofa mit Bettfunktion ${n}`,
  brand: 'Hjem',
  rating: 4.2,
  reviewCount: 12 + n,
  available: true,
  variationDimension: 'Farbe',
  colours: [{ name: 'Grau', hex: '#7a7a7a' }],
  price: { currency: 'EUR', amount: 79_999 + n * 1000, originalAmount: null, discountPercent: null, unitPrice: null, installmentCount: 12, installmentAmount: 6_667 },
  images: [{ url: image(30 * n), alt: '', width: 800, height: 1000 }],
  ...over,
});

const rating: ReviewsListProps['initial'] = {
  id: '100313',
  average: 4.1,
  count: 12,
  distribution: [
    { stars: 5, count: 6 },
    { stars: 4, count: 3 },
    { stars: 3, count: 2 },
    { stars: 2, count: 0 },
    { stars: 1, count: 1 },
  ],
  tags: [
    { key: 'fit', label: 'Passform', count: 5 },
    { key: 'quality', label: 'Qualität', count: 3 },
  ],
  filter: { stars: null, tag: null },
  reviews: {
    page: 1,
    pageSize: 10,
    pageCount: 2,
    totalCount: 12,
    nodes: Array.from({ length: 10 }, (_, i) => ({
      id: String(1000 + i),
      stars: i % 5 === 4 ? 1 : 5 - (i % 3),
      title: i % 2 ? 'Rundum zufrieden' : 'Gut, aber nicht perfekt',
      body: 'Genau wie beschrieben, gute Verarbeitung und schnell geliefert.',
      language: i === 3 ? 'fr' : 'de',
      author: i === 3 ? 'Claire' : 'Anna K.',
      createdAt: new Date(Date.UTC(2026, 9, 20 - i)).toISOString(),
      verifiedPurchase: i % 3 !== 0,
      tags: i % 2 ? [{ key: 'fit', label: 'Passform' }] : [],
    })),
  },
};

const meta = { title: 'Catalog/Product page', component: RatingSummary } satisfies Meta<typeof RatingSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RatingWithReviews: Story = {
  args: { average: 4.1, count: 12, distribution: rating.distribution, locale: 'de-DE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4,1')).toBeVisible();
    await expect(canvas.getByText('12 Bewertungen')).toBeVisible();
  },
};
export const RatingWithoutReviews: Story = { args: { average: null, count: 0, distribution: [], locale: 'de-DE' } };

export const Services: Story = {
  args: { average: null, count: 0, distribution: [], locale: 'de-DE' },
  render: () => (
    <ServicesSection
      currency="EUR"
      format={de}
      services={[
        { key: 'warranty-3y', name: 'Garantieverlängerung auf 3 Jahre', description: 'Ein Jahr mehr Schutz bei Defekten.', price: 6_999 },
        { key: 'old-appliance', name: 'Altgeräte-Mitnahme', description: 'Wir nehmen Ihr Altgerät bei der Lieferung mit.', price: 0 },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('69,99 €')).toBeVisible();
    await expect(canvas.getByText('kostenlos')).toBeVisible();
  },
};

export const Reviews: Story = {
  args: { average: null, count: 0, distribution: [], locale: 'de-DE' },
  render: () => <ReviewsList sku="100313" locale="de-DE" timeZone="Europe/Berlin" initial={rating} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').filter((li) => li.classList.contains('vt-review'))).toHaveLength(10);
    // A review without a translation is marked with its own language.
    await expect(canvas.getByText('Claire', { exact: false }).closest('li')).toHaveAttribute('lang', 'fr');
    await expect(await canvas.findByRole('button', { name: 'Alle' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ReviewsCannotLoad: Story = {
  args: { average: null, count: 0, distribution: [], locale: 'de-DE' },
  render: () => <ReviewsList sku="100313" locale="de-DE" timeZone="Europe/Berlin" initial={rating} />,
  play: async ({ canvas }) => {
    // Storybook has no gateway: the next page fails and says so, with a retry.
    await userEvent.click(await canvas.findByRole('button', { name: 'Weitere Bewertungen anzeigen' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Bewertungen konnten nicht geladen werden.'), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};

export const SeriesSlot: Story = {
  args: { average: null, count: 0, distribution: [], locale: 'de-DE' },
  render: () => <RecommendationSlot data={{ slot: 2, kind: 'SERIES', sponsor: null, products: [1, 2, 3].map((n) => card(n)) }} locale="de-DE" settings={settings} format={de} />,
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'Aus derselben Serie' })).toBeVisible(),
};

export const PartnerSlot: Story = {
  args: { average: null, count: 0, distribution: [], locale: 'de-DE' },
  render: () => (
    <RecommendationSlot
      data={{ slot: 2, kind: 'ADVERTISING_PARTNER', sponsor: 'Hjem', products: [4, 5].map((n) => card(n)) }}
      locale="de-DE"
      settings={settings}
      format={de}
      idPrefix="basket-recommendations"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Anzeige')).toBeVisible();
    await expect(canvas.getByText('Bezahlte Platzierung von: Hjem')).toBeVisible();
  },
};

export const Sponsored: Story = {
  args: { average: null, count: 0, distribution: [], locale: 'de-DE' },
  render: () => <SponsoredSection rows={[6, 7].map((n) => ({ sponsor: n === 6 ? 'Hjem' : 'Casa Nova', product: card(n) }))} locale="de-DE" settings={settings} format={de} />,
  play: async ({ canvas }) => expect(canvas.getByText('Bezahlte Platzierung von: Hjem, Casa Nova')).toBeVisible(),
};

// The server actions' stand-ins: the kits take their actions as props.
const added = async () => ({ status: 'added' as const, count: 1, variant: '10031303' });
/** What the shopper typed, as an action hands it back. */
const typed = (form: FormData): ReviewFormState['values'] => ({
  stars: String(form.get('stars') ?? ''),
  title: String(form.get('title') ?? ''),
  body: String(form.get('body') ?? ''),
  author: String(form.get('author') ?? ''),
  tags: [],
});
const refused = async (_previous: ReviewFormState, form: FormData): Promise<ReviewFormState> => ({ status: 'invalid', values: typed(form), errors: { body: 'too-short' } });

const variants = [
  { sku: '10031301', label: '36', available: true },
  { sku: '10031302', label: '38', available: false },
  { sku: '10031303', label: '40', available: true },
];

export const BuyBoxVariantFirst: Story = {
  args: { average: null, count: 0, distribution: [], locale: 'de-DE' },
  render: () => (
    <BuyBox action={added} locales={settings} format={de} sku="100313" productName="Regenjacke" locale="de-DE" currency="EUR" dimension="Größe" variants={variants} available />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte wählen Sie zuerst eine Variante aus.');
    await expect(canvas.getByRole('radio', { name: '36' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: '40' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const sofaAdded = async () => ({
  status: 'added' as const,
  count: 1,
  variant: '10031303',
  shipping: { method: 'freight' as const, cost: 3_990, freeFrom: 7_500, missingForFree: 0 },
});

/** Added a sofa: the layer says the order goes by freight and what that costs (what the checkout charges). */
export const BuyBoxAddedByFreight: Story = {
  args: { average: null, count: 0, distribution: [], locale: 'de-DE' },
  render: () => (
    <BuyBox
      action={sofaAdded}
      locales={settings}
      format={de}
      sku="100313"
      productName="Ecksofa Lund"
      locale="de-DE"
      currency="EUR"
      dimension="Farbe"
      variants={variants}
      available
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '40' }));
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    const dialog = await waitFor(() => within(document.body).getByRole('dialog'));
    await expect(dialog).toHaveTextContent(/Ihre Bestellung wird per Spedition geliefert, für 39,90\s€\./);
  },
};

export const BuyBoxSoldOut: Story = {
  args: { average: null, count: 0, distribution: [], locale: 'de-DE' },
  render: () => (
    <BuyBox
      action={added}
      locales={settings}
      format={de}
      sku="100314"
      productName="Kühlschrank"
      locale="de-DE"
      currency="EUR"
      dimension={null}
      variants={[{ sku: '10031401', label: 'Standard', available: false }]}
      available={false}
    />
  ),
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Leider ausverkauft' })).toBeDisabled(),
};

export const WriteReview: Story = {
  args: { average: null, count: 0, distribution: [], locale: 'de-DE' },
  render: () => <ReviewForm action={refused} sku="100313" locale="de-DE" tags={rating.tags} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Ihre Bewertung' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Passform' })).not.toBeChecked();
  },
};

/** A refused review keeps everything typed and names the field with the limits of @vitrine/catalog-rules. */
export const WriteReviewRefused: Story = {
  args: { average: null, count: 0, distribution: [], locale: 'de-DE' },
  render: () => <ReviewForm action={refused} sku="100313" locale="de-DE" tags={rating.tags} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Überschrift' }), 'Passt');
    await userEvent.click(canvas.getByRole('button', { name: 'Bewertung absenden' }));
    // The summary takes focus and names the problem; the field says it too; nothing typed is lost.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte beschreiben Sie Ihre Erfahrung in 20 bis 2000 Zeichen.');
    await expect(canvas.getByRole('textbox', { name: 'Ihre Erfahrung mit dem Artikel' })).toHaveAccessibleDescription(
      'Bitte beschreiben Sie Ihre Erfahrung in 20 bis 2000 Zeichen.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Überschrift' })).toHaveValue('Passt');
    await userEvent.click(canvas.getByRole('link', { name: 'Bitte beschreiben Sie Ihre Erfahrung in 20 bis 2000 Zeichen.' }));
    await expect(canvas.getByRole('textbox', { name: 'Ihre Erfahrung mit dem Artikel' })).toHaveFocus();
  },
};

/** Too many requests (the gateway answered 429): the buy box says when to try again. */
export const BuyBoxRateLimited: Story = {
  args: { average: null, count: 0, distribution: [], locale: 'de-DE' },
  render: () => (
    <BuyBox
      action={async () => ({ status: 'rate-limited' as const, retryAfter: 12 })}
      locales={settings}
      format={de}
      sku="100313"
      productName="Regenjacke"
      locale="de-DE"
      currency="EUR"
      dimension="Größe"
      variants={variants}
      available
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '40' }));
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Bitte versuchen Sie es in 12 Sekunden noch einmal.'));
  },
};

/** Too many requests while writing a review: the text says when to try again, and what was typed stays. */
export const WriteReviewRateLimited: Story = {
  args: { average: null, count: 0, distribution: [], locale: 'de-DE' },
  render: () => (
    <ReviewForm
      action={async (_previous: ReviewFormState, form: FormData): Promise<ReviewFormState> => ({
        status: 'rate-limited',
        retryAfter: 30,
        values: typed(form),
        errors: {},
      })}
      sku="100313"
      locale="de-DE"
      tags={rating.tags}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Überschrift' }), 'Passt gut');
    await userEvent.click(canvas.getByRole('button', { name: 'Bewertung absenden' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Bitte versuchen Sie es in 30 Sekunden noch einmal.'));
    await expect(canvas.getByRole('textbox', { name: 'Überschrift' })).toHaveValue('Passt gut');
  },
};

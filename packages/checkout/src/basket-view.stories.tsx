import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { shippingForBasket } from '@vitrine/pricing';
import { BasketView } from './basket-view';

const euro = { currencyPosition: 'after', grouping: true, decimalSeparator: ',' } as const;
const franc = { currencyPosition: 'after', grouping: false, decimalSeparator: '.' } as const;
const image = (n: number) => ({
  url: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 100"><rect width="80" height="100" fill="hsl(${n * 70} 30% 70%)"/></svg>`)}`,
  alt: '',
  width: 80,
  height: 100,
});
const lines = [
  {
    variantSku: '10031303',
    productName: 'Hjem Wohnlandschaft mit Federkern',
    href: '/p/hjem-wohnlandschaft-100313',
    image: image(1),
    variantLabel: 'Grau',
    quantity: 1,
    available: 4,
    unitPrice: 89900,
    lineTotal: 89900,
  },
  {
    variantSku: '10002102',
    productName: 'Sommerkleid aus Leinen',
    href: '/p/sommerkleid-100021',
    image: image(2),
    variantLabel: 'Größe 38',
    quantity: 2,
    available: 10,
    unitPrice: 4999,
    lineTotal: 9998,
  },
];
const noop = async () => undefined;
/** Shipping as the gateway says it (`shippingForBasket`), with shop-de's prices or shop-ch's. */
const de = {
  delivery: { standard: { price: 595, days: [2, 4] }, express: { price: 1495, days: [1, 1] }, parcelShop: { price: 495, days: [2, 4] }, freight: { price: 3990, days: [5, 10] } },
  freeShippingFrom: 7500,
} as const;
const ch = { delivery: { ...de.delivery, standard: { price: 790, days: [2, 3] }, freight: { price: 4900, days: [5, 10] } }, freeShippingFrom: 5000 } as const;

const meta = {
  title: 'Checkout/Basket',
  component: BasketView,
  args: {
    lines,
    currency: 'EUR',
    format: euro,
    subtotal: 99898,
    shipping: shippingForBasket({ goods: 99898, freight: true }, de),
    changeAction: noop,
    removeAction: noop,
    continueHref: '/',
    checkoutHref: '/kasse',
  },
} satisfies Meta<typeof BasketView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines, one a sofa: the whole order goes by freight, and the basket says what that costs. */
export const Lines: Story = {};
/** Parcels above the threshold: delivery is free. */
export const FreeShipping: Story = { args: { lines: [{ ...lines[1]!, quantity: 2 }], subtotal: 9998, shipping: shippingForBasket({ goods: 9998, freight: false }, de) } };
/** Below the free-shipping threshold: the standard price, how much is missing, with a progress bar. */
export const BelowFreeShipping: Story = {
  args: { lines: [{ ...lines[1]!, quantity: 1, lineTotal: 4999 }], subtotal: 4999, shipping: shippingForBasket({ goods: 4999, freight: false }, de) },
};
/** A line with less in stock than in the basket: said at the line, left out of the subtotal. */
export const ShortOfStock: Story = { args: { lines: [{ ...lines[0]!, quantity: 3, available: 2 }, lines[1]!], subtotal: 9998 } };
/** A sold-out line. */
export const SoldOut: Story = { args: { lines: [{ ...lines[0]!, available: 0 }, lines[1]!], subtotal: 9998 } };
/** The shopper asked for more than is in stock. */
export const ProblemNotEnoughStock: Story = { args: { problem: { variantSku: '10031303', kind: 'not-enough-stock', available: 4 } } };
/** The change could not be made (the gateway did not answer). */
export const ProblemFailed: Story = { args: { problem: { kind: 'failed' } } };
/** Nothing in the basket. */
export const Empty: Story = { args: { lines: [], subtotal: 0 } };
/** Switzerland in French, dark: CHF without grouping, 1 franc missing to free shipping from CHF 50. */
export const SwissFrenchDark: Story = {
  globals: { locale: 'fr-CH', variant: 'dark' },
  args: {
    lines: [{ ...lines[1]!, productName: 'Robe d’été en lin', variantLabel: 'Taille 38', quantity: 1, lineTotal: 4999 }],
    currency: 'CHF',
    format: franc,
    subtotal: 4999,
    shipping: shippingForBasket({ goods: 4999, freight: false }, ch),
  },
};
/** A phone: image, details and total stack. */
export const SmallScreen: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } }, globals: { viewport: { value: 'mobile1' } } };

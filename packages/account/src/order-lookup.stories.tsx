import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type GuestOrderView, OrderLookup } from './order-lookup';

const order: GuestOrderView = {
  number: '39000004',
  createdAt: '2026-11-20T09:30:00.000Z',
  progress: 'partlyShipped',
  deliveries: [
    {
      id: 'd-1',
      status: 'shipped',
      carrier: 'dhl',
      trackingNumber: '00340434161094015902',
      trackingUrl: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094015902',
      shippedAt: '2026-11-22T08:00:00.000Z',
      lines: [{ position: 1, productName: 'Sofa Lund', variantLabel: 'Grau', quantity: 1 }],
      events: [
        { at: '2026-11-22T08:00:00.000Z', kind: 'handedOver', place: 'Hamburg' },
        { at: '2026-11-23T06:10:00.000Z', kind: 'inTransit', place: 'Berlin' },
      ],
    },
  ],
  inPreparation: [{ position: 2, productName: 'Stehleuchte Arco', variantLabel: null, quantity: 1 }],
};

const meta = {
  title: 'Account/Guest order lookup',
  component: OrderLookup,
  args: { action: async (state) => ({ ...state, order }), timeZone: 'Europe/Berlin', loginHref: '/kasse/registrieren' },
} satisfies Meta<typeof OrderLookup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form: order number, e-mail, postal code. */
export const Empty: Story = {};
/** Found: where it stands, its parcels and what is still prepared. */
export const Found: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Bestellnummer|Numéro de commande|Bestelnummer/ }), '39000004');
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByText(/Sofa Lund/)).toBeInTheDocument();
  },
};
/** A wrong combination: answered as an order that does not exist, what was typed kept. */
export const NotFound: Story = { args: { initialState: { values: { orderNumber: '39000004', email: 'anna@example.de', postalCode: '99999' }, errors: {}, notFound: true } } };
/** Refused by the rules. */
export const FieldErrors: Story = {
  args: { initialState: { values: { orderNumber: '39a', email: 'anna@' }, errors: { orderNumber: 'digits-only', email: 'email-invalid', postalCode: 'required' } } },
};
/** Too many tries for this order or from this address. */
export const TooManyAttempts: Story = { args: { initialState: { values: {}, errors: {}, refused: 'too-many-attempts', retryAfterSeconds: 900 } } };

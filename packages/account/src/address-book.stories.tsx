import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AddressBookView, type AddressBookField } from './address-book';
import type { FormState } from './state';

const addresses = [
  { id: 'a-1', salutation: 'female', firstName: 'Anna', lastName: 'Schmidt', street: 'Invalidenstraße', houseNumber: '44', postalCode: '10115', city: 'Berlin', country: 'DE' },
  { id: 'a-2', salutation: 'female', firstName: 'Anna', lastName: 'Schmidt', street: 'Torstraße', houseNumber: '5', postalCode: '10119', city: 'Berlin', country: 'DE' },
  { id: 'a-3', salutation: 'male', firstName: 'Jonas', lastName: 'Schmidt', street: 'Am Markt', houseNumber: '3', postalCode: '9490', city: 'Vaduz', country: 'LI' },
];
/** The stories' save answers what it was given, as the shop's server action would. */
const answer = (state: FormState<AddressBookField>) => async () => state;

const meta = {
  title: 'Account/Address book',
  component: AddressBookView,
  args: {
    addresses,
    defaultDelivery: 'a-1',
    defaultBilling: 'a-2',
    countries: ['CH', 'LI'],
    saveAction: answer({ values: {}, errors: {} }),
    deleteAction: '#',
    defaultAction: '#',
    addHref: '?add=1#address-form',
    editHrefs: Object.fromEntries(addresses.map((a) => [a.id, `?edit=${a.id}#address-form`])),
    bookHref: '?',
  },
} satisfies Meta<typeof AddressBookView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every address with its defaults and actions. */
export const Addresses: Story = {};
/** A book with no address yet. */
export const Empty: Story = { args: { addresses: [], defaultDelivery: null, defaultBilling: null } };
/** One address open for changes, filled in; its defaults stay checked. */
export const Editing: Story = { args: { editing: 'a-1' } };
/** A new address's form; the shop delivers to one country only, so there is no country choice. */
export const NewAddress: Story = { args: { editing: 'new', countries: ['DE'] } };
/** A new address refused by the rules: the summary, each field's message, what was typed kept. */
export const FieldErrors: Story = {
  args: {
    editing: 'new',
    initialState: {
      values: { firstName: 'Anna', lastName: 'Schmidt', street: 'Torstraße', houseNumber: '5', postalCode: '1011', city: 'Berlin', country: 'CH' },
      errors: { salutation: 'required', postalCode: 'postal-code-invalid' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Postleitzahl|Code postal|Postcode/ })).toHaveValue('1011');
    await expect(canvas.getByRole('textbox', { name: /Postleitzahl|Code postal|Postcode/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
/** The book holds its most addresses. */
export const BookFull: Story = { args: { editing: 'new', initialState: { values: {}, errors: {}, refused: 'book-full' } } };
export const Saved: Story = { args: { notice: 'saved' } };
export const Deleted: Story = { args: { notice: 'deleted' } };
export const DefaultChanged: Story = { args: { notice: 'default-set', defaultBilling: 'a-1' } };
/** The address was deleted meanwhile (another tab), or was never this customer's. */
export const NotFound: Story = { args: { notice: 'not-found' } };
/** The change could not be saved. */
export const Failed: Story = { args: { notice: 'failed' } };
/** The keyboard reaches "change" of the first address first. */
export const KeyboardOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: /Ändern|Modifier|Wijzigen/ })[0]).toHaveFocus();
  },
};

import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ErrorSummary, RuleMessage } from '@vitrine/forms';
import { beforeAll, describe, expect, it } from 'vitest';
import { RefusalAlert } from './form-parts';
import { AddressBookView, type AddressBookViewProps } from './index';

const i18n = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } });
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const addresses = [
  { id: 'a-1', salutation: 'female', firstName: 'Anna', lastName: 'Schmidt', street: 'Invalidenstraße', houseNumber: '44', postalCode: '10115', city: 'Berlin', country: 'DE' },
  { id: 'a-2', salutation: 'none', firstName: 'Anna', lastName: 'Schmidt', street: 'Torstraße', houseNumber: '5', postalCode: '10119', city: 'Berlin', country: 'DE' },
];
const props = (over: Partial<AddressBookViewProps> = {}): AddressBookViewProps => ({
  addresses,
  defaultDelivery: 'a-1',
  defaultBilling: 'a-2',
  countries: ['DE'],
  saveAction: async (state) => state,
  deleteAction: '/delete',
  defaultAction: '/default',
  addHref: '?add=1',
  editHrefs: { 'a-1': '?edit=a-1', 'a-2': '?edit=a-2' },
  bookHref: '?',
  ...over,
});

// A refusal's alert, the error summary and the rules' messages come on demand (they show only after a refusal): a synchronous render needs them first.
beforeAll(() => Promise.all([ErrorSummary.preload(), RuleMessage.preload(), RefusalAlert.preload()]).then(() => undefined));

describe('AddressBookView', () => {
  it('marks each default and offers the other default only where it is not one', () => {
    const html = render(<AddressBookView {...props()} />);
    const [first, second] = html.split('vt-address-book__entry').slice(1);
    expect(first).toContain('Standard-Lieferadresse');
    expect(first).not.toContain('Als Lieferadresse verwenden');
    expect(first).toContain('Als Rechnungsadresse verwenden');
    expect(second).toContain('Standard-Rechnungsadresse');
    expect(second).toContain('Als Lieferadresse verwenden');
    expect(html).toContain('href="?edit=a-2"');
    // No form while nothing is edited: the link to a new one.
    expect(html).not.toContain('id="address-form"');
    expect(html).toContain('href="?add=1"');
  });

  it('opens the edited address filled in, its defaults checked and fixed, and a single country as a hidden field', () => {
    const html = render(<AddressBookView {...props({ editing: 'a-1' })} />);
    expect(html).toContain('id="address-form"');
    expect(html).toContain('<input type="hidden" name="id" value="a-1"/>');
    expect(html).toMatch(/value="Invalidenstraße"/);
    expect(html).toContain('<input type="checkbox" disabled="" name="defaultDelivery" checked="" value="1"/>');
    expect(html).toContain('<input type="checkbox" name="defaultBilling" value="1"/>');
    expect(html).toMatch(/<input type="hidden" name="country" value="DE"\/>/);
  });

  it('keeps what was typed after a refusal and says why (the rules, a full book)', () => {
    const html = render(
      <AddressBookView
        {...props({
          editing: 'new',
          countries: ['CH', 'LI'],
          initialState: { values: { street: 'Torstraße', postalCode: '1011', country: 'LI' }, errors: { postalCode: 'postal-code-invalid' }, refused: 'book-full' },
        })}
      />,
    );
    expect(html).toMatch(/value="1011"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*value="1011"/);
    expect(html).toContain('Die Postleitzahl ist nicht gültig.');
    expect(html).toContain('Ihr Adressbuch ist voll.');
    expect(html).toMatch(/<option value="LI" selected="">/);
  });

  it('says the book is empty', () => {
    expect(render(<AddressBookView {...props({ addresses: [], defaultDelivery: null, defaultBilling: null })} />)).toContain('Ihr Adressbuch ist leer.');
  });
});

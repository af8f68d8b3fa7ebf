import { useLingui } from '@lingui/react/macro';
import type { AddressField } from '@vitrine/form-rules';
import { Field } from './field';
import type { FieldCode } from './rule-message';
import { ruleMessage as message } from './rule-message-node';

/** The fields of an address form: the rules' fields (`@vitrine/form-rules` `addressForm`) and the country. */
export type AddressFormField = AddressField | 'country';

/** An address as a postal block (the address book, the checkout's choices, an order). */
export interface PostalAddress {
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country?: string;
}

/** The labels of an address form's fields in the page's language (error summaries name them too). */
export function useAddressLabels(): Record<AddressFormField, string> {
  const { t } = useLingui();
  return {
    salutation: t`Anrede`,
    firstName: t`Vorname`,
    lastName: t`Nachname`,
    street: t`Straße`,
    houseNumber: t`Hausnummer`,
    postalCode: t`Postleitzahl`,
    city: t`Ort`,
    country: t`Land`,
  };
}

export interface AddressFieldsProps {
  /** What the shopper typed (kept after a refusal), by field. */
  values: Partial<Record<AddressFormField, string>>;
  /** Each field's problem (the shared rules' codes, or the gateway's). */
  errors: Partial<Record<AddressFormField, FieldCode>>;
  /** The countries the shop delivers to: a choice with more than one, a hidden field with one. */
  countries: readonly string[];
  /** The autocomplete section (`shipping` for a delivery address, `billing` for the bill). */
  section?: 'shipping' | 'billing';
}

/**
 * The fields of an address in the shop's order (salutation, names, street and number, postal code
 * and town, country), each with its label, the rules' message and the right autocomplete tokens:
 * one form for the checkout's new address and the address book.
 */
export function AddressFields({ values, errors, countries, section = 'shipping' }: AddressFieldsProps) {
  const { t, i18n } = useLingui();
  const labels = useAddressLabels();
  const value = (field: AddressFormField) => values[field] ?? '';
  const countryName = (code: string) => new Intl.DisplayNames([i18n.locale], { type: 'region' }).of(code) ?? code;
  /** A text field with its label, the rules' message and its autocomplete token in the form's section. */
  const text = (name: AddressFormField, token: string, maxLength: number) => (
    <Field name={name} label={labels[name]} error={message(errors[name])}>
      {(control) => <input className="vt-input" autoComplete={`${section} ${token}`} defaultValue={value(name)} maxLength={maxLength} {...control} />}
    </Field>
  );
  return (
    <>
      <Field name="salutation" label={labels.salutation} error={message(errors.salutation)}>
        {(control) => (
          <select className="vt-input" defaultValue={value('salutation')} autoComplete="honorific-prefix" {...control}>
            <option value="">{t`Bitte wählen`}</option>
            <option value="female">{t`Frau`}</option>
            <option value="male">{t`Herr`}</option>
            <option value="none">{t`Keine Angabe`}</option>
          </select>
        )}
      </Field>
      {text('firstName', 'given-name', 40)}
      {text('lastName', 'family-name', 40)}
      <div className="vt-address-fields__row">
        {text('street', 'address-line1', 60)}
        {text('houseNumber', 'address-line2', 10)}
      </div>
      <div className="vt-address-fields__row">
        {text('postalCode', 'postal-code', 8)}
        {text('city', 'address-level2', 40)}
      </div>
      {countries.length > 1 ? (
        <Field name="country" label={labels.country} error={message(errors.country)}>
          {(control) => (
            <select className="vt-input" defaultValue={value('country') || countries[0]} autoComplete={`${section} country`} {...control}>
              {countries.map((c) => (
                <option key={c} value={c}>
                  {countryName(c)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <input type="hidden" name="country" value={countries[0]} />
      )}
    </>
  );
}

/** An address as a postal block. */
export function AddressBlock({ address }: { address: PostalAddress }) {
  return (
    <span className="vt-address">
      <span>
        {address.firstName} {address.lastName}
      </span>
      <span>
        {address.street} {address.houseNumber}
      </span>
      <span>
        {address.postalCode} {address.city}
      </span>
    </span>
  );
}

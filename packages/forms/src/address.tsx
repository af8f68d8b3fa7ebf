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
      <Field name="firstName" label={labels.firstName} error={message(errors.firstName)}>
        {(control) => <input className="vt-input" autoComplete={`${section} given-name`} defaultValue={value('firstName')} maxLength={40} {...control} />}
      </Field>
      <Field name="lastName" label={labels.lastName} error={message(errors.lastName)}>
        {(control) => <input className="vt-input" autoComplete={`${section} family-name`} defaultValue={value('lastName')} maxLength={40} {...control} />}
      </Field>
      <div className="vt-address-fields__row">
        <Field name="street" label={labels.street} error={message(errors.street)}>
          {(control) => <input className="vt-input" autoComplete={`${section} address-line1`} defaultValue={value('street')} maxLength={60} {...control} />}
        </Field>
        <Field name="houseNumber" label={labels.houseNumber} error={message(errors.houseNumber)}>
          {(control) => <input className="vt-input" autoComplete={`${section} address-line2`} defaultValue={value('houseNumber')} maxLength={10} {...control} />}
        </Field>
      </div>
      <div className="vt-address-fields__row">
        <Field name="postalCode" label={labels.postalCode} error={message(errors.postalCode)}>
          {(control) => <input className="vt-input" autoComplete={`${section} postal-code`} defaultValue={value('postalCode')} maxLength={8} {...control} />}
        </Field>
        <Field name="city" label={labels.city} error={message(errors.city)}>
          {(control) => <input className="vt-input" autoComplete={`${section} address-level2`} defaultValue={value('city')} maxLength={40} {...control} />}
        </Field>
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

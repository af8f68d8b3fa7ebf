'use server';
import type { AddressBookField, FormState } from '@vitrine/account';
import { addressForm, isPostalCountry, validate } from '@vitrine/form-rules';
import type { FieldCode } from '@vitrine/forms';
import { DeleteAddressDocument, SaveAddressDocument, SetDefaultAddressDocument } from '@vitrine/graphql-client';
import { redirect } from 'next/navigation';
import { ADDRESS_FIELD_KEY, FIELD_CODE, lookup, SALUTATION_ENUM } from '../../checkout/step/enums';
import { shopperRequest } from '../../checkout/step/gateway';
import { formKey } from '../../common/form-key';
import { formValues } from '../../identity/forms';

const FIELDS = ['id', 'salutation', 'firstName', 'lastName', 'street', 'houseNumber', 'postalCode', 'city', 'country', 'defaultDelivery', 'defaultBilling'] as const;
const back = (bookPath: string, notice: string): never => redirect(`${bookPath}?${new URLSearchParams({ notice })}`);
const idOf = (form: FormData) => String(form.get('id') ?? '').slice(0, 80);

/**
 * Saves a new or a changed address: checked with the shop's address rules first (the gateway checks
 * again), then back to the book with "saved"; a refusal keeps everything typed. Bound to the tenant,
 * the book's path, its countries and the form's render key by the page.
 */
export async function saveAddress(
  tenant: string,
  bookPath: string,
  countries: readonly string[],
  render: string,
  _previous: FormState<AddressBookField>,
  form: FormData,
): Promise<FormState<AddressBookField>> {
  const { id, ...values } = formValues(form, FIELDS, 80);
  const errors: Partial<Record<AddressBookField, FieldCode>> = {};
  if (!countries.includes(values.country) || !isPostalCountry(values.country)) errors.country = 'required';
  else Object.assign(errors, validate(values, addressForm(values.country)));
  const salutation = lookup(SALUTATION_ENUM, values.salutation);
  if (!salutation) errors.salutation = 'required';
  if (Object.keys(errors).length || !salutation) return { values, errors };
  const defaultFor = [...(values.defaultDelivery === '1' ? (['DELIVERY'] as const) : []), ...(values.defaultBilling === '1' ? (['BILLING'] as const) : [])];
  try {
    const { saveAddress: answer } = await shopperRequest(
      tenant,
      SaveAddressDocument,
      {
        input: {
          ...(id ? { id } : {}),
          address: {
            salutation,
            firstName: values.firstName,
            lastName: values.lastName,
            street: values.street,
            houseNumber: values.houseNumber,
            postalCode: values.postalCode,
            city: values.city,
            country: values.country,
          },
          defaultFor,
        },
      },
      { idempotencyKey: formKey(render, form) },
    );
    if (answer.__typename === 'AddressBookRefused') {
      for (const p of answer.problems) errors[ADDRESS_FIELD_KEY[p.field]] ??= FIELD_CODE[p.code];
      const refused = answer.reason === 'NOT_FOUND' ? 'not-found' : answer.reason === 'BOOK_FULL' ? 'book-full' : Object.keys(errors).length ? undefined : 'unavailable';
      return { values, errors, refused };
    }
  } catch {
    return { values, errors, refused: 'unavailable' };
  }
  return back(bookPath, 'saved');
}

/** Deletes an address and comes back to the book. */
export async function deleteAddress(tenant: string, bookPath: string, render: string, form: FormData): Promise<void> {
  let notice: string;
  try {
    const { deleteAddress: answer } = await shopperRequest(tenant, DeleteAddressDocument, { id: idOf(form) }, { idempotencyKey: formKey(render, form) });
    notice = answer.__typename === 'AddressBook' ? 'deleted' : 'not-found';
  } catch {
    notice = 'failed';
  }
  back(bookPath, notice);
}

/** Makes an address the default for delivery or for the bill, and comes back to the book. */
export async function setDefaultAddress(tenant: string, bookPath: string, render: string, form: FormData): Promise<void> {
  const use = form.get('use') === 'billing' ? 'BILLING' : 'DELIVERY';
  let notice: string;
  try {
    const { setDefaultAddress: answer } = await shopperRequest(tenant, SetDefaultAddressDocument, { id: idOf(form), use }, { idempotencyKey: formKey(render, form) });
    notice = answer.__typename === 'AddressBook' ? 'default-set' : 'not-found';
  } catch {
    notice = 'failed';
  }
  back(bookPath, notice);
}

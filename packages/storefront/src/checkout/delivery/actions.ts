'use server';
import { formKey } from '../../common/form-key';
import type { CheckoutFormState, DeliveryField } from '@vitrine/checkout';
import { addressForm, isPostalCountry, validate } from '@vitrine/form-rules';
import type { FieldCode } from '@vitrine/forms';
import { SetDeliveryDocument } from '@vitrine/graphql-client';
import { isProductLocale } from '@vitrine/i18n';
import { redirect } from 'next/navigation';
import { formValues } from '../../identity/forms';
import { ADDRESS_FIELD_KEY, FIELD_CODE, lookup, OPTION_ENUM, REFUSAL_KEY, SALUTATION_ENUM } from '../step/enums';
import { shopperRequest } from '../step/gateway';

const ADDRESS_FIELDS = ['salutation', 'firstName', 'lastName', 'street', 'houseNumber', 'postalCode', 'city', 'country'] as const;
const FIELD_OF = ADDRESS_FIELD_KEY;

/**
 * Saves the delivery step: an address of the book or a new one (checked with the shop's rules
 * first; the gateway checks it again), the option and the parcel shop; then on to `next`.
 */
export async function saveDelivery(
  tenant: string,
  locale: string,
  next: string,
  render: string,
  _previous: CheckoutFormState<DeliveryField>,
  form: FormData,
): Promise<CheckoutFormState<DeliveryField>> {
  const values = formValues<DeliveryField>(form, ['address', ...ADDRESS_FIELDS, 'option', 'parcelShop'], 80);
  const option = lookup(OPTION_ENUM, values.option);
  const isNew = values.address === 'new' || values.address === '';
  const errors: Partial<Record<DeliveryField, FieldCode>> = {};
  if (!option) errors.option = 'required';
  if (option === 'PARCEL_SHOP' && !values.parcelShop) errors.parcelShop = 'required';
  if (isNew) Object.assign(errors, validate(values, addressForm(isPostalCountry(values.country) ? values.country : 'DE')));
  if (!option || Object.keys(errors).length || !isProductLocale(locale)) return { values, errors };
  try {
    const { setDelivery } = await shopperRequest(
      tenant,
      SetDeliveryDocument,
      {
        input: {
          locale,
          option,
          ...(option === 'PARCEL_SHOP' ? { parcelShopId: values.parcelShop } : {}),
          ...(isNew
            ? {
                newAddress: {
                  salutation: lookup(SALUTATION_ENUM, values.salutation) ?? 'NONE',
                  firstName: values.firstName,
                  lastName: values.lastName,
                  street: values.street,
                  houseNumber: values.houseNumber,
                  postalCode: values.postalCode,
                  city: values.city,
                  country: values.country,
                },
              }
            : { addressId: values.address }),
        },
      },
      { idempotencyKey: formKey(render, form) },
    );
    if (setDelivery.__typename === 'CheckoutRefused') {
      if (setDelivery.reason === 'ADDRESS_INVALID') {
        for (const p of setDelivery.problems) errors[FIELD_OF[p.field]] ??= FIELD_CODE[p.code];
        return { values, errors };
      }
      return { values, errors, refused: lookup(REFUSAL_KEY, setDelivery.reason) ?? 'unavailable' };
    }
  } catch {
    return { values, errors, refused: 'unavailable' };
  }
  redirect(next);
}

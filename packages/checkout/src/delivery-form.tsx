'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { AddressBlock, AddressFields, Field, Fieldset, useAddressLabels, submitKeepingValues, ruleMessage as message } from '@vitrine/forms';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';
import { Button } from '@vitrine/ui';
import { useActionState } from 'react';
import { CheckoutFormErrors } from './form-parts';
import { ParcelShopChoices } from './parcel-shop-choices';
import { DeliveryDates, useDeliveryName } from './delivery-labels';
import type { AddressView, CheckoutFormAction, CheckoutFormState, DeliveryField, DeliveryOfferView, DeliveryOptionKey, ParcelShopView } from './types';

export interface DeliveryFormProps {
  /** The customer's address book (in the shop's delivery countries). */
  addresses: readonly AddressView[];
  /** The options this basket can have, with price and dates. */
  offers: readonly DeliveryOfferView[];
  /** What is chosen now (the form starts with it). */
  chosen?: { addressId?: string | undefined; option?: DeliveryOptionKey | undefined; parcelShopId?: string | undefined } | undefined;
  /** The parcel shops found near `near` (the parcel-shop search's answer), and the chosen one. */
  parcelShops?: readonly ParcelShopView[] | undefined;
  /** The place searched for parcel shops (kept in the search field). */
  near?: string | undefined;
  /** The shop's delivery countries (ISO codes); a choice only when there are several. */
  countries: readonly string[];
  currency: Currency;
  format: PriceFormat;
  /** The server action that saves the delivery (works as a plain form post). */
  action: CheckoutFormAction<DeliveryField>;
  /** Where the parcel-shop search sends its GET form (this page). */
  searchAction: string;
  /** A story's or a test's state; default: empty. */
  initialState?: CheckoutFormState<DeliveryField> | undefined;
  /** The label of the button ("Weiter zur Zahlung", or "Übernehmen" when changing). */
  submitLabel?: string | undefined;
}

const NEW = 'new';
const ADDRESS_FIELDS = ['salutation', 'firstName', 'lastName', 'street', 'houseNumber', 'postalCode', 'city', 'country'] as const;

/**
 * The delivery step: an address from the book or a new one (checked with the shop's rules), the
 * delivery options with price and expected dates, and for the parcel shop a search by postal code
 * or place (a GET form of its own, so it works without JavaScript) and the shops found.
 */
export function DeliveryForm({
  addresses,
  offers,
  chosen,
  parcelShops = [],
  near,
  countries,
  currency,
  format,
  action: save,
  searchAction,
  initialState,
  submitLabel,
}: DeliveryFormProps) {
  const { t, i18n } = useLingui();
  const deliveryName = useDeliveryName();
  const [state, action, pending] = useActionState(save, initialState ?? { values: {}, errors: {} });
  const { values, errors } = state;
  const firstAddress = addresses[0]?.id;
  const address = values.address ?? chosen?.addressId ?? firstAddress ?? NEW;
  const option = values.option ?? chosen?.option ?? offers[0]?.option ?? '';
  const money = (amount: number) => formatMoney(amount, currency, format);
  const labels: Partial<Record<DeliveryField, string>> = {
    ...useAddressLabels(),
    option: t`Versandart`,
    parcelShop: t`Paketshop`,
  };
  return (
    <>
      <form action={action} onSubmit={submitKeepingValues(action)} noValidate className="vt-checkout-form" aria-label={t`Lieferung`}>
        <CheckoutFormErrors state={state} order={[...ADDRESS_FIELDS, 'option', 'parcelShop']} labels={labels} />
        <Fieldset name="address" legend={t`Lieferadresse`}>
          {({ firstId }) => (
            <div className="vt-options">
              {addresses.map((a, i) => (
                <label key={a.id} className="vt-option">
                  <input type="radio" name="address" value={a.id} id={i === 0 ? firstId : undefined} defaultChecked={address === a.id} />
                  <AddressBlock address={a} />
                </label>
              ))}
              <label className="vt-option">
                <input type="radio" name="address" value={NEW} id={addresses.length ? undefined : firstId} defaultChecked={address === NEW} />
                <span>
                  <Trans>Neue Lieferadresse</Trans>
                </span>
              </label>
            </div>
          )}
        </Fieldset>
        {/* Shown while "new address" is chosen (CSS :has, so it works without JavaScript). */}
        <div className="vt-checkout-form__address">
          <p className="vt-hint">{addresses.length ? <Trans>Für eine neue Lieferadresse (wird in Ihrem Adressbuch gespeichert):</Trans> : null}</p>
          <AddressFields values={values} errors={errors} countries={countries} />
        </div>
        <Fieldset name="option" legend={labels.option} error={message(errors.option)}>
          {({ firstId }) => (
            <div className="vt-options">
              {offers.map((offer, i) => (
                <label key={offer.option} className="vt-option vt-option--offer">
                  <input type="radio" name="option" value={offer.option} id={i === 0 ? firstId : undefined} defaultChecked={option === offer.option} />
                  <span className="vt-option__text">
                    <span className="vt-option__title">{deliveryName(offer.option)}</span>
                    <span className="vt-option__hint">
                      <DeliveryDates earliest={offer.earliest} latest={offer.latest} />
                    </span>
                  </span>
                  <span className="vt-option__price">{offer.price === 0 ? t`kostenlos` : money(offer.price)}</span>
                </label>
              ))}
            </div>
          )}
        </Fieldset>
        {offers.some((o) => o.option === 'parcelShop') ? (
          <div className="vt-checkout-form__parcel-shops">
            <Field name="near" id="field-near" label={t`Paketshop in der Nähe von (Postleitzahl oder Ort)`}>
              {(control) => <input className="vt-input" form="parcel-shop-search" defaultValue={near ?? ''} maxLength={40} autoComplete="shipping postal-code" {...control} />}
            </Field>
            <input type="hidden" name="option" form="parcel-shop-search" value="parcelShop" />
            <button type="submit" form="parcel-shop-search" className="vt-button" data-variant="secondary">
              <Trans>Paketshops suchen</Trans>
            </button>
            {parcelShops.length ? (
              <ParcelShopChoices
                shops={parcelShops}
                legend={labels.parcelShop ?? ''}
                error={message(errors.parcelShop)}
                selected={values.parcelShop ?? chosen?.parcelShopId}
                locale={i18n.locale}
              />
            ) : near ? (
              <p className="vt-hint" role="status">
                <Trans>Zu diesem Ort haben wir keinen Paketshop gefunden. Bitte versuchen Sie eine Postleitzahl.</Trans>
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="vt-checkout-form__actions">
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? t`Wird gespeichert …` : (submitLabel ?? t`Weiter zur Zahlung`)}
          </Button>
        </div>
      </form>
      {/* The parcel-shop search's own form: its field and button sit in the delivery form above (form="…"). */}
      <form id="parcel-shop-search" method="get" action={searchAction} />
    </>
  );
}

'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { AddressBlock, AddressFields, type AddressFormField, type PostalAddress, submitKeepingValues } from '@vitrine/forms';
import { Alert, Button } from '@vitrine/ui';
import { type ReactNode, useActionState } from 'react';
import { FormErrors, RefusalAlert } from './form-parts';
import type { FormAction, FormState } from './state';

export interface AddressBookEntry extends PostalAddress {
  id: string;
  /** `female`, `male` or `none`. */
  salutation: string;
  country: string;
}

/** The address form's fields: the address and which defaults it becomes. */
export type AddressBookField = AddressFormField | 'defaultDelivery' | 'defaultBilling';

/** What the last change came to (the page says it above the book). */
export type AddressBookNotice = 'saved' | 'deleted' | 'default-set' | 'not-found' | 'failed';

type Action = string | ((form: FormData) => void | Promise<void>);

export interface AddressBookViewProps {
  addresses: readonly AddressBookEntry[];
  defaultDelivery: string | null;
  defaultBilling: string | null;
  /** The shop's delivery countries (the form's choice). */
  countries: readonly string[];
  /** The address being edited (its form is shown, filled in), `new` for a new one, none for the list only. */
  editing?: string | undefined;
  /** Saves the form (`id` hidden when editing; `defaultDelivery`/`defaultBilling` checkboxes). */
  saveAction: FormAction<AddressBookField>;
  /** Posts `id`. */
  deleteAction: Action;
  /** Posts `id` and `use` (`delivery` or `billing`). */
  defaultAction: Action;
  notice?: AddressBookNotice | undefined;
  /** The book with a new address's form open, and with each address's form open (by id). */
  addHref: string;
  editHrefs: Readonly<Record<string, string>>;
  /** The book without a form. */
  bookHref: string;
  /** The form's state after a refusal without JavaScript (what was typed, each field's problem). */
  initialState?: FormState<AddressBookField> | undefined;
}

const ORDER: readonly AddressBookField[] = ['salutation', 'firstName', 'lastName', 'street', 'houseNumber', 'postalCode', 'city', 'country'];

function Notice({ notice }: { notice: AddressBookNotice }) {
  switch (notice) {
    case 'saved':
      return (
        <Alert role="status">
          <Trans>Die Adresse wurde gespeichert.</Trans>
        </Alert>
      );
    case 'deleted':
      return (
        <Alert role="status">
          <Trans>Die Adresse wurde gelöscht.</Trans>
        </Alert>
      );
    case 'default-set':
      return (
        <Alert role="status">
          <Trans>Ihre Standardadresse wurde geändert.</Trans>
        </Alert>
      );
    case 'not-found':
      return (
        <Alert role="alert">
          <Trans>Diese Adresse gibt es in Ihrem Adressbuch nicht mehr.</Trans>
        </Alert>
      );
    case 'failed':
      return (
        <Alert role="alert">
          <Trans>Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.</Trans>
        </Alert>
      );
  }
}

/** "Use as the default for delivery / for the bill": posts `id` and `use`. */
function DefaultButton({ action, id, use, name, children }: { action: Action; id: string; use: 'delivery' | 'billing'; name: string; children: ReactNode }) {
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="use" value={use} />
      <Button type="submit" variant="outline">
        {children}
        <span className="vt-visually-hidden"> {name}</span>
      </Button>
    </form>
  );
}

/** The form of a new or an edited address, with the defaults it becomes. */
function AddressForm({
  entry,
  countries,
  isDefaultDelivery,
  isDefaultBilling,
  action: save,
  initialState,
  cancelHref,
}: {
  entry: AddressBookEntry | undefined;
  countries: readonly string[];
  isDefaultDelivery: boolean;
  isDefaultBilling: boolean;
  action: FormAction<AddressBookField>;
  initialState: FormState<AddressBookField> | undefined;
  cancelHref: string;
}) {
  const { t } = useLingui();
  const start: FormState<AddressBookField> = initialState ?? { values: entry ? { ...entry } : {}, errors: {} };
  const [state, action, pending] = useActionState(save, start);
  const title = entry ? t`Adresse ändern` : t`Neue Adresse`;
  return (
    <section className="vt-address-book__form" aria-labelledby="address-form-title" id="address-form">
      <h2 id="address-form-title">{title}</h2>
      <form action={action} onSubmit={submitKeepingValues(action)} noValidate className="vt-account-form" aria-labelledby="address-form-title">
        <FormErrors state={state} order={ORDER} />
        <RefusalAlert refused={state.refused} />
        {entry ? <input type="hidden" name="id" value={entry.id} /> : null}
        <AddressFields values={state.values} errors={state.errors} countries={countries} />
        <fieldset className="vt-address-book__defaults">
          <legend>
            <Trans>Verwenden als</Trans>
          </legend>
          <label className="vt-choice">
            <input type="checkbox" name="defaultDelivery" value="1" defaultChecked={isDefaultDelivery || state.values.defaultDelivery === '1'} disabled={isDefaultDelivery} />
            <span>
              <Trans>Standard-Lieferadresse</Trans>
            </span>
          </label>
          <label className="vt-choice">
            <input type="checkbox" name="defaultBilling" value="1" defaultChecked={isDefaultBilling || state.values.defaultBilling === '1'} disabled={isDefaultBilling} />
            <span>
              <Trans>Standard-Rechnungsadresse</Trans>
            </span>
          </label>
        </fieldset>
        <div className="vt-address-book__buttons">
          <Button type="submit" disabled={pending}>
            {pending ? t`Wird gespeichert …` : t`Adresse speichern`}
          </Button>
          <a href={cancelHref}>
            <Trans>Abbrechen</Trans>
          </a>
        </div>
      </form>
    </section>
  );
}

/**
 * The address book: every address with what it is the default for, "change", "delete" and "make
 * the default"; a form for a new or a changed address (checked with the shop's address rules,
 * nothing typed lost). Plain forms and links: everything works without JavaScript.
 */
export function AddressBookView({
  addresses,
  defaultDelivery,
  defaultBilling,
  countries,
  editing,
  saveAction,
  deleteAction,
  defaultAction,
  notice,
  addHref,
  editHrefs,
  bookHref,
  initialState,
}: AddressBookViewProps) {
  const { i18n } = useLingui();
  const countryName = (code: string) => new Intl.DisplayNames([i18n.locale], { type: 'region' }).of(code) ?? code;
  const edited = editing && editing !== 'new' ? addresses.find((a) => a.id === editing) : undefined;
  const formOpen = editing === 'new' || edited !== undefined;
  return (
    <div className="vt-address-book">
      {notice ? <Notice notice={notice} /> : null}
      {addresses.length === 0 ? (
        <p>
          <Trans>Ihr Adressbuch ist leer. Ihre erste Adresse speichern wir auch bei Ihrer nächsten Bestellung.</Trans>
        </p>
      ) : (
        <ul className="vt-address-book__list">
          {addresses.map((address) => {
            const name = `${address.firstName} ${address.lastName}, ${address.street} ${address.houseNumber}`;
            const isDelivery = address.id === defaultDelivery;
            const isBilling = address.id === defaultBilling;
            return (
              <li key={address.id} className="vt-address-book__entry" aria-labelledby={`address-${address.id}`}>
                <h2 className="vt-visually-hidden" id={`address-${address.id}`}>
                  {name}
                </h2>
                <AddressBlock address={address} />
                <span className="vt-address-book__country">{countryName(address.country)}</span>
                {isDelivery || isBilling ? (
                  <ul className="vt-address-book__badges">
                    {isDelivery ? (
                      <li>
                        <Trans>Standard-Lieferadresse</Trans>
                      </li>
                    ) : null}
                    {isBilling ? (
                      <li>
                        <Trans>Standard-Rechnungsadresse</Trans>
                      </li>
                    ) : null}
                  </ul>
                ) : null}
                <div className="vt-address-book__actions">
                  <a href={editHrefs[address.id] ?? bookHref}>
                    <Trans>Ändern</Trans>
                    <span className="vt-visually-hidden"> {name}</span>
                  </a>
                  {isDelivery ? null : (
                    <DefaultButton action={defaultAction} id={address.id} use="delivery" name={name}>
                      <Trans>Als Lieferadresse verwenden</Trans>
                    </DefaultButton>
                  )}
                  {isBilling ? null : (
                    <DefaultButton action={defaultAction} id={address.id} use="billing" name={name}>
                      <Trans>Als Rechnungsadresse verwenden</Trans>
                    </DefaultButton>
                  )}
                  <form action={deleteAction}>
                    <input type="hidden" name="id" value={address.id} />
                    <Button type="submit" variant="outline">
                      <Trans>Löschen</Trans>
                      <span className="vt-visually-hidden"> {name}</span>
                    </Button>
                  </form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {formOpen ? (
        <AddressForm
          key={editing}
          entry={edited}
          countries={countries}
          isDefaultDelivery={edited !== undefined && edited.id === defaultDelivery}
          isDefaultBilling={edited !== undefined && edited.id === defaultBilling}
          action={saveAction}
          initialState={initialState}
          cancelHref={bookHref}
        />
      ) : (
        <p>
          <Button asChild variant="secondary">
            <a href={addHref}>
              <Trans>Neue Adresse hinzufügen</Trans>
            </a>
          </Button>
        </p>
      )}
    </div>
  );
}

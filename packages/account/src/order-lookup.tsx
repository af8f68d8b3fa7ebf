'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GuestOrderField } from '@vitrine/form-rules';
import { Field, submitKeepingValues, ruleMessage as message } from '@vitrine/forms';
import { Alert, Button } from '@vitrine/ui';
import { useActionState } from 'react';
import { FormErrors, RefusalAlert } from './form-parts';
import { type OrderProgressKey, OrderParcels, type ParcelLineView, type ParcelView, ProgressLabel, useFormats } from './order-history';
import { emptyState, type FormState } from './state';

/** What the lookup shows of an order: where it stands and its parcels (no address, no payment). */
export interface GuestOrderView {
  number: string;
  /** ISO date-time. */
  createdAt: string;
  progress: OrderProgressKey;
  deliveries: readonly ParcelView[];
  inPreparation: readonly ParcelLineView[];
}

/** The lookup form's state: what was typed, each field's problem, and the order found (or `notFound`). */
export interface OrderLookupState extends FormState<GuestOrderField> {
  order?: GuestOrderView | undefined;
  notFound?: boolean | undefined;
}

export type OrderLookupAction = (previous: OrderLookupState, form: FormData) => Promise<OrderLookupState>;

export interface OrderLookupProps {
  action: OrderLookupAction;
  /** The shop's time zone (the dates of the parcels). */
  timeZone: string;
  /** The login, for customers who would rather see all their orders. */
  loginHref: string;
  initialState?: OrderLookupState | undefined;
}

const ORDER: readonly GuestOrderField[] = ['orderNumber', 'email', 'postalCode'];

/**
 * An order's status without logging in: its number, the e-mail it was placed with and the delivery
 * address's postal code. A wrong combination is answered as an order that does not exist; what was
 * typed stays in the form.
 */
export function OrderLookup({ action: lookUp, timeZone, loginHref, initialState }: OrderLookupProps) {
  const { t } = useLingui();
  const formats = useFormats(timeZone);
  const [state, action, pending] = useActionState<OrderLookupState, FormData>(lookUp, initialState ?? emptyState<GuestOrderField>());
  const order = state.order;
  return (
    <div className="vt-order-lookup">
      <form action={action} onSubmit={submitKeepingValues(action)} noValidate className="vt-account-form" aria-labelledby="order-lookup-title">
        <h2 id="order-lookup-title">
          <Trans>Bestellung suchen</Trans>
        </h2>
        <p>
          <Trans>
            Mit Bestellnummer, E-Mail-Adresse und der Postleitzahl der Lieferadresse sehen Sie, wo Ihre Bestellung steht – ohne Anmeldung. Alle Bestellungen sehen Sie in Ihrem
            Konto: <a href={loginHref}>Anmelden</a>
          </Trans>
        </p>
        <FormErrors state={state} order={ORDER} />
        <RefusalAlert refused={state.refused} retryAfterSeconds={state.retryAfterSeconds} />
        {state.notFound ? (
          <Alert role="alert">
            <Trans>Zu diesen Angaben haben wir keine Bestellung gefunden. Bitte prüfen Sie Bestellnummer, E-Mail-Adresse und Postleitzahl.</Trans>
          </Alert>
        ) : null}
        <Field name="orderNumber" label={t`Bestellnummer`} hint={t`Sie steht in Ihrer Bestellbestätigung.`} error={message(state.errors.orderNumber)}>
          {(control) => <input className="vt-input" inputMode="numeric" autoComplete="off" defaultValue={state.values.orderNumber ?? ''} maxLength={12} required {...control} />}
        </Field>
        <Field name="email" label={t`E-Mail-Adresse`} error={message(state.errors.email)}>
          {(control) => <input className="vt-input" type="email" autoComplete="email" defaultValue={state.values.email ?? ''} maxLength={254} required {...control} />}
        </Field>
        <Field name="postalCode" label={t`Postleitzahl der Lieferadresse`} error={message(state.errors.postalCode)}>
          {(control) => <input className="vt-input" autoComplete="postal-code" defaultValue={state.values.postalCode ?? ''} maxLength={10} required {...control} />}
        </Field>
        <div className="vt-account-form__actions">
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? t`Wird gesucht …` : t`Bestellung anzeigen`}
          </Button>
        </div>
      </form>
      {order ? <FoundOrder order={order} formats={formats} /> : null}
    </div>
  );
}

function FoundOrder({ order, formats }: { order: GuestOrderView; formats: ReturnType<typeof useFormats> }) {
  const number = order.number;
  const date = formats.day(order.createdAt);
  return (
    <article className="vt-order" aria-labelledby="found-order-title">
      <header className="vt-order__header">
        <h2 id="found-order-title" className="vt-order__title">
          <Trans>
            Bestellung {number} vom {date}
          </Trans>
        </h2>
        <p className={`vt-order__progress vt-order__progress--${order.progress}`} role="status">
          <ProgressLabel progress={order.progress} />
        </p>
      </header>
      <OrderParcels deliveries={order.deliveries} inPreparation={order.inPreparation} formats={formats} />
    </article>
  );
}

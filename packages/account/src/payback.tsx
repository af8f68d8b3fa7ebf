'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Field, submitKeepingValues, ruleMessage as message } from '@vitrine/forms';
import { Alert, Button } from '@vitrine/ui';
import { useActionState } from 'react';
import { longDay } from './dates';
import { FormErrors, RefusalAlert } from './form-parts';
import { emptyState, type FormAction, type FormState } from './state';

/** One line of the points' history. */
export interface PaybackEntryView {
  /** `YYYY-MM-DD`. */
  bookedOn: string;
  kind: 'collected' | 'takenBack';
  /** Positive when collected, negative when taken back. */
  points: number;
  invoiceNumber?: string | null | undefined;
  returnId?: string | null | undefined;
}

export interface PaybackViewProps {
  /** The linked card's number, masked; none when no card is linked. */
  cardNumber?: string | null | undefined;
  /** `YYYY-MM-DD`. */
  linkedOn?: string | null | undefined;
  points: number;
  /** Newest first. */
  entries: readonly PaybackEntryView[];
  /** Links a card (`number`): `done` when linked. */
  linkAction: FormAction<'number'>;
  /** Unlinks the card (a plain form post). */
  unlinkAction: string | ((form: FormData) => void | Promise<void>);
  /** What the last unlink came to. */
  notice?: 'unlinked' | 'failed' | undefined;
  initialState?: FormState<'number'> | undefined;
}

function LinkForm({ action: link, initialState, replacing }: { action: FormAction<'number'>; initialState?: FormState<'number'> | undefined; replacing: boolean }) {
  const { t } = useLingui();
  const [state, action, pending] = useActionState(link, initialState ?? emptyState<'number'>());
  return (
    <form action={action} onSubmit={submitKeepingValues(action)} noValidate className="vt-account-form" aria-labelledby="payback-link-title">
      <h3 id="payback-link-title">{replacing ? <Trans>Andere PAYBACK Karte verknüpfen</Trans> : <Trans>PAYBACK Karte verknüpfen</Trans>}</h3>
      {state.done !== undefined && !Object.keys(state.errors).length ? (
        <Alert role="status">
          <Trans>Ihre PAYBACK Karte ist verknüpft. Ab jetzt sammeln Sie mit jeder Rechnung Punkte.</Trans>
        </Alert>
      ) : null}
      <FormErrors state={state} order={['number']} />
      <RefusalAlert refused={state.refused} />
      <Field
        name="number"
        id="field-payback-number"
        label={t`PAYBACK Kundennummer`}
        hint={t`Die 10 Ziffern unter dem Strichcode Ihrer Karte.`}
        error={message(state.errors.number)}
      >
        {(control) => <input className="vt-input" inputMode="numeric" autoComplete="off" defaultValue={state.values.number ?? ''} maxLength={13} required {...control} />}
      </Field>
      <div className="vt-account-form__actions">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? t`Wird gespeichert …` : t`Karte verknüpfen`}
        </Button>
      </div>
    </form>
  );
}

/**
 * PAYBACK (de-DE): the linked card, the points collected in this shop (1 point per full 2 € of goods
 * on each invoice while the card is linked, taken back for refunds) and their history; link, change
 * or unlink the card. Works without JavaScript.
 */
export function PaybackView({ cardNumber, linkedOn, points, entries, linkAction, unlinkAction, notice, initialState }: PaybackViewProps) {
  const { i18n } = useLingui();
  const total = points.toLocaleString(i18n.locale);
  const since = linkedOn ? longDay(i18n.locale, linkedOn) : '';
  const card = cardNumber ?? '';
  return (
    <div className="vt-payback">
      {notice === 'unlinked' ? (
        <Alert role="status">
          <Trans>Ihre PAYBACK Karte ist nicht mehr verknüpft. Die gesammelten Punkte bleiben Ihnen.</Trans>
        </Alert>
      ) : notice === 'failed' ? (
        <Alert role="alert">
          <Trans>Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.</Trans>
        </Alert>
      ) : null}
      <section className="vt-personal-data__section" aria-labelledby="payback-card-title">
        <h2 id="payback-card-title">
          <Trans>Ihre PAYBACK Karte</Trans>
        </h2>
        {cardNumber ? (
          <>
            <p>
              <Trans>
                Verknüpft ist die Karte {card} seit dem {since}.
              </Trans>
            </p>
            <form action={unlinkAction}>
              <Button type="submit" variant="outline">
                <Trans>Verknüpfung aufheben</Trans>
              </Button>
            </form>
          </>
        ) : (
          <p>
            <Trans>Verknüpfen Sie Ihre PAYBACK Karte, und Sie sammeln mit jedem Einkauf Punkte: 1 Punkt je 2 € Warenwert.</Trans>
          </p>
        )}
        <LinkForm action={linkAction} initialState={initialState} replacing={Boolean(cardNumber)} />
      </section>
      <section className="vt-personal-data__section" aria-labelledby="payback-points-title">
        <h2 id="payback-points-title">
          <Trans>Ihre Punkte</Trans>
        </h2>
        <p className="vt-payback__total">
          <Trans>In diesem Shop gesammelt: {total} Punkte</Trans>
        </p>
        {entries.length === 0 ? (
          <p>
            <Trans>Noch keine Punkte. Punkte werden gutgeschrieben, sobald eine Rechnung gestellt ist.</Trans>
          </p>
        ) : (
          <div className="vt-table-scroll">
            <table className="vt-ledger__table">
              <caption className="vt-visually-hidden">
                <Trans>Ihre PAYBACK Punkte, die neuesten zuerst</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Datum</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Buchung</Trans>
                  </th>
                  <th scope="col" className="vt-amount">
                    <Trans>Punkte</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => {
                  const invoice = entry.invoiceNumber ?? '';
                  const back = entry.returnId ?? '';
                  return (
                    <tr key={`${entry.kind}-${entry.invoiceNumber ?? ''}-${entry.returnId ?? ''}-${entry.bookedOn}`}>
                      <td>{longDay(i18n.locale, entry.bookedOn)}</td>
                      <th scope="row">{entry.kind === 'collected' ? <Trans>Gesammelt mit Rechnung {invoice}</Trans> : <Trans>Zurückgebucht für die Rücksendung {back}</Trans>}</th>
                      <td className="vt-amount">{entry.points > 0 ? `+${entry.points.toLocaleString(i18n.locale)}` : `−${Math.abs(entry.points).toLocaleString(i18n.locale)}`}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

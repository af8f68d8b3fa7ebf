'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { rateProtectionCover } from '@vitrine/instalment-math';
import { ErrorSummary, Field, Fieldset, submitKeepingValues, ruleMessage as message } from '@vitrine/forms';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';
import { Alert, Button } from '@vitrine/ui';
import { useActionState, useState } from 'react';
import { CheckoutRefusalAlert } from './refusal-alert-on-demand';
import { formatLongDay } from './formats';
import type { CheckoutFormAction, CheckoutFormState, OccupationKey, RateProtectionField, RateProtectionOfferView, RateProtectionView } from './types';

export interface RateProtectionFormProps {
  offer: RateProtectionOfferView;
  /** The plan it insures: its count and regular instalment (minor units). */
  plan: { count: number; monthlyInstalment: number };
  /** The insurance already chosen for this order (null: none yet). */
  chosen?: RateProtectionView | null | undefined;
  /** `offer`: the step after the payment; `update`: the plan changed, or the shopper changes the insurance. */
  mode?: 'offer' | 'update' | undefined;
  currency: Currency;
  format: PriceFormat;
  /** Saves the choice (a server action; works as a plain form post). */
  action: CheckoutFormAction<RateProtectionField>;
  initialState?: CheckoutFormState<RateProtectionField> | undefined;
  /** Where the instalment count is changed (the age problem's way out). */
  changePaymentHref?: string | undefined;
  submitLabel?: string | undefined;
}

const OCCUPATIONS: readonly OccupationKey[] = ['employed', 'self-employed', 'civil-servant', 'retired', 'other'];

/**
 * The rate-protection insurance for an instalment order: what it costs (a share of each
 * instalment, stated per month and over the term), what it covers for the shopper's occupation,
 * the product information, and the consent. In `update` mode it says what changed (a new premium
 * after a change of the plan, or an age the new term cannot insure) and asks again.
 */
export function RateProtectionForm({ offer, plan, chosen, mode = 'offer', currency, format, action: save, initialState, changePaymentHref, submitLabel }: RateProtectionFormProps) {
  const { t, i18n } = useLingui();
  const [state, action, pending] = useActionState(save, initialState ?? { values: {}, errors: {} });
  const { values, errors } = state;
  const money = (amount: number) => formatMoney(amount, currency, format);
  const [occupation, setOccupation] = useState<string>(values.occupation ?? chosen?.occupation ?? '');
  const protect = values.protect ?? (chosen || mode === 'offer' ? (chosen ? '1' : '') : '0');
  const monthly = money(offer.monthlyPremium);
  const total = money(offer.totalPremium);
  const instalment = money(plan.monthlyInstalment);
  const count = plan.count;
  const percent = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(offer.monthlyPercent);
  const last = formatLongDay(i18n.locale, offer.lastInstalment);
  const { minAge, maxAgeAtEnd } = offer;
  const riskName = { death: t`Tod`, incapacity: t`Arbeitsunfähigkeit`, unemployment: t`Arbeitslosigkeit` };
  const occupationName: Record<OccupationKey, string> = {
    employed: t`Angestellt`,
    'self-employed': t`Selbstständig`,
    'civil-servant': t`Verbeamtet`,
    retired: t`Im Ruhestand`,
    other: t`Sonstiges (nicht erwerbstätig)`,
  };
  const covers = (OCCUPATIONS as readonly string[]).includes(occupation) ? rateProtectionCover(occupation as OccupationKey).map((r) => riskName[r]) : [];
  const coverList = covers.join(', ');
  const ageMessage =
    state.refused === 'age-too-young'
      ? t`Der Ratenschutz ist ab ${minAge} Jahren möglich.`
      : state.refused === 'age-too-old'
        ? t`Der Ratenschutz ist möglich, wenn Sie bei der letzten Rate am ${last} höchstens ${maxAgeAtEnd} Jahre alt sind.`
        : undefined;
  const fieldMessage = {
    protect: message(errors.protect),
    birthDate: ageMessage ?? message(errors.birthDate),
    occupation: message(errors.occupation),
    consent: message(errors.consent),
  };
  const labels = { protect: t`Ratenschutz`, birthDate: t`Geburtsdatum der versicherten Person`, occupation: t`Berufliche Situation`, consent: t`Einwilligung` };
  const summary = (['protect', 'birthDate', 'occupation', 'consent'] as const).flatMap((field) =>
    fieldMessage[field]
      ? [
          {
            field,
            message: (
              <>
                {labels[field]}: {fieldMessage[field]}
              </>
            ),
          },
        ]
      : [],
  );
  const confirmed = chosen ? money(chosen.confirmedMonthlyPremium) : '';
  return (
    <form action={action} onSubmit={submitKeepingValues(action)} noValidate className="vt-checkout-form vt-rate-protection" aria-label={t`Ratenschutz`}>
      <CheckoutRefusalAlert refused={ageMessage ? undefined : state.refused} />
      <ErrorSummary title={t`Bitte überprüfen Sie Ihre Eingaben und füllen Sie alle Pflichtfelder aus.`} errors={summary} />
      {mode === 'update' && chosen?.ageProblem ? (
        <Alert>
          <p>
            <Trans>
              Für die neue Laufzeit bis {last} ist der Ratenschutz nicht möglich: Sie dürfen bei der letzten Rate höchstens {maxAgeAtEnd} Jahre alt sein. Verzichten Sie auf den
              Ratenschutz oder wählen Sie weniger Raten.
            </Trans>
          </p>
          {changePaymentHref ? (
            <p>
              <a href={changePaymentHref}>
                <Trans>Anzahl der Raten ändern</Trans>
              </a>
            </p>
          ) : null}
        </Alert>
      ) : mode === 'update' && chosen?.needsConfirmation ? (
        <Alert>
          <Trans>
            Ihre Raten haben sich geändert: Der Ratenschutz kostet jetzt {monthly} statt {confirmed} monatlich. Bitte bestätigen Sie ihn erneut oder verzichten Sie darauf.
          </Trans>
        </Alert>
      ) : null}
      <p>
        <Trans>
          Der Ratenschutz übernimmt Ihre offenen Raten, wenn Sie arbeitsunfähig oder unverschuldet arbeitslos werden, und im Todesfall den Restbetrag – damit Ihre Familie nichts
          zahlen muss.
        </Trans>
      </p>
      <p className="vt-rate-protection__price">
        <Trans>
          {monthly} monatlich zu jeder Rate von {instalment} ({percent} % der Monatsrate), insgesamt {total} bei {count} Raten. Der Beitrag enthält die Versicherungsteuer und ist
          nicht Teil Ihrer Bestellsumme.
        </Trans>
      </p>
      <Fieldset name="protect" legend={t`Möchten Sie Ihre Raten absichern?`} error={fieldMessage.protect}>
        {({ firstId }) => (
          <div className="vt-options">
            <label className="vt-option vt-option--offer">
              <input id={firstId} type="radio" name="protect" value="1" defaultChecked={protect === '1'} />
              <span className="vt-option__text">
                <span className="vt-option__title">{t`Ja, mit Ratenschutz`}</span>
                <span className="vt-option__hint">{t`${monthly} monatlich`}</span>
              </span>
            </label>
            <label className="vt-option">
              <input type="radio" name="protect" value="0" defaultChecked={protect === '0'} />
              <span className="vt-option__title">{t`Nein, ohne Ratenschutz`}</span>
            </label>
          </div>
        )}
      </Fieldset>
      <div className="vt-rate-protection__details">
        <Field
          name="birthDate"
          label={labels.birthDate}
          hint={t`Versicherbar ab ${minAge} Jahren bis höchstens ${maxAgeAtEnd} Jahre bei der letzten Rate.`}
          error={fieldMessage.birthDate}
        >
          {(control) => (
            <input className="vt-input" type="date" autoComplete="bday" defaultValue={values.birthDate ?? chosen?.birthDate ?? offer.customerBirthDate ?? ''} {...control} />
          )}
        </Field>
        <Field
          name="occupation"
          label={labels.occupation}
          hint={t`Arbeitslosigkeit ist nur für Angestellte versichert, Arbeitsunfähigkeit für Erwerbstätige.`}
          error={fieldMessage.occupation}
        >
          {(control) => (
            <select className="vt-input" value={occupation} onChange={(event) => setOccupation(event.currentTarget.value)} {...control}>
              <option value="">{t`Bitte wählen`}</option>
              {OCCUPATIONS.map((o) => (
                <option key={o} value={o}>
                  {occupationName[o]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {covers.length ? (
          <p className="vt-rate-protection__covers" aria-live="polite">
            <Trans>Versichert: {coverList}</Trans>
          </p>
        ) : null}
        <details className="vt-rate-protection__info">
          <summary>
            <Trans>Produktinformationsblatt zum Ratenschutz</Trans>
          </summary>
          <dl>
            <dt>
              <Trans>Was ist versichert?</Trans>
            </dt>
            <dd>
              <Trans>
                Arbeitsunfähigkeit ab der 6. Woche: Ihre Raten, solange sie dauert. Unverschuldete Arbeitslosigkeit (Angestellte, frühestens 3 Monate nach Beginn): bis zu 12 Raten.
                Tod: der Restbetrag.
              </Trans>
            </dd>
            <dt>
              <Trans>Was ist nicht versichert?</Trans>
            </dt>
            <dd>
              <Trans>Arbeitsunfähigkeit wegen Krankheiten, die in den 12 Monaten vor Beginn behandelt wurden; eine Kündigung durch Sie selbst.</Trans>
            </dd>
            <dt>
              <Trans>Laufzeit, Widerruf und Kündigung</Trans>
            </dt>
            <dd>
              <Trans>Von der Bestellung bis zur letzten Rate. Widerruf innerhalb von 30 Tagen ohne Angabe von Gründen; Kündigung jederzeit zum Monatsende.</Trans>
            </dd>
          </dl>
        </details>
        <Fieldset name="consent" legend={labels.consent} error={fieldMessage.consent}>
          {({ firstId }) => (
            <label className="vt-check">
              <input id={firstId} type="checkbox" name="consent" value="1" defaultChecked={values.consent === '1'} />{' '}
              <Trans>Ich habe das Produktinformationsblatt und die Versicherungsbedingungen erhalten und möchte meine Raten mit dem Ratenschutz absichern.</Trans>
            </label>
          )}
        </Fieldset>
      </div>
      <div className="vt-checkout-form__actions">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {submitLabel ?? (mode === 'update' ? t`Übernehmen` : t`Weiter zur Übersicht`)}
        </Button>
      </div>
    </form>
  );
}

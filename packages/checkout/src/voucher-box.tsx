import { Trans, useLingui } from '@lingui/react/macro';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';

/** Why a voucher is refused, or takes nothing off now (spec §9's rules). */
export type VoucherProblemKey =
  'unknown' | 'not-combinable' | 'not-yet-valid' | 'expired' | 'used-today' | 'already-used' | 'received-too-long-ago' | 'nothing-applies' | 'minimum-not-reached' | 'failed';

export interface VoucherBoxProps {
  /** The voucher on the order, with what it takes off now or why nothing. */
  applied?: { code: string; discount: number; problem?: VoucherProblemKey | null | undefined } | null | undefined;
  /** The code just refused, with the reason (the form shows it again). */
  refused?: { code: string; reason: VoucherProblemKey } | undefined;
  /** Posts `code` (a server action or a URL). */
  applyAction: string | ((form: FormData) => void | Promise<void>);
  removeAction: string | ((form: FormData) => void | Promise<void>);
  currency: Currency;
  format: PriceFormat;
}

function ProblemText({ problem }: { problem: VoucherProblemKey }) {
  switch (problem) {
    case 'unknown':
      return <Trans>Diesen Gutscheincode kennen wir nicht. Bitte prüfen Sie Ihre Eingabe.</Trans>;
    case 'not-combinable':
      return <Trans>Pro Bestellung ist nur ein Gutschein möglich. Bitte entfernen Sie zuerst den anderen Gutschein.</Trans>;
    case 'not-yet-valid':
      return <Trans>Dieser Gutschein gilt noch nicht.</Trans>;
    case 'expired':
      return <Trans>Dieser Gutschein ist abgelaufen.</Trans>;
    case 'used-today':
      return <Trans>Diesen Rabattcode haben Sie heute schon eingelöst: Er gilt einmal pro Tag.</Trans>;
    case 'already-used':
      return <Trans>Diesen Gutschein haben Sie bereits eingelöst.</Trans>;
    case 'received-too-long-ago':
      return <Trans>Der Newsletter-Gutschein gilt 30 Tage ab Erhalt. Diese Frist ist vorbei.</Trans>;
    case 'nothing-applies':
      return <Trans>Der Gutschein gilt für keinen Artikel Ihres Warenkorbs (Rabattcodes nicht für reduzierte Artikel, der Newsletter-Gutschein nicht für Technik).</Trans>;
    case 'minimum-not-reached':
      return <Trans>Der Mindestbestellwert dieses Gutscheins ist nicht erreicht.</Trans>;
    case 'failed':
      return <Trans>Der Gutschein konnte gerade nicht geprüft werden. Bitte versuchen Sie es noch einmal.</Trans>;
  }
}

/**
 * The voucher of an order: a code to redeem (plain form, works without JavaScript) with the reason
 * a code is refused, or the voucher on the order with what it takes off and a way to remove it.
 */
export function VoucherBox({ applied, refused, applyAction, removeAction, currency, format }: VoucherBoxProps) {
  const { t } = useLingui();
  if (applied) {
    const code = applied.code;
    const off = formatMoney(applied.discount, currency, format);
    return (
      <section className="vt-voucher" aria-labelledby="voucher-title">
        <h2 id="voucher-title">
          <Trans>Gutschein</Trans>
        </h2>
        <p>
          <Trans>
            Gutschein {code}: −{off}
          </Trans>
        </p>
        {applied.problem ? (
          <p className="vt-voucher__problem" role="status">
            <ProblemText problem={applied.problem} />
          </p>
        ) : null}
        <form action={removeAction}>
          <button type="submit" className="vt-link-button" aria-label={t`Gutschein ${code} entfernen`}>
            <Trans>Entfernen</Trans>
          </button>
        </form>
      </section>
    );
  }
  return (
    <section className="vt-voucher" aria-labelledby="voucher-title">
      <h2 id="voucher-title">
        <Trans>Gutschein</Trans>
      </h2>
      <form action={applyAction} className="vt-voucher__form">
        <label htmlFor="voucher-code" className="vt-form-field__label">
          <Trans>Gutscheincode</Trans>
        </label>
        {refused ? (
          <p id="voucher-problem" className="vt-field-error" role="alert">
            <ProblemText problem={refused.reason} />
          </p>
        ) : null}
        <div className="vt-voucher__row">
          <input
            id="voucher-code"
            name="code"
            className="vt-input"
            defaultValue={refused?.code ?? ''}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? 'voucher-problem' : undefined}
          />
          <button type="submit" className="vt-button" data-variant="secondary">
            <Trans>Einlösen</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';
import { Alert, Button } from '@vitrine/ui';
import { formatLongDay } from './formats';
import { BankTransferHint } from './bank-transfer-hint';

/** How an open amount can be paid by link. */
export type PaylinkMethodKey = 'creditCard' | 'paypal' | 'twint' | 'ideal' | 'prepayment';

export interface PaylinkViewData {
  /** What it pays, as the customer knows it (the order or invoice number). */
  reference: string;
  /** Minor units. */
  amount: number;
  status: 'open' | 'paid' | 'cancelled' | 'expired';
  /** ISO date-time. */
  expiresAt: string;
  paidAt?: string | null | undefined;
  methods: readonly PaylinkMethodKey[];
  /** The reference a bank transfer quotes. */
  bankTransferReference: string;
}

export interface PaylinkViewProps {
  /** The link (null: the token is not one of the shop's). */
  link: PaylinkViewData | null;
  currency: Currency;
  format: PriceFormat;
  /** Posts `method`: a server action or a URL. */
  action: string | ((form: FormData) => void | Promise<void>);
  /** What happened before: the provider declined, the shopper cancelled there, or it failed. */
  notice?: 'declined' | 'abandoned' | 'failed' | undefined;
  /** The bank transfer was chosen: what to transfer and the reference. */
  transfer?: boolean | undefined;
  /** The customer service's page (an expired or unknown link). */
  serviceHref: string;
}

/**
 * The payment-link page: the open amount and what it pays, the methods the shop allows for links
 * (a plain form: works without JavaScript), or, for a paid, expired or unknown link, what that means.
 */
export function PaylinkView({ link, currency, format, action, notice, transfer, serviceHref }: PaylinkViewProps) {
  const { t, i18n } = useLingui();
  const methodName: Record<PaylinkMethodKey, string> = {
    creditCard: t`Kreditkarte`,
    paypal: 'PayPal',
    twint: 'TWINT',
    ideal: 'iDEAL',
    prepayment: t`Überweisung`,
  };
  if (!link || link.status === 'cancelled') {
    return (
      <Alert role="alert">
        <p>
          <Trans>Dieser Zahlungslink ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben.</Trans>
        </p>
        <p>
          <a href={serviceHref}>
            <Trans>Zum Kundenservice</Trans>
          </a>
        </p>
      </Alert>
    );
  }
  const amount = formatMoney(link.amount, currency, format);
  const reference = link.reference;
  const until = formatLongDay(i18n.locale, link.expiresAt.slice(0, 10));
  const facts = (
    <dl className="vt-paylink__facts">
      <div>
        <dt>
          <Trans>Betrag</Trans>
        </dt>
        <dd>{amount}</dd>
      </div>
      <div>
        <dt>
          <Trans>Für</Trans>
        </dt>
        <dd>
          <Trans>Auftrag {reference}</Trans>
        </dd>
      </div>
    </dl>
  );
  if (link.status === 'paid') {
    const paidOn = link.paidAt ? formatLongDay(i18n.locale, link.paidAt.slice(0, 10)) : '';
    return (
      <div className="vt-paylink">
        {facts}
        <p role="status">{paidOn ? <Trans>Dieser Betrag wurde am {paidOn} bezahlt. Vielen Dank!</Trans> : <Trans>Dieser Betrag ist bezahlt. Vielen Dank!</Trans>}</p>
      </div>
    );
  }
  if (link.status === 'expired') {
    return (
      <div className="vt-paylink">
        {facts}
        <Alert role="alert">
          <p>
            <Trans>Dieser Zahlungslink ist abgelaufen. Unser Kundenservice schickt Ihnen gern einen neuen.</Trans>
          </p>
          <p>
            <a href={serviceHref}>
              <Trans>Zum Kundenservice</Trans>
            </a>
          </p>
        </Alert>
      </div>
    );
  }
  return (
    <div className="vt-paylink">
      {notice ? (
        <Alert role="alert">
          {notice === 'declined' ? (
            <Trans>Die Zahlung wurde abgelehnt; es wurde nichts berechnet. Bitte versuchen Sie es noch einmal oder wählen Sie eine andere Zahlungsart.</Trans>
          ) : notice === 'abandoned' ? (
            <Trans>Sie haben die Zahlung abgebrochen; es wurde nichts berechnet.</Trans>
          ) : (
            <Trans>Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.</Trans>
          )}
        </Alert>
      ) : null}
      {facts}
      <p>
        <Trans>Sie können diesen Betrag bis zum {until} bequem online bezahlen.</Trans>
      </p>
      {transfer && link.methods.includes('prepayment') ? <BankTransferHint amount={amount} reference={link.bankTransferReference} id="paylink-transfer" /> : null}
      <form action={action} className="vt-checkout-form" aria-label={t`Online bezahlen`}>
        <fieldset className="vt-form-fieldset">
          <legend>{t`Zahlungsart`}</legend>
          <div className="vt-options">
            {link.methods.map((method, index) => (
              <label key={method} className="vt-option">
                <input type="radio" name="method" value={method} defaultChecked={transfer ? method === 'prepayment' : index === 0} />
                <span className="vt-option__title">{methodName[method]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="vt-checkout-form__actions">
          <Button type="submit">{t`${amount} bezahlen`}</Button>
        </div>
      </form>
    </div>
  );
}

export interface PaylinkSuccessViewProps {
  reference: string;
  amount: number;
  currency: Currency;
  format: PriceFormat;
  continueHref: string;
}

/** The payment link's returning-success page: the payment arrived. */
export function PaylinkSuccessView({ reference, amount, currency, format, continueHref }: PaylinkSuccessViewProps) {
  const paid = formatMoney(amount, currency, format);
  return (
    <div className="vt-paylink">
      <p className="vt-order-confirmation__lead" role="status">
        <Trans>
          Vielen Dank! Ihre Zahlung über {paid} für Auftrag {reference} ist bei uns eingegangen.
        </Trans>
      </p>
      <p>
        <a className="vt-button" data-variant="primary" href={continueHref}>
          <Trans>Weiter einkaufen</Trans>
        </a>
      </p>
    </div>
  );
}

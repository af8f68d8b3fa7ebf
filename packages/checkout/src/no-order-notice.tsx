import { Trans } from '@lingui/react/macro';

export type NoOrderReason = 'not-enough-stock' | 'basket-empty' | 'failed';

export interface NoOrderNoticeProps {
  reason: NoOrderReason;
  basketHref: string;
  /** Check and order, to try again. */
  checkoutHref: string;
  /** The service page (contact). */
  serviceHref: string;
}

/** The no-order notice: why no order was placed, that the basket is as it was, and the ways on. */
export function NoOrderNotice({ reason, basketHref, checkoutHref, serviceHref }: NoOrderNoticeProps) {
  return (
    <div className="vt-no-order" role="status">
      <p>
        {reason === 'not-enough-stock' ? (
          <Trans>Ihre Bestellung konnte nicht aufgegeben werden: Ein Artikel ist nicht mehr in der gewünschten Menge verfügbar.</Trans>
        ) : reason === 'basket-empty' ? (
          <Trans>Ihr Warenkorb ist leer: Es gibt nichts zu bestellen.</Trans>
        ) : (
          <Trans>Ihre Bestellung konnte gerade nicht abgeschlossen werden. Bitte versuchen Sie es noch einmal: Sie bestellen dabei nicht doppelt.</Trans>
        )}
      </p>
      {reason !== 'basket-empty' ? (
        <p>
          <Trans>Ihr Warenkorb ist unverändert.</Trans>
        </p>
      ) : null}
      <p className="vt-no-order__next">
        <a className="vt-button" data-variant="primary" href={reason === 'failed' ? checkoutHref : basketHref}>
          {reason === 'failed' ? <Trans>Erneut versuchen</Trans> : <Trans>Zum Warenkorb</Trans>}
        </a>{' '}
        <a href={serviceHref}>
          <Trans>Kundenservice</Trans>
        </a>
      </p>
    </div>
  );
}

'use client';
import { Trans } from '@lingui/react/macro';
import { Alert } from '@vitrine/ui';
import type { CheckoutRefusal } from './types';

/** The refusal's text. */
function RefusalText({ refused }: { refused: CheckoutRefusal }) {
  switch (refused) {
    case 'unknown-address':
      return <Trans>Bitte wählen Sie eine Lieferadresse.</Trans>;
    case 'country-not-served':
      return <Trans>In dieses Land liefern wir leider nicht.</Trans>;
    case 'option-unavailable':
      return <Trans>Diese Versandart ist für Ihren Warenkorb nicht möglich. Bitte wählen Sie eine andere.</Trans>;
    case 'parcel-shop-required':
      return <Trans>Bitte wählen Sie einen Paketshop.</Trans>;
    case 'unknown-parcel-shop':
      return <Trans>Diesen Paketshop gibt es nicht mehr. Bitte wählen Sie einen anderen.</Trans>;
    case 'method-unavailable':
      return <Trans>Diese Zahlungsart ist für diese Bestellung nicht möglich. Bitte wählen Sie eine andere.</Trans>;
    case 'instalments-unavailable':
      return <Trans>Bitte wählen Sie die Anzahl der Raten.</Trans>;
    case 'pause-unavailable':
      return <Trans>Die Zahlpause ist mit dieser Zahlungsart nicht möglich.</Trans>;
    case 'rate-protection-unavailable':
      return <Trans>Der Ratenschutz ist nur bei Ratenzahlung möglich.</Trans>;
    case 'age-too-young':
    case 'age-too-old':
      return <Trans>Mit diesem Geburtsdatum ist der Ratenschutz für diese Laufzeit nicht möglich.</Trans>;
    case 'unavailable':
      return <Trans>Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.</Trans>;
  }
}

/** The refusal above a checkout form, in an alert (loaded with the form errors, or by `CheckoutRefusalAlert` when there is one). */
export function CheckoutRefusalAlertView({ refused }: { refused?: CheckoutRefusal | undefined }) {
  return refused ? (
    <Alert role="alert">
      <RefusalText refused={refused} />
    </Alert>
  ) : null;
}

import { useLingui } from '@lingui/react/macro';
import type { PaymentMethodKey } from './types';

/** The names of the payment methods. */
export function usePaymentName(): (method: PaymentMethodKey) => string {
  const { t } = useLingui();
  return (method) =>
    ({
      invoice: t`Rechnung`,
      instalments: t`Ratenzahlung`,
      prepayment: t`Vorauskasse`,
      creditCard: t`Kreditkarte`,
      ideal: 'iDEAL',
    })[method];
}

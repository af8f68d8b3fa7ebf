import { Trans, useLingui } from '@lingui/react/macro';
import { formatDay } from './formats';
import type { DeliveryOptionKey } from './types';

/** The names of the delivery options. */
export function useDeliveryName(): (option: DeliveryOptionKey) => string {
  const { t } = useLingui();
  return (option) =>
    ({
      standard: t`Standardversand`,
      express: t`Expressversand`,
      parcelShop: t`Lieferung an einen Paketshop`,
      freight: t`Speditionslieferung`,
    })[option];
}

/** The expected delivery: one day, or from … to …. */
export function DeliveryDates({ earliest, latest }: { earliest: string; latest: string }) {
  const { i18n } = useLingui();
  const from = formatDay(i18n.locale, earliest);
  const until = formatDay(i18n.locale, latest);
  return earliest === latest ? (
    <Trans>Lieferung voraussichtlich am {from}</Trans>
  ) : (
    <Trans>
      Lieferung voraussichtlich zwischen {from} und {until}
    </Trans>
  );
}

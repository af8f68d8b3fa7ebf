import { Trans, useLingui } from '@lingui/react/macro';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';
import { Button } from '@vitrine/ui';
import { formatLongDay } from './formats';
import type { PremiumOfferView } from './types';

export interface PremiumFormProps {
  offer: PremiumOfferView;
  /** Bought with this order (the form starts with it). */
  chosen: boolean;
  /** Posts `premium` (`1` or `0`): a server action or a URL. */
  action: string | ((form: FormData) => void | Promise<void>);
  currency: Currency;
  format: PriceFormat;
  /** The button's label. Default "Weiter zur Übersicht". */
  submitLabel?: string | undefined;
}

/**
 * The premium membership at checkout (shop-ch): what it costs and gives (standard and parcel-shop
 * delivery free for its months, from this order on), or for a member until when it runs and the
 * renewal from its end; a plain form that works without JavaScript.
 */
export function PremiumForm({ offer, chosen, action, currency, format, submitLabel }: PremiumFormProps) {
  const { t, i18n } = useLingui();
  const price = formatMoney(offer.price, currency, format);
  const months = offer.months;
  const until = formatLongDay(i18n.locale, offer.renewsUntil);
  const member = offer.memberUntil ? formatLongDay(i18n.locale, offer.memberUntil) : null;
  return (
    <form action={action} className="vt-checkout-form" aria-label={t`Premium-Mitgliedschaft`}>
      {member ? (
        <p>
          <Trans>Sie sind Premium-Mitglied bis {member}: Standard- und Paketshop-Lieferung sind für Sie kostenlos.</Trans>
        </p>
      ) : (
        <p>
          <Trans>Als Premium-Mitglied liefern wir Ihnen {months} Monate lang kostenlos (Standard und Paketshop), schon diese Bestellung.</Trans>
        </p>
      )}
      <fieldset className="vt-form-fieldset">
        <legend>{member ? t`Mitgliedschaft verlängern?` : t`Premium-Mitglied werden?`}</legend>
        <div className="vt-options">
          <label className="vt-option vt-option--offer">
            <input type="radio" name="premium" value="1" defaultChecked={chosen} />
            <span className="vt-option__text">
              <span className="vt-option__title">{member ? t`Ja, um ${months} Monate verlängern` : t`Ja, Premium-Mitglied für ${months} Monate`}</span>
              <span className="vt-option__hint">{t`Gültig bis ${until}`}</span>
            </span>
            <span className="vt-option__price">{price}</span>
          </label>
          <label className="vt-option">
            <input type="radio" name="premium" value="0" defaultChecked={!chosen} />
            <span className="vt-option__title">{t`Nein, danke`}</span>
          </label>
        </div>
      </fieldset>
      <div className="vt-checkout-form__actions">
        <Button type="submit">{submitLabel ?? t`Weiter zur Übersicht`}</Button>
      </div>
    </form>
  );
}

'use client';
import { useLingui } from '@lingui/react/macro';
import type { Currency } from '@vitrine/graphql-client';
import type { LocaleSettings, ProductLocale } from '@vitrine/i18n';
import { type BasketShipping, formatMoney, type PriceFormat } from '@vitrine/pricing';
import { Button, Dialog } from '@vitrine/ui';
import { Recommendations } from './recommendations';

export interface BasketLayerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName: string;
  variant: string | undefined;
  count: number;
  /** Shipping for the basket now (`shippingForBasket`): the layer says what the checkout will charge. */
  shipping?: BasketShipping | undefined;
  sku: string;
  locale: ProductLocale;
  currency: Currency;
  locales: LocaleSettings;
  format: PriceFormat;
}

/**
 * The add-to-basket layer: what was added, how many pieces the basket holds, what its delivery will
 * cost (by freight, free, or what is missing: the basket page's words), and its two recommendation
 * slots (spec §9).
 */
export default function BasketLayer({ open, onOpenChange, productName, variant, count, shipping, ...recommendations }: BasketLayerProps) {
  const { t } = useLingui();
  const what = variant ? `${productName} (${variant})` : productName;
  const money = (amount: number) => formatMoney(amount, recommendations.currency, recommendations.format);
  const costText = shipping ? money(shipping.cost) : '';
  const missingText = shipping ? money(shipping.missingForFree) : '';
  return (
    <Dialog open={open} onOpenChange={onOpenChange} placement="side" title={t`Der Artikel liegt im Warenkorb`} description={t`${what} – im Warenkorb: ${count} Artikel`}>
      {shipping ? (
        <p className="vt-basket-layer__shipping">
          {shipping.method === 'freight'
            ? t`Ihre Bestellung wird per Spedition geliefert, für ${costText}.`
            : shipping.missingForFree > 0
              ? t`Noch ${missingText} bis zum kostenlosen Versand.`
              : t`Ihre Bestellung wird kostenlos versandt.`}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => onOpenChange(false)}>
        {t`Weiter einkaufen`}
      </Button>
      <Recommendations {...recommendations} placement="ADD_TO_BASKET" eager />
    </Dialog>
  );
}

'use client';
import { useLingui } from '@lingui/react/macro';
import type { Currency } from '@vitrine/graphql-client';
import type { LocaleSettings, ProductLocale } from '@vitrine/i18n';
import type { PriceFormat } from '@vitrine/pricing';
import { Button, Dialog } from '@vitrine/ui';
import { Recommendations } from './recommendations';

export interface BasketLayerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName: string;
  variant: string | undefined;
  count: number;
  sku: string;
  locale: ProductLocale;
  currency: Currency;
  locales: LocaleSettings;
  format: PriceFormat;
}

/** The add-to-basket layer: what was added, how many pieces the basket holds, and its two recommendation slots (spec §9). */
export default function BasketLayer({ open, onOpenChange, productName, variant, count, ...recommendations }: BasketLayerProps) {
  const { t } = useLingui();
  const what = variant ? `${productName} (${variant})` : productName;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} placement="side" title={t`Der Artikel liegt im Warenkorb`} description={t`${what} – im Warenkorb: ${count} Artikel`}>
      <Button variant="secondary" onClick={() => onOpenChange(false)}>
        {t`Weiter einkaufen`}
      </Button>
      <Recommendations {...recommendations} placement="ADD_TO_BASKET" eager />
    </Dialog>
  );
}

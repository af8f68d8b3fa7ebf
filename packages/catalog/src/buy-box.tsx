'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Currency } from '@vitrine/graphql-client';
import type { LocaleSettings, ProductLocale } from '@vitrine/i18n';
import type { PriceFormat } from '@vitrine/pricing';
import { Alert, Button } from '@vitrine/ui';
import { lazy, type ReactNode, Suspense, useActionState, useEffect, useState } from 'react';
import { type AddToBasketState, IDLE } from './basket-state';
import { VariantPicker } from './variant-picker';
import { BASKET_CHANGED_EVENT, type BasketChangedDetail } from './events';

// The layer (a dialog with recommendations) arrives after the first successful add.
const BasketLayer = lazy(() => import('./basket-layer'));

export interface BuyBoxProps {
  /** The server action that adds the chosen variant (posts without JavaScript too). */
  action: (previous: AddToBasketState, form: FormData) => Promise<AddToBasketState>;
  sku: string;
  productName: string;
  locale: ProductLocale;
  currency: Currency;
  dimension: string | null;
  variants: readonly { sku: string; label: string; available: boolean }[];
  available: boolean;
  /** The shop's locales and price format, for the layer's recommendations. */
  locales: LocaleSettings;
  format: PriceFormat;
  /** The form's id (a {@link BuyBoxHeart} outside it posts its fields). Default `buy-box`. */
  id?: string | undefined;
  /** Shown beside the button: the wishlist's heart ({@link BuyBoxHeart}, rendered by the server: no code here). */
  heart?: ReactNode;
}

/**
 * Variant choice and "add to basket" as one form: without a chosen variant it says so and adds
 * nothing (spec: a variant must be chosen first). Posts without JavaScript too.
 */
export function BuyBox({ action: addToBasket, sku, productName, locale, currency, dimension, variants, available, locales, format, id = 'buy-box', heart }: BuyBoxProps) {
  const { t } = useLingui();
  const single = variants.length === 1 ? variants[0]!.sku : undefined;
  const [chosen, setChosen] = useState<string | undefined>(single);
  const [missing, setMissing] = useState(false);
  const [state, action, pending] = useActionState(addToBasket, IDLE);
  const [layer, setLayer] = useState(false);
  useEffect(() => {
    if (state.status !== 'added') return;
    setLayer(true);
    // The header's count (an island of the shop) listens for this.
    window.dispatchEvent(new CustomEvent<BasketChangedDetail>(BASKET_CHANGED_EVENT, { detail: { count: state.count ?? 1 } }));
  }, [state]);

  const pieces = state.count ?? 1;
  // The server's "choose a variant" (a post before the page was interactive) goes as soon as one is chosen.
  const needsVariant = missing || (state.status === 'variant-required' && !chosen);
  const chosenLabel = variants.find((v) => v.sku === (state.variant ?? chosen))?.label;
  return (
    <form
      id={id}
      action={action}
      className="vt-buy-box"
      onSubmit={(event) => {
        // What the form posts has the last word (a choice made before the page ran is in it too).
        if (!chosen && !new FormData(event.currentTarget).get('variant')) {
          event.preventDefault();
          setMissing(true);
          document.querySelector<HTMLInputElement>('.vt-buy-box input[name="variant"]:not([disabled])')?.focus();
        }
      }}
    >
      {single ? <input type="hidden" name="variant" value={single} /> : null}
      <VariantPicker
        dimension={dimension}
        variants={variants}
        value={chosen}
        onValueChange={(value) => {
          setChosen(value);
          setMissing(false);
        }}
        name="variant"
        errorId={needsVariant ? 'variant-error' : undefined}
      />
      {needsVariant ? (
        <p id="variant-error" className="vt-field-error" role="alert">
          {t`Bitte wählen Sie zuerst eine Variante aus.`}
        </p>
      ) : null}
      <div className="vt-buy-box__actions">
        <Button type="submit" disabled={!available || pending} aria-busy={pending}>
          {available ? t`In den Warenkorb` : t`Leider ausverkauft`}
        </Button>
        {heart}
      </div>
      {state.status === 'failed' ? (
        <Alert role="alert">
          <Trans>Ihr Artikel konnte leider nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es später nochmal.</Trans>
        </Alert>
      ) : state.status === 'rate-limited' ? (
        <Alert role="alert">
          <Trans>Das waren zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in {state.retryAfter ?? 60} Sekunden noch einmal.</Trans>
        </Alert>
      ) : state.status === 'sold-out' || state.status === 'not-enough-stock' ? (
        <Alert role="alert">
          <Trans>Diese Variante ist leider nicht mehr vorrätig. Bitte wählen Sie eine andere.</Trans>
        </Alert>
      ) : state.status === 'added' ? (
        <p role="status" className="vt-buy-box__added">
          {t`In Ihrem Warenkorb: ${pieces} Artikel`}
        </p>
      ) : null}
      {layer ? (
        <Suspense fallback={null}>
          <BasketLayer
            open={layer}
            onOpenChange={setLayer}
            productName={productName}
            variant={variants.length > 1 ? chosenLabel : undefined}
            count={state.count ?? 1}
            shipping={state.shipping}
            sku={sku}
            locale={locale}
            currency={currency}
            locales={locales}
            format={format}
          />
        </Suspense>
      ) : null}
    </form>
  );
}

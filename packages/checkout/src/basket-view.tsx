import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type BasketShipping, type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';

export interface BasketLineView {
  variantSku: string;
  productName: string;
  /** The product page. */
  href: string;
  image?: { url: string; alt: string; width: number; height: number } | undefined;
  /** Size, colour, … of the variant (null: a product with one variant). */
  variantLabel: string | null;
  quantity: number;
  /** Pieces in stock now (at most 10). */
  available: number;
  /** Minor units; null when the price is unknown. */
  unitPrice: number | null;
  lineTotal: number | null;
}

/** What went wrong with the shopper's last change (the page says it above the lines). */
export interface BasketProblem {
  variantSku?: string | undefined;
  kind: 'not-enough-stock' | 'sold-out' | 'failed';
  available?: number | undefined;
}

export interface BasketViewProps {
  lines: readonly BasketLineView[];
  currency: Currency;
  format: PriceFormat;
  /** Sum of the lines that can be ordered, minor units. */
  subtotal: number;
  /**
   * Shipping for these goods as the checkout will charge it (`shippingForBasket` of
   * `@vitrine/pricing`, from the gateway's `Basket.shipping`): by freight, free, or what is missing.
   */
  shipping: BasketShipping;
  /** Form actions (server actions or URLs): both post `variant`, the change also `quantity`. */
  changeAction: string | ((form: FormData) => void | Promise<void>);
  removeAction: string | ((form: FormData) => void | Promise<void>);
  continueHref: string;
  /** The checkout, where the shop has it. */
  checkoutHref?: string | undefined;
  problem?: BasketProblem | undefined;
}

const MAX_PIECES = 10;

/**
 * The basket page's content: each line with image, name, variant, price, a quantity form and a
 * remove button (plain forms: they work without JavaScript), what is short of stock, the subtotal,
 * the shipping the checkout will charge with its note (freight, free, or what is missing), and the way on.
 */
export function BasketView({ lines, currency, format, subtotal, shipping, changeAction, removeAction, continueHref, checkoutHref, problem }: BasketViewProps) {
  const { t } = useLingui();
  const money = (amount: number) => formatMoney(amount, currency, format);
  if (!lines.length) {
    return (
      <section className="vt-basket vt-basket--empty" aria-labelledby="basket-heading">
        <h1 id="basket-heading">
          <Trans>Warenkorb</Trans>
        </h1>
        <p>
          <Trans>Ihr Warenkorb ist leer.</Trans>
        </p>
        <p>
          <a className="vt-button" data-variant="primary" href={continueHref}>
            <Trans>Weiter einkaufen</Trans>
          </a>
        </p>
      </section>
    );
  }
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  const problemLine = problem?.variantSku ? lines.find((l) => l.variantSku === problem.variantSku) : undefined;
  const problemName = problemLine?.productName ?? '';
  const available = problem?.available ?? 0;
  return (
    <section className="vt-basket" aria-labelledby="basket-heading">
      <h1 id="basket-heading">
        <Trans>Warenkorb</Trans>{' '}
        <span className="vt-basket__count">
          (<Plural value={count} one="# Artikel" other="# Artikel" />)
        </span>
      </h1>
      {problem ? (
        <p role="alert" className="vt-basket__problem">
          {problem.kind === 'not-enough-stock'
            ? t`Von „${problemName}“ sind nur noch ${available} Stück verfügbar.`
            : problem.kind === 'sold-out'
              ? t`„${problemName}“ ist leider ausverkauft.`
              : t`Ihr Warenkorb konnte gerade nicht geändert werden. Bitte versuchen Sie es noch einmal.`}
        </p>
      ) : null}
      <ul className="vt-basket__lines">
        {lines.map((line) => {
          const short = line.available < line.quantity;
          const choices = Array.from({ length: Math.max(1, Math.min(MAX_PIECES, Math.max(line.available, line.quantity))) }, (_, i) => i + 1);
          const name = line.productName;
          const stock = line.available;
          const unit = line.unitPrice !== null ? money(line.unitPrice) : '';
          return (
            <li key={line.variantSku} className="vt-basket__line" data-short={short || undefined}>
              {line.image ? (
                <img src={line.image.url} alt="" width={line.image.width} height={line.image.height} loading="lazy" decoding="async" className="vt-basket__image" />
              ) : null}
              <div className="vt-basket__details">
                <h2 className="vt-basket__name">
                  <a href={line.href}>{name}</a>
                </h2>
                {line.variantLabel ? <p className="vt-basket__variant">{line.variantLabel}</p> : null}
                {line.unitPrice !== null ? <p className="vt-basket__unit">{t`Einzelpreis ${unit}`}</p> : null}
                {short ? (
                  <p className="vt-basket__stock">
                    {stock === 0 ? t`Ausverkauft: dieser Artikel kann nicht bestellt werden.` : t`Nur noch ${stock} Stück verfügbar: bitte ändern Sie die Menge.`}
                  </p>
                ) : null}
                <div className="vt-basket__actions">
                  <form action={changeAction} className="vt-basket__quantity">
                    <input type="hidden" name="variant" value={line.variantSku} />
                    <label>
                      <span>{t`Menge`}</span>{' '}
                      <select name="quantity" defaultValue={String(Math.min(line.quantity, choices.length))} className="vt-input" aria-describedby={`total-${line.variantSku}`}>
                        {choices.map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </label>{' '}
                    <button type="submit" className="vt-button" data-variant="secondary" data-size="small" aria-label={t`Menge von ${name} ändern`}>
                      <Trans>Ändern</Trans>
                    </button>
                  </form>
                  <form action={removeAction}>
                    <input type="hidden" name="variant" value={line.variantSku} />
                    <button type="submit" className="vt-link-button" aria-label={t`${name} entfernen`}>
                      <Trans>Entfernen</Trans>
                    </button>
                  </form>
                </div>
              </div>
              <p className="vt-basket__total" id={`total-${line.variantSku}`}>
                {line.lineTotal !== null ? money(line.lineTotal) : null}
              </p>
            </li>
          );
        })}
      </ul>
      <section className="vt-basket__summary" aria-labelledby="basket-summary">
        <h2 id="basket-summary">
          <Trans>Zusammenfassung</Trans>
        </h2>
        <dl>
          <div>
            <dt>
              <Trans>Zwischensumme</Trans>
            </dt>
            <dd>{money(subtotal)}</dd>
          </div>
          <div>
            <dt>{shipping.method === 'freight' ? <Trans>Speditionslieferung</Trans> : <Trans>Versand</Trans>}</dt>
            <dd>{shipping.cost === 0 ? <Trans>kostenlos</Trans> : money(shipping.cost)}</dd>
          </div>
        </dl>
        <p className="vt-basket__shipping">
          <ShippingNote shipping={shipping} currency={currency} format={format} />
        </p>
        {shipping.missingForFree > 0 ? (
          <progress max={shipping.freeFrom} value={shipping.freeFrom - shipping.missingForFree} aria-label={t`Weg zum kostenlosen Versand`} className="vt-basket__progress" />
        ) : null}
        <p className="vt-basket__next">
          {checkoutHref ? (
            <a className="vt-button" data-variant="primary" href={checkoutHref}>
              <Trans>Zur Kasse</Trans>
            </a>
          ) : null}{' '}
          <a href={continueHref}>
            <Trans>Weiter einkaufen</Trans>
          </a>
        </p>
      </section>
    </section>
  );
}

export interface ShippingNoteProps {
  shipping: BasketShipping;
  currency: Currency;
  format: PriceFormat;
}

/**
 * One sentence on what delivering the basket costs, as the checkout will charge it: by freight and
 * its price, free, or how much is missing to free delivery. The basket page and the basket layer say it.
 */
export function ShippingNote({ shipping, currency, format }: ShippingNoteProps) {
  const { t } = useLingui();
  const costText = formatMoney(shipping.cost, currency, format);
  const missingText = formatMoney(shipping.missingForFree, currency, format);
  if (shipping.method === 'freight') return <>{t`Ihre Bestellung wird per Spedition geliefert, für ${costText}.`}</>;
  // Parcels cost only below the threshold (shippingForBasket's rule): then something is missing.
  return <>{shipping.missingForFree > 0 ? t`Noch ${missingText} bis zum kostenlosen Versand.` : t`Ihre Bestellung wird kostenlos versandt.`}</>;
}

import { Trans, useLingui } from '@lingui/react/macro';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';
import { Alert, Button } from '@vitrine/ui';

export interface WishlistItemView {
  variantSku: string;
  productName: string;
  /** The product page. */
  href: string;
  image?: { url: string; alt: string; width: number; height: number } | undefined;
  /** Size, colour, … of the kept variant (null: a product with one variant). */
  variantLabel: string | null;
  /** Whether the kept variant can be bought now. */
  available: boolean;
  /** Minor units; null when the product is gone. */
  price: number | null;
  /** The product's variants, for the editor (sold-out ones cannot be chosen). */
  variants: readonly { sku: string; label: string; available: boolean }[];
}

/** What the last change came to (the page says it above the list). */
export type WishlistNotice = 'changed' | 'no-changes' | 'sold-out' | 'edit-failed' | 'removed' | 'remove-failed' | 'added-to-basket' | 'basket-failed';

type Action = string | ((form: FormData) => void | Promise<void>);

export interface WishlistViewProps {
  items: readonly WishlistItemView[];
  currency: Currency;
  format: PriceFormat;
  /** Posts `variant` and `newVariant` (the editor). */
  changeAction: Action;
  /** Posts `variant`. */
  removeAction: Action;
  /** Posts `variant`: into the basket. */
  basketAction: Action;
  notice?: WishlistNotice | undefined;
  /** The basket page (after "into the basket"). */
  basketHref: string;
  continueHref: string;
}

function Notice({ notice, basketHref }: { notice: WishlistNotice; basketHref: string }) {
  switch (notice) {
    case 'changed':
      return (
        <Alert role="status">
          <Trans>Ihr Merkzettel wurde geändert.</Trans>
        </Alert>
      );
    case 'no-changes':
      return (
        <Alert role="status">
          <Trans>Sie haben keine Änderungen vorgenommen.</Trans>
        </Alert>
      );
    case 'sold-out':
      return (
        <Alert role="alert">
          <Trans>Diese Variante ist leider ausverkauft. Bitte wählen Sie eine andere.</Trans>
        </Alert>
      );
    case 'edit-failed':
      return (
        <Alert role="alert">
          <Trans>Entschuldigung, irgendetwas ist schief gelaufen</Trans>
        </Alert>
      );
    case 'removed':
      return (
        <Alert role="status">
          <Trans>Der Artikel wurde von Ihrem Merkzettel entfernt.</Trans>
        </Alert>
      );
    case 'remove-failed':
      return (
        <Alert role="alert">
          <Trans>Der Artikel konnte leider nicht vom Merkzettel entfernt werden.</Trans>
        </Alert>
      );
    case 'added-to-basket':
      return (
        <Alert role="status">
          <Trans>
            Der Artikel liegt in Ihrem <a href={basketHref}>Warenkorb</a>.
          </Trans>
        </Alert>
      );
    case 'basket-failed':
      return (
        <Alert role="alert">
          <Trans>Ihr Artikel konnte leider nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es später nochmal.</Trans>
        </Alert>
      );
  }
}

/**
 * The wishlist page's content: each item with picture, name, the kept variant, whether it can be
 * bought, its price now, the mini editor (another variant of the same product; sold-out ones
 * cannot be chosen), "into the basket" and removal. Plain forms: everything works without JavaScript.
 */
export function WishlistView({ items, currency, format, changeAction, removeAction, basketAction, notice, basketHref, continueHref }: WishlistViewProps) {
  const { t } = useLingui();
  return (
    <div className="vt-wishlist">
      {notice ? <Notice notice={notice} basketHref={basketHref} /> : null}
      {items.length === 0 ? (
        <div className="vt-wishlist__empty">
          <p>
            <Trans>Ihr Merkzettel ist leer. Mit dem Herz bei einem Artikel merken Sie ihn sich hier.</Trans>
          </p>
          <a href={continueHref}>
            <Trans>Weiter einkaufen</Trans>
          </a>
        </div>
      ) : (
        <ul className="vt-wishlist__list">
          {items.map((item) => {
            const price = item.price === null ? null : formatMoney(item.price, currency, format);
            const name = item.productName;
            return (
              <li key={item.variantSku} className="vt-wishlist__item" aria-labelledby={`wish-${item.variantSku}`}>
                {item.image ? <img src={item.image.url} alt="" width={80} height={100} loading="lazy" decoding="async" className="vt-wishlist__image" /> : null}
                <div className="vt-wishlist__details">
                  <h2 className="vt-wishlist__name" id={`wish-${item.variantSku}`}>
                    <a href={item.href}>{name}</a>
                  </h2>
                  {item.variantLabel ? <p className="vt-wishlist__variant">{item.variantLabel}</p> : null}
                  <p className="vt-wishlist__stock" data-state={item.available ? 'available' : 'sold-out'}>
                    {item.available ? t`Sofort lieferbar` : t`Leider ausverkauft`}
                  </p>
                  {price ? <p className="vt-wishlist__price">{price}</p> : null}
                  {item.variants.length > 1 ? (
                    <details className="vt-wishlist__editor">
                      <summary>
                        <Trans>Variante ändern</Trans>
                        <span className="vt-visually-hidden"> {name}</span>
                      </summary>
                      <form action={changeAction} className="vt-wishlist__editor-form">
                        <input type="hidden" name="variant" value={item.variantSku} />
                        <label htmlFor={`new-${item.variantSku}`}>
                          <Trans>Variante</Trans>
                        </label>
                        <select id={`new-${item.variantSku}`} name="newVariant" className="vt-input" defaultValue={item.variantSku}>
                          {item.variants.map(({ sku, label, available }) => (
                            <option key={sku} value={sku} disabled={!available && sku !== item.variantSku}>
                              {available ? label : t`${label} (ausverkauft)`}
                            </option>
                          ))}
                        </select>
                        <Button type="submit" variant="secondary">
                          <Trans>Übernehmen</Trans>
                        </Button>
                      </form>
                    </details>
                  ) : null}
                </div>
                <div className="vt-wishlist__actions">
                  <form action={basketAction}>
                    <input type="hidden" name="variant" value={item.variantSku} />
                    <Button type="submit" disabled={!item.available}>
                      <Trans>In den Warenkorb</Trans>
                      <span className="vt-visually-hidden"> {name}</span>
                    </Button>
                  </form>
                  <form action={removeAction}>
                    <input type="hidden" name="variant" value={item.variantSku} />
                    <Button type="submit" variant="outline">
                      <Trans>Entfernen</Trans>
                      <span className="vt-visually-hidden"> {name}</span>
                    </Button>
                  </form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

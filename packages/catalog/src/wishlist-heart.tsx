import { Trans } from '@lingui/react/macro';

export interface WishlistHeartProps {
  /** Where the heart posts (the shop's wishlist endpoint). */
  action: string;
  /** The product (a card): the shop keeps its first variant that can be bought. */
  product: string;
  /** The page's locale (the answer's language). */
  locale: string;
  /** The product's name, for the button's accessible name. */
  productName: string;
}

/** The heart's icon: outlined, filled when the product is on the wishlist (`data-state="on"` on the form). */
export function HeartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" className="vt-heart__icon">
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
    </svg>
  );
}

/** The two labels of a heart; the shop's island shows the one that fits (`hidden` on the other). */
export function HeartLabels({ productName }: { productName: string }) {
  return (
    <>
      <span className="vt-visually-hidden" data-heart="add">
        <Trans>{productName} auf den Merkzettel</Trans>
      </span>
      <span className="vt-visually-hidden" data-heart="remove" hidden>
        <Trans>{productName} vom Merkzettel entfernen</Trans>
      </span>
    </>
  );
}

/**
 * A card's heart: a plain form (works without JavaScript) that puts the product on the wishlist.
 * The shop's island marks the hearts of products already on it (`data-state="on"`, `aria-pressed`,
 * `intent=remove`) and, for a guest, opens the overlay that asks to log in instead of posting.
 */
export function WishlistHeart({ action, product, locale, productName }: WishlistHeartProps) {
  return (
    <form method="post" action={action} className="vt-heart" data-wishlist-product={product} data-state="off">
      <input type="hidden" name="product" value={product} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="intent" value="add" />
      <button type="submit" className="vt-heart__button" aria-pressed="false">
        <HeartIcon />
        <HeartLabels productName={productName} />
      </button>
    </form>
  );
}

export interface BuyBoxHeartProps {
  /** The buy box's form id: the heart posts its fields (the chosen variant) to `action`. */
  form: string;
  action: string;
  /** The product (the island marks the heart of a product on the wishlist). */
  product: string;
  productName: string;
  locale: string;
}

/**
 * The product page's heart: a button of the buy box's form (by its id, so it needs no code of the
 * buy box) that posts the chosen variant to the wishlist endpoint instead of the basket.
 */
export function BuyBoxHeart({ form, action, product, productName, locale }: BuyBoxHeartProps) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} form={form} />
      <button
        type="submit"
        form={form}
        formAction={action}
        formMethod="post"
        name="intent"
        value="add"
        className="vt-heart__button"
        aria-pressed="false"
        data-wishlist-product={product}
      >
        <HeartIcon />
        <HeartLabels productName={productName} />
      </button>
    </>
  );
}

'use server';
import { formKey } from '../../common/form-key';
import { isSku } from '@vitrine/catalog-rules';
import { AddToBasketDocument, ChangeWishlistItemDocument, RemoveFromWishlistDocument } from '@vitrine/graphql-client';
import { shopperGateway } from '@vitrine/next-adapter';
import { redirect } from 'next/navigation';

const skuOf = (form: FormData, name: string) => {
  const value = String(form.get(name) ?? '');
  return isSku(value) ? value : undefined;
};
const back = (path: string, notice: string): never => redirect(`${path}?${new URLSearchParams({ notice })}`);

/**
 * The mini editor: another variant of the same product. The same variant is "no changes", a sold-out
 * one is refused (spec §4); anything else that fails is the spec's "Entschuldigung, irgendetwas ist
 * schief gelaufen".
 */
export async function changeItem(tenant: string, wishlistPath: string, render: string, form: FormData): Promise<void> {
  const variant = skuOf(form, 'variant');
  const next = skuOf(form, 'newVariant');
  let notice = 'edit-failed';
  try {
    if (variant && next) {
      const { changeWishlistItem: result } = await (
        await shopperGateway({ key: tenant })
      ).request(ChangeWishlistItemDocument, { variantSku: variant, newVariantSku: next }, { idempotencyKey: formKey(render, form) });
      notice = result.__typename === 'Wishlist' ? 'changed' : result.reason === 'NO_CHANGES' ? 'no-changes' : result.reason === 'SOLD_OUT' ? 'sold-out' : 'edit-failed';
    }
  } catch {
    notice = 'edit-failed';
  }
  back(wishlistPath, notice);
}

/** Takes an item off the wishlist. */
export async function removeItem(tenant: string, wishlistPath: string, render: string, form: FormData): Promise<void> {
  const variant = skuOf(form, 'variant');
  let notice = 'remove-failed';
  try {
    if (variant) {
      await (await shopperGateway({ key: tenant })).request(RemoveFromWishlistDocument, { variantSku: variant }, { idempotencyKey: formKey(render, form) });
      notice = 'removed';
    }
  } catch {
    notice = 'remove-failed';
  }
  back(wishlistPath, notice);
}

/** Puts an item's variant into the basket (it stays on the wishlist). */
export async function itemToBasket(tenant: string, wishlistPath: string, render: string, form: FormData): Promise<void> {
  const variant = skuOf(form, 'variant');
  let notice = 'basket-failed';
  try {
    if (variant) {
      const { addToBasket: result } = await (
        await shopperGateway({ key: tenant })
      ).request(AddToBasketDocument, { variantSku: variant, quantity: 1 }, { idempotencyKey: formKey(render, form) });
      notice = result.__typename === 'Basket' ? 'added-to-basket' : 'basket-failed';
    }
  } catch {
    notice = 'basket-failed';
  }
  back(wishlistPath, notice);
}

import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { LoginRequest, type WishlistNotice, WishlistView } from '@vitrine/account';
import { WishlistPageDocument } from '@vitrine/graphql-client';
import { pathFor } from '@vitrine/i18n';
import { initLingui, knownShopperGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { changeItem, itemToBasket, removeItem } from './actions';
import { renderKey } from '../../common/form-key';

export interface WishlistPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const NOTICES = new Set<WishlistNotice>(['changed', 'no-changes', 'sold-out', 'edit-failed', 'removed', 'remove-failed', 'added-to-basket', 'basket-failed']);

/**
 * The wishlist (`/merkzettel`, `/fr/liste-de-souhaits`, `/verlanglijst`): a logged-in customer's
 * items, read again on every request; a guest is asked to log in (spec §6), and comes back here.
 */
export function createWishlistPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function WishlistPage({ params, searchParams }: WishlistPageProps) {
    const locale = await localeOf(tenant, params);
    const path = (screen: Parameters<typeof pathFor>[0]) => pathFor(screen, locale, settings.locales);
    const here = path('wishlist');
    const gateway = await knownShopperGateway(tenant);
    const wishlist = gateway
      ? await gateway
          .request(WishlistPageDocument, { locale, currency: tenant.currency }, { init: { cache: 'no-store' } })
          .then((answer) => answer.wishlist)
          // The gateway refuses a guest (FORBIDDEN): the page asks to log in.
          .catch(() => null)
      : null;
    if (!wishlist) {
      const login = `${path('login')}?${new URLSearchParams({ next: here })}`;
      return (
        <section className="vt-account-page" aria-labelledby="wishlist-title">
          <div>
            <h1 id="wishlist-title">
              <Trans>Bitte melden Sie sich an</Trans>
            </h1>
            <LoginRequest loginHref={login} registerHref={`${login}#register-title`} />
          </div>
        </section>
      );
    }
    const query = await searchParams;
    const notice = typeof query.notice === 'string' && NOTICES.has(query.notice as WishlistNotice) ? (query.notice as WishlistNotice) : undefined;
    const count = wishlist.count;
    // One key per render of the wishlist's forms: a second press of the same form changes nothing twice.
    const render = renderKey();
    return (
      <>
        <h1>
          <Trans>Merkzettel ({count})</Trans>
        </h1>
        <WishlistView
          items={wishlist.items.map((item) => ({
            variantSku: item.variantSku,
            productName: item.product?.productName ?? item.productSku,
            href: item.product ? pathFor('product', locale, settings.locales, { slug: item.product.slug, sku: item.product.sku }) : path('storefront'),
            image: item.product?.images[0],
            variantLabel: item.variantLabel ?? null,
            available: item.available,
            price: item.product?.price.amount ?? null,
            variants: item.product?.variants ?? [],
          }))}
          currency={tenant.currency}
          format={tenant.priceFormat}
          changeAction={changeItem.bind(null, tenant.key, here, render)}
          removeAction={removeItem.bind(null, tenant.key, here, render)}
          basketAction={itemToBasket.bind(null, tenant.key, here, render)}
          notice={notice}
          basketHref={path('basket')}
          continueHref={path('storefront')}
        />
      </>
    );
  }

  async function generateMetadata({ params }: Pick<WishlistPageProps, 'params'>): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(msg`Merkzettel`), robots: { index: false, follow: false } };
  }

  return { WishlistPage, generateMetadata };
}

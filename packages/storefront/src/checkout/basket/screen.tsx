import { isSku } from '@vitrine/catalog-rules';
import { msg } from '@lingui/core/macro';
import { type BasketProblem, BasketView } from '@vitrine/checkout';
import { BasketPageDocument } from '@vitrine/graphql-client';
import { pathFor } from '@vitrine/i18n';
import { shippingForBasket } from '@vitrine/pricing';
import { initLingui, knownShopperGateway } from '@vitrine/next-adapter';
import { BasketCount } from './basket-count';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { localeOf } from '../../common/locale';
import { isKeyOf } from '../step/enums';
import { basketShippingOf } from '../../common/shipping';
import { shopSettings } from '../../common/settings';
import { SERVED_SCREENS } from '../../generated/served-screens';
import { changeQuantity, removeLine } from './actions';
import { renderKey } from '../../common/form-key';

export interface BasketPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const PROBLEMS: Record<BasketProblem['kind'], true> = { 'not-enough-stock': true, 'sold-out': true, failed: true };

/** What the address says went wrong with the last change (set by the basket's actions). */
function problemOf(query: Record<string, string | string[] | undefined>): BasketProblem | undefined {
  const kind = query.problem;
  if (!isKeyOf(PROBLEMS, kind)) return undefined;
  const available = typeof query.available === 'string' && /^\d{1,2}$/.test(query.available) ? Number(query.available) : undefined;
  const variantSku = isSku(query.variant) ? query.variant : undefined;
  return { kind, variantSku, available };
}

/**
 * The basket page (`/warenkorb`, `/fr/panier`, `/winkelwagen`): the visitor's lines with prices and
 * stock read again on every request, quantities and removal as plain forms, the shipping the
 * checkout will charge (the gateway's `Basket.shipping`).
 */
/** A first visit's empty basket (nothing was asked of the gateway): parcels, nothing to pay yet. */
const emptyShipping = (tenant: TenantConfig) => shippingForBasket({ goods: 0, freight: false }, tenant.order);

export function createBasketPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function BasketPage({ params, searchParams }: BasketPageProps) {
    const locale = await localeOf(tenant, params);
    const basketPath = pathFor('basket', locale, settings.locales);
    // A first visit has no basket yet (and a page render cannot set the visitor's cookie): empty.
    const gateway = await knownShopperGateway(tenant);
    const { basket } = gateway
      ? await gateway.request(BasketPageDocument, { locale, currency: tenant.currency }, { init: { cache: 'no-store' } })
      : { basket: { count: 0, subtotal: 0, lines: [], shipping: null } };
    const lines = basket.lines.map((line) => ({
      variantSku: line.variantSku,
      productName: line.product?.productName ?? line.productSku,
      href: line.product ? pathFor('product', locale, settings.locales, { slug: line.product.slug, sku: line.product.sku }) : pathFor('storefront', locale, settings.locales),
      image: line.product?.images[0],
      variantLabel: line.variantLabel ?? null,
      quantity: line.quantity,
      available: line.available,
      unitPrice: line.unitPrice ?? null,
      lineTotal: line.lineTotal ?? null,
    }));
    // One key per render of the basket's forms: a second press of the same form changes nothing twice.
    const render = renderKey();
    return (
      <>
        <BasketCount count={basket.count} />
        <BasketView
          lines={lines}
          currency={tenant.currency}
          format={tenant.priceFormat}
          subtotal={basket.subtotal ?? 0}
          shipping={basket.shipping ? basketShippingOf(basket.shipping) : emptyShipping(tenant)}
          changeAction={changeQuantity.bind(null, tenant.key, basketPath, render)}
          removeAction={removeLine.bind(null, tenant.key, basketPath, render)}
          continueHref={pathFor('storefront', locale, settings.locales)}
          checkoutHref={SERVED_SCREENS.has('checkAndOrder') ? pathFor('checkAndOrder', locale, settings.locales) : undefined}
          problem={problemOf(await searchParams)}
        />
      </>
    );
  }

  async function generateMetadata({ params }: Pick<BasketPageProps, 'params'>): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    // The shopper's own page: not for search engines.
    return { title: i18n._(msg`Warenkorb`), robots: { index: false, follow: false } };
  }

  return { BasketPage, generateMetadata };
}

import { Trans } from '@lingui/react/macro';
import { QueryClient } from '@tanstack/react-query';
import { formatMoney } from '@vitrine/pricing';
import { pathTemplate } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { serverGateway } from '@vitrine/next-adapter';
import { REVALIDATE_SECONDS } from '../../common/gateway';
import { type LocaleParams, localeOf } from '../../common/locale';
import { ProductCardList, ProductGrid, storefrontProductsOptions } from '@vitrine/catalog';
import { shopSettings } from '../../common/settings';
import { INITIAL_ERROR } from '@vitrine/content';
import { loadContentPage } from '../../common/content';
import { ContentBody } from '../../content/content-view';
import { WISHLIST_ENDPOINT } from '../../common/wishlist';

export function createStorefrontPage(tenant: TenantConfig) {
  return async function StorefrontPage({ params }: LocaleParams) {
    const locale = await localeOf(tenant, params);
    const queryClient = new QueryClient();
    // fetch (not prefetch): a failing gateway must reach the error boundary, not be cached as an empty page.
    const [data, content] = await Promise.all([
      queryClient.fetchInfiniteQuery(storefrontProductsOptions(serverGateway(tenant), locale, tenant.currency, { next: { revalidate: REVALIDATE_SECONDS, tags: ['products'] } })),
      // The editors' teasers and campaign tiles: without them the storefront still shows its products.
      loadContentPage(tenant, locale, 'storefront').catch((error: unknown) => {
        console.error(INITIAL_ERROR, { loader: 'storefront content', error });
        return undefined;
      }),
    ]);
    const threshold = formatMoney(tenant.order.freeShippingFrom, tenant.currency, tenant.priceFormat);
    return (
      <>
        <section className="vt-hero" aria-labelledby="hero-heading">
          <h1 id="hero-heading">
            <Trans>Mode, Möbel und Elektro – bequem nach Hause geliefert</Trans>
          </h1>
          <p>
            <Trans>Kostenloser Versand ab {threshold}. Bequem auf Rechnung oder in Raten bezahlen.</Trans>
          </p>
        </section>
        {content ? <ContentBody tenant={tenant} locale={locale} blocks={content.page.blocks} productList={ProductCardList} /> : null}
        <ProductGrid
          locale={locale}
          productPath={pathTemplate('product', locale, shopSettings(tenant).locales)}
          format={tenant.priceFormat}
          currency={tenant.currency}
          first={data.pages[0]!}
          wishlistAction={WISHLIST_ENDPOINT}
        />
      </>
    );
  };
}

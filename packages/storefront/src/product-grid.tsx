'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ProductCard } from '@vitrine/catalog';
import type { Currency } from '@vitrine/graphql-client';
import { pathFor, type ProductLocale } from '@vitrine/i18n';
import { Alert, Button } from '@vitrine/ui';
import { browserGateway } from './data/gateway';
import { storefrontProductsOptions } from './data/queries';
import { useShopSettings } from './providers';

/** The storefront's product grid: hydrated from the server's prefetch, "load more" in the browser. */
export function ProductGrid({ locale, currency }: { locale: ProductLocale; currency: Currency }) {
  const { t } = useLingui();
  const settings = useShopSettings();
  const query = useInfiniteQuery(storefrontProductsOptions(browserGateway(), locale, currency));
  const products = query.data?.pages.flatMap((page) => page.products.nodes) ?? [];
  const total = query.data?.pages[0]?.products.totalCount ?? 0;
  const shown = products.length;
  return (
    <section aria-labelledby="grid-heading" className="vt-section">
      <h2 id="grid-heading">
        <Trans>Neu im Sortiment</Trans>
      </h2>
      <ul className="vt-grid">
        {products.map((product, i) => (
          <li key={product.sku}>
            <ProductCard
              product={product}
              href={pathFor('product', locale, settings.locales, { slug: product.slug, sku: product.sku })}
              format={settings.priceFormat}
              priority={i < 4}
            />
          </li>
        ))}
      </ul>
      <div className="vt-load-more">
        <p aria-live="polite">{t`${shown} von ${total} Artikeln`}</p>
        {query.isError ? (
          <Alert role="alert">
            <Trans>Die Artikel konnten nicht geladen werden.</Trans>{' '}
            <Button variant="outline" size="small" onClick={() => void query.fetchNextPage()}>
              <Trans>Erneut versuchen</Trans>
            </Button>
          </Alert>
        ) : null}
        {query.hasNextPage ? (
          <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} aria-busy={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t`Wird geladen …` : t`Mehr laden`}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Currency, StorefrontProductsQuery } from '@vitrine/graphql-client';
import type { ProductLocale } from '@vitrine/i18n';
import type { PriceFormat } from '@vitrine/pricing';
import { useSlowLoading } from '@vitrine/graphql-client/react';
import { Alert, Button } from '@vitrine/ui';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ProductCardList } from './product-card-list';

// The data layer of "load more" arrives with the first click: it is not part of the first load.
const ProductPager = lazy(() => import('./product-pager'));

export interface ProductGridProps {
  locale: ProductLocale;
  /**
   * The product page's path in this locale with `{slug}` and `{sku}` still open, from the route
   * table on the server (`pathTemplate('product', locale, locales)` of `@vitrine/i18n`): the
   * browser fills it for each card without being sent the table.
   */
  productPath: string;
  format: PriceFormat;
  currency: Currency;
  /** The first page, rendered on the server. */
  first: StorefrontProductsQuery;
  /** The shop's wishlist endpoint: each card gets its heart. */
  wishlistAction?: string | undefined;
}

/** The storefront's product grid: the first page from the server, more pages on request. */
export function ProductGrid({ locale, productPath, format, currency, first, wishlistAction }: ProductGridProps) {
  const { t } = useLingui();
  const [pages, setPages] = useState<StorefrontProductsQuery[]>([first]);
  const [requested, setRequested] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState({ fetching: false, error: false, hasNext: first.products.hasNextPage });
  const firstNew = useRef<HTMLAnchorElement | null>(null);
  const shownBefore = useRef(first.products.nodes.length);

  const onPages = useCallback((next: StorefrontProductsQuery[], s: typeof state) => {
    if (next.length) setPages(next);
    setState(s);
  }, []);

  const products = pages.flatMap((page) => page.products.nodes);
  const total = first.products.totalCount;
  const shown = products.length;

  // Keyboard and screen-reader users continue at the first new product.
  useEffect(() => {
    if (shown > shownBefore.current) {
      firstNew.current?.focus();
      shownBefore.current = shown;
    }
  }, [shown]);

  const loading = requested > pages.length - 1 && !state.error;
  const slow = useSlowLoading(loading);
  return (
    <section aria-labelledby="grid-heading" className="vt-section">
      <h2 id="grid-heading">
        <Trans>Neu im Sortiment</Trans>
      </h2>
      <ProductCardList
        className="vt-grid"
        products={products}
        locale={locale}
        productPath={productPath}
        format={format}
        wishlistAction={wishlistAction}
        eager={4}
        linkRefAt={shownBefore.current > 0 ? { index: shownBefore.current, ref: firstNew } : undefined}
      />
      <div className="vt-load-more">
        <p aria-live="polite">{t`${shown} von ${total} Artikeln`}</p>
        {slow ? <p role="status">{t`Das Laden dauert länger als üblich. Bitte haben Sie noch einen Moment Geduld.`}</p> : null}
        {state.error ? (
          <Alert role="alert">
            <Trans>Die Artikel konnten nicht geladen werden.</Trans>
          </Alert>
        ) : null}
        {state.hasNext || state.error ? (
          <Button
            variant="outline"
            onClick={() => {
              if (!state.error) setRequested((n) => n + 1);
              setAttempt((n) => n + 1);
            }}
            disabled={loading}
            aria-busy={loading}
          >
            {loading ? t`Wird geladen …` : state.error ? t`Erneut versuchen` : t`Mehr laden`}
          </Button>
        ) : null}
      </div>
      {requested > 0 ? (
        <Suspense fallback={null}>
          <ProductPager locale={locale} currency={currency} first={first} requested={requested} attempt={attempt} onPages={onPages} />
        </Suspense>
      ) : null}
    </section>
  );
}

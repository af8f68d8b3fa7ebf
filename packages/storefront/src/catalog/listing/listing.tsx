import { Plural, useLingui } from '@lingui/react/macro';
import { ProductCard, WishlistHeart } from '@vitrine/catalog';
import { WISHLIST_ENDPOINT } from '../../common/wishlist';
import { pathFor, type ProductLocale } from '@vitrine/i18n';
import { formatAmount } from '@vitrine/pricing';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { ReactNode } from 'react';
import { isListingSort } from '@vitrine/catalog-rules';
import { shopSettings } from '../../common/settings';
import type { SearchAnswer, SearchParams } from './load';

/** Products per "load more" step of search results and category listings. */
export const LISTING_PAGE_SIZE = 24;
const MAX_PAGES = 20;

export type Query = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const many = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : []);
/** Price inputs are whole currency units; the API takes minor units. */
const minor = (v: string | undefined) => (v && /^\d{1,7}$/.test(v) ? Number(v) * 100 : undefined);

export function readQuery(query: Query) {
  const sort = one(query.sort);
  const page = Number(one(query.page) ?? '1');
  return {
    sort: isListingSort(sort) ? sort : undefined,
    brands: many(query.brand).slice(0, 20),
    category: one(query.category) && /^[a-z0-9-]{1,60}$/.test(one(query.category)!) ? one(query.category) : undefined,
    min: one(query.min),
    max: one(query.max),
    available: one(query.available) === '1',
    /** The term as typed: no correction ("search for … instead"). */
    exact: one(query.exact) === '1',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGES) : 1,
  };
}

/** The current filters as query parameters, for the next page's link. */
function queryString(q: ReturnType<typeof readQuery>, page: number): string {
  const sp = new URLSearchParams();
  if (q.sort) sp.set('sort', q.sort);
  for (const b of q.brands) sp.append('brand', b);
  if (q.category) sp.set('category', q.category);
  if (q.min) sp.set('min', q.min);
  if (q.max) sp.set('max', q.max);
  if (q.available) sp.set('available', '1');
  if (q.exact) sp.set('exact', '1');
  if (page > 1) sp.set('page', String(page));
  const s = sp.toString();
  return s ? `?${s}` : '';
}

export type ListingQuery = ReturnType<typeof readQuery>;

/** The gateway request for what the listing's URL asks (page n shows everything up to page n). */
export function listingRequest(q: ListingQuery, base: Pick<SearchParams, 'query' | 'locale' | 'currency'> & { category?: string | undefined }): SearchParams {
  const category = q.category ?? base.category;
  return {
    ...base,
    limit: q.page * LISTING_PAGE_SIZE,
    ...(q.sort ? { sort: q.sort } : {}),
    brands: q.brands,
    ...(category ? { category } : {}),
    ...(minor(q.min) !== undefined ? { minPrice: minor(q.min)! } : {}),
    ...(minor(q.max) !== undefined ? { maxPrice: minor(q.max)! } : {}),
    availableOnly: q.available,
    exact: q.exact,
  };
}

/**
 * Search results and category listings: filters and sorting as a GET form, the grid, and "load
 * more" as a link that works without JavaScript and keeps the position (`?page=2#pos-25`).
 */
export function createListing(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  function Filters({ answer, q, action }: { answer: SearchAnswer; q: ListingQuery; action: string }) {
    const { t } = useLingui();
    const currency = tenant.currency === 'CHF' ? 'CHF' : '€';
    const active = q.brands.length + (q.category ? 1 : 0) + (q.min || q.max ? 1 : 0) + (q.available ? 1 : 0) + (q.sort ? 1 : 0);
    // A drawer on small screens (the result count and the first products stay on the first
    // screen); always open on wide ones (CSS). <details> works without JavaScript.
    return (
      <details className="vt-filters-drawer">
        <summary className="vt-filters-drawer__summary">
          {t`Filter und Sortierung`}
          {active ? <span className="vt-filters-drawer__count">{t`(${active} aktiv)`}</span> : null}
        </summary>
        <form method="get" action={action} className="vt-search-filters" aria-label={t`Filter und Sortierung`}>
          <label>
            {t`Sortieren nach`}{' '}
            <select className="vt-input" name="sort" defaultValue={q.sort ?? 'relevance'}>
              <option value="relevance">{t`Relevanz`}</option>
              <option value="price-asc">{t`Preis aufsteigend`}</option>
              <option value="price-desc">{t`Preis absteigend`}</option>
              <option value="newest">{t`Neuheiten`}</option>
              <option value="rating">{t`Beste Bewertung`}</option>
            </select>
          </label>
          {answer.facets.categories.length > 1 ? (
            <label>
              {t`Kategorie`}{' '}
              <select className="vt-input" name="category" defaultValue={q.category ?? ''}>
                <option value="">{t`Alle Kategorien`}</option>
                {answer.facets.categories.map((c) => (
                  <option key={c.key} value={c.key}>
                    {c.name} ({c.count})
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {answer.facets.brands.length > 0 ? (
            <fieldset>
              <legend>{t`Marke`}</legend>
              {answer.facets.brands.slice(0, 10).map((b) => (
                <label key={b.name} className="vt-check">
                  <input type="checkbox" name="brand" value={b.name} defaultChecked={q.brands.includes(b.name)} /> {b.name} ({b.count})
                </label>
              ))}
            </fieldset>
          ) : null}
          <fieldset>
            <legend>{t`Preis in ${currency}`}</legend>
            <label>
              {t`von`} <input className="vt-input" name="min" inputMode="numeric" pattern="[0-9]*" size={6} defaultValue={q.min ?? ''} />
            </label>{' '}
            <label>
              {t`bis`} <input className="vt-input" name="max" inputMode="numeric" pattern="[0-9]*" size={6} defaultValue={q.max ?? ''} />
            </label>
            {answer.facets.price ? (
              <p className="vt-hint">
                {formatAmount(answer.facets.price.min, tenant.priceFormat)} – {formatAmount(answer.facets.price.max, tenant.priceFormat)}
              </p>
            ) : null}
          </fieldset>
          <label className="vt-check">
            <input type="checkbox" name="available" value="1" defaultChecked={q.available} /> {t`Nur lieferbare Artikel`}
          </label>
          <button type="submit" className="vt-button" data-variant="outline" data-size="small">
            {t`Anwenden`}
          </button>
        </form>
      </details>
    );
  }

  function Listing({
    locale,
    heading,
    action,
    answer,
    q,
    empty,
    children,
  }: {
    locale: ProductLocale;
    heading: ReactNode;
    action: string;
    answer: SearchAnswer;
    q: ListingQuery;
    empty: ReactNode;
    children?: ReactNode;
  }) {
    const { t } = useLingui();
    const shown = answer.products.length;
    const total = answer.total;
    return (
      <section aria-labelledby="search-heading" className="vt-search">
        <h1 id="search-heading">{heading}</h1>
        {children}
        <p aria-live="polite">
          <Plural value={total} one="# Artikel gefunden" other="# Artikel gefunden" />
        </p>
        <Filters answer={answer} q={q} action={action} />
        {total === 0 ? (
          <div className="vt-search__empty">{empty}</div>
        ) : (
          <ul className="vt-grid">
            {answer.products.map((product, i) => (
              <li key={product.sku} id={`pos-${i + 1}`}>
                <ProductCard
                  product={product}
                  href={pathFor('product', locale, settings.locales, { slug: product.slug, sku: product.sku })}
                  format={tenant.priceFormat}
                  priority={i < 4}
                  heart={WISHLIST_ENDPOINT ? <WishlistHeart action={WISHLIST_ENDPOINT} locale={locale} product={product.sku} productName={product.productName} /> : undefined}
                />
              </li>
            ))}
          </ul>
        )}
        <div className="vt-load-more">
          {total > 0 ? <p>{t`${shown} von ${total} Artikeln`}</p> : null}
          {answer.nextOffset !== null && q.page < MAX_PAGES ? (
            // Works without JavaScript: the next page shows everything so far and jumps to the first new product.
            <a className="vt-button" data-variant="outline" data-size="medium" href={`${action}${queryString(q, q.page + 1)}#pos-${shown + 1}`}>
              {t`Mehr laden`}
            </a>
          ) : null}
        </div>
      </section>
    );
  }

  return { Listing };
}

import { Trans } from '@lingui/react/macro';
import { loadInitial } from '@vitrine/content';
import type { ContentBlock, ContentPage, ContentSnippet, ProductRowBlock } from '@vitrine/content';
import { cardItemOf, type ProductCardListProps } from '@vitrine/catalog';
import type { ComponentType } from 'react';
import { WISHLIST_ENDPOINT } from '../common/wishlist';
import { formatDate, pathTemplate, type ProductLocale } from '@vitrine/i18n';
import { ContentBlocks } from '@vitrine/shell';
import type { TenantConfig } from '@vitrine/tenant-config';
import { linkResolver, loadSnippet } from '../common/content';
import { loadNavigation } from '../common/navigation';
import { shopSettings } from '../common/settings';
import { searchProducts, type SearchAnswer } from '../catalog/listing/load';

type Products = SearchAnswer['products'];

/**
 * Loads what a page's blocks need besides themselves (the products of its product rows, its
 * snippets), in parallel; a failed loader leaves its part empty and is logged as "Error on initial
 * fetching data" (spec §7), never the page.
 */
export async function loadBlockData(tenant: TenantConfig, locale: ProductLocale, blocks: readonly ContentBlock[]) {
  const rows = blocks.flatMap((b, i) => (b.type === 'productRow' ? [[i, b] as const] : []));
  const snippetIds = [...new Set(blocks.flatMap((b) => (b.type === 'snippet' ? [b.id] : [])))];
  const loaders: Record<string, () => Promise<unknown>> = {};
  for (const [i, row] of rows) {
    loaders[`row-${i}`] = () =>
      searchProducts(tenant, {
        query: row.query.term ?? '',
        locale,
        currency: tenant.currency,
        limit: row.limit,
        sort: row.query.sort,
        brands: [],
        availableOnly: true,
        ...(row.query.category ? { category: row.query.category } : {}),
      }).then((answer) => answer.products);
  }
  for (const id of snippetIds) loaders[`snippet-${id}`] = () => loadSnippet(tenant, locale, id);
  const [loaded, navigation] = await Promise.all([loadInitial(loaders), loadNavigation(tenant, locale)]);
  const products = new Map<number, Products>();
  for (const [i] of rows) {
    const value = loaded[`row-${i}`] as Products | undefined;
    if (value?.length) products.set(i, value);
  }
  const snippets: Record<string, ContentSnippet> = {};
  for (const id of snippetIds) {
    const snippet = loaded[`snippet-${id}`] as ContentSnippet | undefined;
    if (snippet) snippets[id] = snippet;
  }
  return { products, snippets, resolveHref: linkResolver(tenant, locale, navigation) };
}

function ProductRow({
  tenant,
  locale,
  block,
  products,
  moreHref,
  productList: ProductCardList,
}: {
  tenant: TenantConfig;
  locale: ProductLocale;
  block: ProductRowBlock;
  products: Products;
  moreHref: string | undefined;
  productList: ComponentType<ProductCardListProps>;
}) {
  const settings = shopSettings(tenant);
  const headingId = `row-${block.heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="vt-section vt-product-row" aria-labelledby={headingId}>
      <div className="vt-product-row__head">
        <h2 id={headingId}>{block.heading}</h2>
        {moreHref ? (
          <a href={moreHref}>
            <Trans>Alle anzeigen</Trans>
          </a>
        ) : null}
      </div>
      <ProductCardList
        className="vt-product-row__list"
        products={products.map(cardItemOf)}
        locale={locale}
        productPath={pathTemplate('product', locale, settings.locales)}
        format={tenant.priceFormat}
        wishlistAction={WISHLIST_ENDPOINT}
      />
    </section>
  );
}

/** The blocks of a page with their data: what the content screen, the storefront and the service page render. */
export async function ContentBody({
  tenant,
  locale,
  blocks,
  titleLevel = 1,
  productList,
}: {
  tenant: TenantConfig;
  locale: ProductLocale;
  blocks: readonly ContentBlock[];
  titleLevel?: 1 | 2;
  /**
   * How product rows render their cards: the storefront, whose rows are its first screen, passes
   * `ProductCardList`; other pages `ProductCardListOnDemand` (the cards' code comes when a page has a
   * row). Chosen by the caller, so that a page's first load carries only the one it uses.
   */
  productList: ComponentType<ProductCardListProps>;
}) {
  const { products, snippets, resolveHref } = await loadBlockData(tenant, locale, blocks);
  return (
    <ContentBlocks
      blocks={blocks}
      resolveHref={resolveHref}
      snippets={snippets}
      titleLevel={titleLevel}
      renderProductRow={(block, index) => {
        const found = products.get(index);
        return found ? (
          <ProductRow
            tenant={tenant}
            locale={locale}
            block={block}
            products={found}
            moreHref={block.moreHref ? resolveHref(block.moreHref) : undefined}
            productList={productList}
          />
        ) : null;
      }}
    />
  );
}

/** A whole content page: title, lead, the date of legal texts and articles, the blocks. */
export async function ContentArticle({
  tenant,
  locale,
  page,
  productList,
}: {
  tenant: TenantConfig;
  locale: ProductLocale;
  page: ContentPage;
  /** How its product rows render their cards (see {@link ContentBody}). */
  productList: ComponentType<ProductCardListProps>;
}) {
  const updated = page.updated ? formatDate(new Date(`${page.updated}T12:00:00Z`), locale, tenant.timeZone, { dateStyle: 'long' }) : undefined;
  return (
    <article className="vt-section vt-content-page" data-kind={page.kind} aria-labelledby="content-title">
      <header className="vt-content-page__header">
        <h1 id="content-title">{page.title}</h1>
        <p className="vt-content-page__lead">{page.description}</p>
        {updated ? (
          <p className="vt-content-page__updated">
            <Trans>Stand: {updated}</Trans>
          </p>
        ) : null}
      </header>
      <ContentBody tenant={tenant} locale={locale} blocks={page.blocks} productList={productList} />
    </article>
  );
}

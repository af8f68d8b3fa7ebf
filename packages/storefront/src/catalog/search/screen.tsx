import { Trans } from '@lingui/react/macro';
import { pathFor, type ProductLocale } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { Alert } from '@vitrine/ui';
import type { Metadata } from 'next';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { SiteSearchEnhancer } from '../../shell/site-search-enhancer';
import { loadNavigation } from '../../common/navigation';
import { OtherLanguageNote, SearchCorrection, SearchField, ZeroResults } from '@vitrine/catalog';
import { createListing, listingRequest, type Query, readQuery } from '../listing/listing';
import { type SearchAnswer, searchProducts, SearchRequestError } from '../listing/load';

export interface SearchPageProps {
  params: Promise<{ locale: string; term: string }>;
  searchParams: Promise<Query>;
}

export function createSearchPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);
  const { Listing } = createListing(tenant);

  async function SearchPage({ params, searchParams }: SearchPageProps) {
    const locale = await localeOf(tenant, params);
    const { term: raw } = await params;
    const term = decodeURIComponent(raw).trim();
    const q = readQuery(await searchParams);
    // An empty term asks for one (spec's message) rather than listing everything.
    if (!term) return <EmptySearch locale={locale} />;
    let answer: SearchAnswer;
    try {
      answer = await searchProducts(tenant, listingRequest(q, { query: term, locale, currency: tenant.currency }));
    } catch (error) {
      if (error instanceof SearchRequestError && error.status === 400) return <EmptySearch locale={locale} />;
      throw error;
    }
    const searchPath = (t: string) => pathFor('search', locale, settings.locales, { term: t });
    const searchHref = (t: string, options?: { exact?: boolean }) => (options?.exact ? `${searchPath(t)}?exact=1` : searchPath(t));
    const correction = answer.correction;
    const shown = correction?.applied ? correction.term : term;
    const otherLanguage = answer.language === 'de' ? 'de' : answer.language === 'fr' ? 'fr' : undefined;
    return (
      <Listing locale={locale} heading={<Trans>Suchergebnisse für „{shown}“</Trans>} action={searchPath(term)} answer={answer} q={q} empty={<ZeroResultsHelp locale={locale} />}>
        {correction ? <SearchCorrection term={term} correction={correction} searchHref={searchHref} /> : null}
        {otherLanguage ? <OtherLanguageNote language={otherLanguage} /> : null}
      </Listing>
    );
  }

  /** Nothing found: the kit's zero-result help with the shop's top categories and best-rated products. */
  async function ZeroResultsHelp({ locale }: { locale: Awaited<ReturnType<typeof localeOf>> }) {
    const navigation = await loadNavigation(tenant, locale);
    const top = navigation.items.slice(0, 6);
    const best = (
      await Promise.all(
        top.slice(0, 2).map((item) =>
          searchProducts(tenant, { query: '', locale, currency: tenant.currency, category: item.key, sort: 'rating', limit: 2 }).then(
            (a) => a.products,
            () => [],
          ),
        ),
      )
    ).flat();
    return (
      <ZeroResults
        categories={top.map((item) => ({ key: item.key, label: item.label, href: pathFor('category', locale, settings.locales, { slug: item.slug }) }))}
        bestRated={best.map((product) => ({ product, href: pathFor('product', locale, settings.locales, { slug: product.slug, sku: product.sku }) }))}
        format={tenant.priceFormat}
        helpHref={pathFor('service', locale, settings.locales)}
      />
    );
  }

  function EmptySearch({ locale }: { locale: ProductLocale }) {
    return (
      <section aria-labelledby="search-heading" className="vt-search">
        <h1 id="search-heading">
          <Trans>Suche</Trans>
        </h1>
        <Alert role="alert">
          <Trans>Bitte geben Sie zunächst Ihren Suchbegriff ein.</Trans>
        </Alert>
        <SearchField action={pathFor('searchForm', locale, settings.locales)} id="search-again">
          <SiteSearchEnhancer inputId="search-again" />
        </SearchField>
      </section>
    );
  }

  /** `/s` without a term (an empty form): the spec's message and the form again. */
  async function SearchFormPage({ params }: { params: Promise<{ locale: string }> }) {
    const locale = await localeOf(tenant, params);
    return <EmptySearch locale={locale} />;
  }

  /**
   * A term's results without filters, sorting or more pages (the header's search lands here): the
   * same page, kept in Next's cache per term like a product page (the proxy sends `/s/{term}` with
   * no query here; with one, to the page rendered per request).
   */
  async function CachedSearchPage({ params }: { params: Promise<{ locale: string; term: string }> }) {
    return SearchPage({ params, searchParams: Promise.resolve({}) });
  }

  async function generateMetadata({ params }: SearchPageProps): Promise<Metadata> {
    const { term } = await params;
    const text = decodeURIComponent(term).trim().slice(0, 80);
    // Result pages are for shoppers, not for the index.
    return { title: text, robots: { index: false, follow: true } };
  }

  return { SearchPage, CachedSearchPage, SearchFormPage, generateMetadata };
}
export type { Query } from '../listing/listing';

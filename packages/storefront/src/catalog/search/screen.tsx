import { Trans } from '@lingui/react/macro';
import { pathFor } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { Alert } from '@vitrine/ui';
import type { Metadata } from 'next';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { SiteSearch } from '../../shell/site-search';
import { loadNavigation } from '../../common/navigation';
import { ProductCard } from '@vitrine/catalog';
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
    if (!term) return <EmptySearch />;
    let answer: SearchAnswer;
    try {
      answer = await searchProducts(tenant, listingRequest(q, { query: term, locale, currency: tenant.currency }));
    } catch (error) {
      if (error instanceof SearchRequestError && error.status === 400) return <EmptySearch />;
      throw error;
    }
    const searchPath = (t: string) => pathFor('search', locale, settings.locales, { term: t });
    const correction = answer.correction;
    const corrected = correction?.term ?? '';
    const correctedTotal = correction?.total ?? 0;
    const shown = correction?.applied ? corrected : term;
    const otherLanguage = answer.language === 'de' ? 'de' : answer.language === 'fr' ? 'fr' : undefined;
    return (
      <Listing locale={locale} heading={<Trans>Suchergebnisse für „{shown}“</Trans>} action={searchPath(term)} answer={answer} q={q} empty={<ZeroResults locale={locale} />}>
        {correction?.applied ? (
          <p className="vt-search__correction" role="status">
            <Trans>
              Zu „{term}“ haben wir nichts gefunden: Das sind die Ergebnisse für „{corrected}“. <a href={`${searchPath(term)}?exact=1`}>Stattdessen nach „{term}“ suchen</a>
            </Trans>
          </p>
        ) : correction ? (
          <p className="vt-search__correction">
            <Trans>
              Meinten Sie <a href={searchPath(corrected)}>„{corrected}“</a>? ({correctedTotal} Artikel)
            </Trans>
          </p>
        ) : null}
        {otherLanguage ? (
          <p className="vt-search__correction" role="status">
            {otherLanguage === 'de' ? <Trans>Gefunden in unseren deutschen Artikeltexten.</Trans> : <Trans>Gefunden in unseren französischen Artikeltexten.</Trans>}
          </p>
        ) : null}
      </Listing>
    );
  }

  /**
   * Nothing found: the spec's text, never a dead end — the shop's top categories, its best-rated
   * products, and the way to help and contact.
   */
  async function ZeroResults({ locale }: { locale: Awaited<ReturnType<typeof localeOf>> }) {
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
      <div className="vt-zero-results">
        <p>
          <Trans>Zu Ihrer Suche haben wir leider nichts gefunden. Versuchen Sie es mit einem anderen Begriff.</Trans>
        </p>
        {top.length ? (
          <nav aria-labelledby="zero-categories">
            <h2 id="zero-categories">
              <Trans>Unsere Kategorien</Trans>
            </h2>
            <ul className="vt-zero-results__categories">
              {top.map((item) => (
                <li key={item.key}>
                  <a href={pathFor('category', locale, settings.locales, { slug: item.slug })}>{item.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {best.length ? (
          <section aria-labelledby="zero-best">
            <h2 id="zero-best">
              <Trans>Am besten bewertet</Trans>
            </h2>
            <ul className="vt-grid">
              {best.map((product) => (
                <li key={product.sku}>
                  <ProductCard product={product} href={pathFor('product', locale, settings.locales, { slug: product.slug, sku: product.sku })} format={tenant.priceFormat} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p>
          <Trans>
            Wir helfen gern weiter: <a href={pathFor('service', locale, settings.locales)}>Hilfe und Kontakt</a>
          </Trans>
        </p>
      </div>
    );
  }

  function EmptySearch() {
    return (
      <section aria-labelledby="search-heading" className="vt-search">
        <h1 id="search-heading">
          <Trans>Suche</Trans>
        </h1>
        <Alert role="alert">
          <Trans>Bitte geben Sie zunächst Ihren Suchbegriff ein.</Trans>
        </Alert>
        <SiteSearch id="search-again" />
      </section>
    );
  }

  /** `/s` without a term (an empty form): the spec's message and the form again. */
  async function SearchFormPage({ params }: { params: Promise<{ locale: string }> }) {
    await localeOf(tenant, params);
    return <EmptySearch />;
  }

  async function generateMetadata({ params }: SearchPageProps): Promise<Metadata> {
    const { term } = await params;
    const text = decodeURIComponent(term).trim().slice(0, 80);
    // Result pages are for shoppers, not for the index.
    return { title: text, robots: { index: false, follow: true } };
  }

  return { SearchPage, SearchFormPage, generateMetadata };
}
export type { Query } from '../listing/listing';

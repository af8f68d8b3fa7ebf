import { Trans } from '@lingui/react/macro';
import { pathFor } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { Alert } from '@vitrine/ui';
import type { Metadata } from 'next';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { SiteSearch } from '../../shell/site-search';
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
    return (
      <Listing
        locale={locale}
        heading={<Trans>Suchergebnisse für „{term}“</Trans>}
        action={pathFor('search', locale, settings.locales, { term })}
        answer={answer}
        q={q}
        empty={<Trans>Zu Ihrer Suche haben wir leider nichts gefunden. Versuchen Sie es mit einem anderen Begriff.</Trans>}
      />
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

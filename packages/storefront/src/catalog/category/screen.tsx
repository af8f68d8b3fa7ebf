import { Trans, useLingui } from '@lingui/react/macro';
import { pathFor, type ProductLocale } from '@vitrine/i18n';
import { Breadcrumbs } from '@vitrine/shell';
import type { TenantConfig } from '@vitrine/tenant-config';
import { Alert } from '@vitrine/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadSeo } from '../../common/content';
import { localeOf } from '../../common/locale';
import { categorySeoId, seoMetadata } from '../../common/seo';
import { findCategory, loadNavigation, type NavigationItem } from '../../common/navigation';
import { shopSettings } from '../../common/settings';
import { createListing, listingRequest, type Query, readQuery } from '../listing/listing';
import { searchProducts } from '../listing/load';

export interface CategoryPageProps {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<Query>;
}

/**
 * A category listing reached from the navigation (`/kategorie/{slug}`): the department's or
 * category's products with the search's filters, sorting and "load more", and links to the
 * categories below it.
 */
export function createCategoryPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);
  const { Listing } = createListing(tenant);

  async function resolve(params: CategoryPageProps['params']) {
    const locale = await localeOf(tenant, params);
    const { slug } = await params;
    const found = findCategory(await loadNavigation(tenant, locale), decodeURIComponent(slug));
    if (!found) notFound();
    return { locale, ...found };
  }

  function Subcategories({ locale, item, parent }: { locale: ProductLocale; item: NavigationItem; parent: NavigationItem | undefined }) {
    const { t } = useLingui();
    const links = item.children.length ? item.children : (parent?.children ?? []);
    const department = parent?.label ?? '';
    if (!links.length) return null;
    return (
      <nav aria-label={t`Unterkategorien`} className="vt-subcategories">
        <ul>
          {parent ? (
            <li>
              <a href={pathFor('category', locale, settings.locales, { slug: parent.slug })}>{t`Alles in ${department}`}</a>
            </li>
          ) : null}
          {links.map((child) => (
            <li key={child.key}>
              <a href={pathFor('category', locale, settings.locales, { slug: child.slug })} aria-current={child.key === item.key ? 'page' : undefined}>
                {child.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  async function CategoryPage({ params, searchParams }: CategoryPageProps) {
    const { locale, item, parent } = await resolve(params);
    const q = readQuery(await searchParams);
    const [answer, seo] = await Promise.all([
      searchProducts(tenant, listingRequest(q, { query: '', locale, currency: tenant.currency, category: item.key })),
      loadSeo(tenant, locale, categorySeoId(item.key)),
    ]);
    const label = item.label;
    return (
      <>
        <Breadcrumbs
          home={pathFor('storefront', locale, settings.locales)}
          trail={parent ? [{ label: parent.label, href: pathFor('category', locale, settings.locales, { slug: parent.slug }) }] : []}
          current={label}
        />
        <Listing
          locale={locale}
          heading={label}
          action={pathFor('category', locale, settings.locales, { slug: item.slug })}
          answer={answer}
          q={{ ...q, category: q.category === item.key ? undefined : q.category }}
          empty={
            <Alert>
              <Trans>In dieser Kategorie gibt es gerade keine Artikel.</Trans>
            </Alert>
          }
        >
          <Subcategories locale={locale} item={item} parent={parent} />
        </Listing>
        {seo?.text?.length ? (
          <section className="vt-section vt-seo-text" aria-label={seo.title}>
            {seo.text.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
        ) : null}
      </>
    );
  }

  async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
    const { locale, item } = await resolve(params);
    const languages = Object.fromEntries(
      await Promise.all(
        tenant.i18n.locales.map(async (l) => {
          const other = (await loadNavigation(tenant, l)).items.flatMap((i) => [i, ...i.children]).find((i) => i.key === item.key);
          return [l, other ? pathFor('category', l, settings.locales, { slug: other.slug }) : pathFor('storefront', l, settings.locales)];
        }),
      ),
    );
    const seo = await loadSeo(tenant, locale, categorySeoId(item.key));
    return { ...seoMetadata(seo, item.label), alternates: { canonical: pathFor('category', locale, settings.locales, { slug: item.slug }), languages } };
  }

  return { CategoryPage, generateMetadata };
}
export type { Query } from '../listing/listing';

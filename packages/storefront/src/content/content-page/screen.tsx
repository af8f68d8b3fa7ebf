import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { contentAreaOf, type ProductLocale } from '@vitrine/i18n';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadContentIndex, loadContentPage } from '../../common/content';
import { localeOf } from '../../common/locale';
import { contentPath } from '../content-path';
import { ContentArticle } from '../content-view';
import { ProductCardListOnDemand } from '../product-card-list-on-demand';
import { PreviewBanner } from '../preview-banner';

export interface ContentPageProps {
  params: Promise<{ locale: string; id: string }>;
}

/** A content id from the route: what the proxy put there, checked again. */
async function idOf(params: ContentPageProps['params']): Promise<string> {
  const { id } = await params;
  const decoded = decodeURIComponent(id);
  if (!/^[a-z0-9][a-z0-9_-]{0,199}$/.test(decoded)) notFound();
  return decoded;
}

export function createContentPage(tenant: TenantConfig) {
  /** An area without a page of its own (`/lp`, `/special`): the list of its pages. */
  async function AreaIndex({ locale, area }: { locale: ProductLocale; area: string }) {
    const pages = (await loadContentIndex(tenant, locale)).filter((p) => p.id.startsWith(`${area}-`) && !p.noindex);
    if (!pages.length) notFound();
    return (
      <section className="vt-section vt-content-page" aria-labelledby="content-title">
        <h1 id="content-title">
          <Trans>Alle Seiten in diesem Bereich</Trans>
        </h1>
        <ul className="vt-area-index">
          {pages.map((p) => (
            <li key={p.id}>
              <a href={contentPath(tenant, locale, p.id)}>{p.title}</a>
              <p>{p.description}</p>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  async function ContentPageScreen({ params }: ContentPageProps) {
    const locale = await localeOf(tenant, params);
    const id = await idOf(params);
    const found = await loadContentPage(tenant, locale, id);
    if (!found) {
      if (contentAreaOf(id) === id) return <AreaIndex locale={locale} area={id} />;
      notFound();
    }
    return (
      <>
        {found.draft ? <PreviewBanner publishedHref={contentPath(tenant, locale, id)} /> : null}
        <ContentArticle tenant={tenant} locale={locale} page={found.page} productList={ProductCardListOnDemand} />
      </>
    );
  }

  async function generateMetadata({ params }: ContentPageProps): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const id = await idOf(params);
    const found = await loadContentPage(tenant, locale, id);
    const canonical = contentPath(tenant, locale, id);
    if (!found) {
      const i18n = await initLingui(locale);
      return { title: i18n._(msg`Alle Seiten in diesem Bereich`), alternates: { canonical } };
    }
    const { page, draft } = found;
    const languages: Record<string, string> = { [locale]: canonical };
    for (const [other, otherId] of Object.entries(page.alternates ?? {})) {
      if ((tenant.i18n.locales as readonly string[]).includes(other)) languages[other] = contentPath(tenant, other as ProductLocale, otherId);
    }
    return {
      title: page.seo?.title ?? page.title,
      description: page.description,
      alternates: { canonical, languages },
      robots: draft || page.seo?.noindex ? { index: false, follow: false } : undefined,
      openGraph: {
        type: page.kind === 'article' ? 'article' : 'website',
        title: page.seo?.title ?? page.title,
        description: page.description,
        url: canonical,
        siteName: tenant.host.name,
        locale: locale.replace('-', '_'),
        ...(page.updated && page.kind === 'article' ? { modifiedTime: page.updated } : {}),
      },
    };
  }

  return { ContentPageScreen, generateMetadata };
}

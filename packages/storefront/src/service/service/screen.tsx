import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pathFor, type ProductLocale, resolvePath } from '@vitrine/i18n';
import type { ReactNode } from 'react';
import { loadContentPage, loadCustomerRatings, loadSeo } from '../../common/content';
import { CustomerRatingsSection } from './customer-ratings-section';
import { ContentBody } from '../../content/content-view';
import { ProductCardListOnDemand } from '../../content/product-card-list-on-demand';
import { ParcelShops } from './parcel-shops';
import { formatMoney } from '@vitrine/pricing';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { initLingui } from '@vitrine/next-adapter';
import { OfficeHours } from '@vitrine/shell';
import { localeOf } from '../../common/locale';
import { seoMetadata } from '../../common/seo';
import { shopSettings } from '../../common/settings';

export interface ServicePageProps {
  params: Promise<{ locale: string }>;
}

/**
 * "Help and contact" (`/service-hilfe`): the service hours, what the phone costs where the tenant
 * says so, and the answers shoppers ask for most, with links into the shop. Static: rendered once
 * per locale and served from the cache.
 */
export function createServicePage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  function ServiceView({ locale, blocks, ratings }: { locale: ProductLocale; blocks: ReactNode; ratings: ReactNode }) {
    const { t } = useLingui();
    const prices = tenant.officeTimes.phonePrices;
    const landline = prices ? formatMoney(prices.landline, tenant.currency, tenant.priceFormat) : '';
    const mobile = prices ? formatMoney(prices.mobileMax, tenant.currency, tenant.priceFormat) : '';
    const contactPath = pathFor('contact', locale, settings.locales);
    const newsletterPath = pathFor('newsletter', locale, settings.locales);
    return (
      <section aria-labelledby="service-heading" className="vt-section vt-service">
        <h1 id="service-heading">
          <Trans>Hilfe und Kontakt</Trans>
        </h1>
        <p>
          <Trans>Hier finden Sie Antworten auf die häufigsten Fragen. Unser Kundenservice ist zu diesen Zeiten für Sie da:</Trans>
        </p>
        <OfficeHours hours={tenant.officeTimes.hours} locale={locale} />
        {prices ? <p>{t`Anrufe kosten ${landline} pro Minute aus dem Festnetz, aus Mobilnetzen höchstens ${mobile} pro Minute.`}</p> : null}
        <p className="vt-service__contact">
          <Trans>
            Lieber schriftlich? <a href={contactPath}>Schreiben Sie uns</a>: Wir helfen Ihnen bei Fragen zu Bestellung, Lieferung, Rücksendung und Ihrem Konto.
          </Trans>
        </p>
        <p className="vt-service__newsletter">
          <Trans>
            Neuheiten und Angebote zuerst, dazu ein Willkommensgutschein: <a href={newsletterPath}>Newsletter abonnieren</a>
          </Trans>
        </p>
        <ParcelShops />
        {blocks}
        {ratings}
      </section>
    );
  }

  async function ServicePage({ params }: ServicePageProps) {
    const locale = await localeOf(tenant, params);
    // The help topics are editors' content (the bucket's page of this path, with its anchors
    // `#bestellen`, `#retourneren-ruilen`, …); the service hours and phone prices are the tenant's.
    // The customer ratings are the shop's (public, a minute old at most); the footer links here.
    const [found, summary] = await Promise.all([
      loadContentPage(tenant, locale, resolvePath(pathFor('service', locale, settings.locales), settings.locales).contentId),
      loadCustomerRatings(tenant, locale),
    ]);
    const blocks = found ? <ContentBody tenant={tenant} locale={locale} blocks={found.page.blocks} productList={ProductCardListOnDemand} /> : null;
    // The page is cached under a stable CSP nonce: the ratings' texts (shoppers') are read in the browser.
    const ratings = summary && summary.count > 0 ? <CustomerRatingsSection initial={{ ...summary, ratings: [], page: 0 }} locale={locale} /> : null;
    return <ServiceView locale={locale} blocks={blocks} ratings={ratings} />;
  }

  async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    const languages = Object.fromEntries(tenant.i18n.locales.map((l) => [l, pathFor('service', l, settings.locales)]));
    return {
      ...seoMetadata(await loadSeo(tenant, locale, 'service'), i18n._(msg`Hilfe und Kontakt`)),
      alternates: { canonical: pathFor('service', locale, settings.locales), languages },
    };
  }

  return { ServicePage, generateMetadata };
}

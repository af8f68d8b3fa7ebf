import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pathFor, type ProductLocale } from '@vitrine/i18n';
import { formatMoney } from '@vitrine/pricing';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { initLingui } from '@vitrine/next-adapter';
import { OfficeHours } from '@vitrine/shell';
import { localeOf } from '../../common/locale';
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

  function ServiceView({ locale }: { locale: ProductLocale }) {
    const { t } = useLingui();
    const prices = tenant.officeTimes.phonePrices;
    const landline = prices ? formatMoney(prices.landline, tenant.currency, tenant.priceFormat) : '';
    const mobile = prices ? formatMoney(prices.mobileMax, tenant.currency, tenant.priceFormat) : '';
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
        <h2>
          <Trans>Häufige Fragen</Trans>
        </h2>
        <dl className="vt-faq">
          <dt>
            <Trans>Wie finde ich einen Artikel?</Trans>
          </dt>
          <dd>
            <Trans>
              Geben Sie oben ins Suchfeld ein, was Sie suchen, oder wählen Sie eine Kategorie aus der Navigation. Ihre letzten Suchbegriffe schlagen wir Ihnen wieder vor.
            </Trans>
          </dd>
          <dt>
            <Trans>Welche BH-Größe passt mir?</Trans>
          </dt>
          <dd>
            <Trans>
              Unser <a href={pathFor('braSizeFinder', locale, settings.locales)}>BH-Größenberater</a> ermittelt Ihre Größe aus zwei Maßen und zeigt passende BHs.
            </Trans>
          </dd>
          <dt>
            <Trans>Wie schreibe ich eine Bewertung?</Trans>
          </dt>
          <dd>
            <Trans>Auf jeder Produktseite finden Sie unter den Kundenbewertungen das Formular. Wir prüfen jede Bewertung, bevor sie erscheint.</Trans>
          </dd>
          <dt>
            <Trans>Was bedeutet „Anzeige“ bei Produkten?</Trans>
          </dt>
          <dd>
            <Trans>So kennzeichnen wir Produkte, für deren Platzierung ein Partner bezahlt. Der Name des Partners steht jeweils dabei.</Trans>
          </dd>
        </dl>
      </section>
    );
  }

  async function ServicePage({ params }: ServicePageProps) {
    const locale = await localeOf(tenant, params);
    return <ServiceView locale={locale} />;
  }

  async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    const languages = Object.fromEntries(tenant.i18n.locales.map((l) => [l, pathFor('service', l, settings.locales)]));
    return {
      title: i18n._(msg`Hilfe und Kontakt`),
      alternates: { canonical: pathFor('service', locale, settings.locales), languages },
    };
  }

  return { ServicePage, generateMetadata };
}

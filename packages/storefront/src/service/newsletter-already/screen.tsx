import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { pathFor } from '@vitrine/i18n';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';

export interface NewsletterAlreadyPageProps {
  params: Promise<{ locale: string }>;
}

/** The already-subscribed page (spec §4): nothing to do; the settings are in every newsletter. */
export function createNewsletterAlreadyPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function NewsletterAlreadyPage({ params }: NewsletterAlreadyPageProps) {
    const locale = await localeOf(tenant, params);
    const home = pathFor('storefront', locale, settings.locales);
    return (
      <div className="vt-account-page vt-newsletter-page">
        <h1>
          <Trans>Sie sind schon angemeldet</Trans>
        </h1>
        <p role="status">
          <Trans>Diese E-Mail-Adresse bekommt unseren Newsletter bereits. Wie oft, ob mit Pause oder gar nicht mehr: Das stellen Sie über den Link in jedem Newsletter ein.</Trans>
        </p>
        <p>
          <a href={home}>
            <Trans>Weiter einkaufen</Trans>
          </a>
        </p>
      </div>
    );
  }

  async function generateMetadata({ params }: NewsletterAlreadyPageProps): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(msg`Sie sind schon angemeldet`), robots: { index: false, follow: false } };
  }

  return { NewsletterAlreadyPage, generateMetadata };
}

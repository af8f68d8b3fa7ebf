import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { NewsletterForm } from '@vitrine/forms';
import { pathFor } from '@vitrine/i18n';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { renderKey } from '../../common/form-key';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { subscribeNewsletter } from './actions';
import { newsletterPaths, voucherTerms } from './common';

export interface NewsletterPageProps {
  params: Promise<{ locale: string }>;
}

/** Newsletter sign-up (spec §4), the first of its four pages: the address and the voucher's terms. */
export function createNewsletterPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function NewsletterPage({ params }: NewsletterPageProps) {
    const locale = await localeOf(tenant, params);
    const terms = await voucherTerms(tenant);
    return (
      <div className="vt-account-page vt-newsletter-page">
        <section aria-labelledby="newsletter-title">
          <h1 id="newsletter-title">
            <Trans>Newsletter</Trans>
          </h1>
          <NewsletterForm
            action={subscribeNewsletter.bind(null, tenant.key, locale, renderKey(), newsletterPaths(tenant, locale))}
            terms={terms}
            doubleOptIn={terms.doubleOptIn}
            privacyHref={pathFor('privacy', locale, settings.locales)}
          />
        </section>
      </div>
    );
  }

  async function generateMetadata({ params }: NewsletterPageProps): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(msg`Newsletter`), alternates: { canonical: pathFor('newsletter', locale, settings.locales) } };
  }

  return { NewsletterPage, generateMetadata };
}

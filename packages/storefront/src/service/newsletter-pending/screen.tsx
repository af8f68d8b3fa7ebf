import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { NewsletterResend } from '@vitrine/forms';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { renderKey } from '../../common/form-key';
import { localeOf } from '../../common/locale';
import { resendNewsletterConfirmation } from '../newsletter/actions';
import { newsletterPaths } from '../newsletter/common';

export interface NewsletterPendingPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The second page (double opt-in): the mail is on its way; the sheet offers a new one. */
export function createNewsletterPendingPage(tenant: TenantConfig) {
  async function NewsletterPendingPage({ params, searchParams }: NewsletterPendingPageProps) {
    const locale = await localeOf(tenant, params);
    const ref = (await searchParams).ref;
    const subscription = typeof ref === 'string' && /^[\w-]{16,40}$/.test(ref) ? ref : undefined;
    const form = newsletterPaths(tenant, locale).form;
    return (
      <div className="vt-account-page vt-newsletter-page">
        <section aria-labelledby="newsletter-pending-title">
          <h1 id="newsletter-pending-title">
            <Trans>Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse</Trans>
          </h1>
          <p>
            <Trans>
              Wir haben Ihnen eine E-Mail geschickt. Klicken Sie auf den Link darin und bestätigen Sie Ihre Anmeldung: Dann schicken wir Ihnen Ihren Willkommensgutschein.
            </Trans>
          </p>
          <p className="vt-hint">
            <Trans>Der Link gilt 48 Stunden.</Trans>
          </p>
          {subscription ? (
            <NewsletterResend action={resendNewsletterConfirmation.bind(null, tenant.key, locale, subscription, renderKey())} />
          ) : (
            <p>
              <Trans>
                Keine E-Mail bekommen? <a href={form}>Melden Sie sich einfach noch einmal an.</a>
              </Trans>
            </p>
          )}
        </section>
      </div>
    );
  }

  async function generateMetadata({ params }: NewsletterPendingPageProps): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(msg`Bitte bestätigen Sie Ihre E-Mail-Adresse`), robots: { index: false, follow: false } };
  }

  return { NewsletterPendingPage, generateMetadata };
}

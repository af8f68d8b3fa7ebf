import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { VoucherTermsDialog } from '@vitrine/forms';
import { pathFor } from '@vitrine/i18n';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import { Alert, Button } from '@vitrine/ui';
import type { Metadata } from 'next';
import { renderKey } from '../../common/form-key';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { confirmNewsletter } from '../newsletter/actions';
import { newsletterPaths, voucherTerms } from '../newsletter/common';

export interface NewsletterWelcomePageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The welcome page: the mail's link lands here (`?token=`) and its button confirms (a link that
 * mail scanners open confirms nothing); then, or right after a sign-up without double opt-in, the
 * welcome with the voucher's terms. A link that no longer works says so.
 */
export function createNewsletterWelcomePage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function NewsletterWelcomePage({ params, searchParams }: NewsletterWelcomePageProps) {
    const locale = await localeOf(tenant, params);
    const query = await searchParams;
    const paths = newsletterPaths(tenant, locale);
    const token = typeof query.token === 'string' && /^[\w-]{20,100}$/.test(query.token) ? query.token : undefined;
    const home = pathFor('storefront', locale, settings.locales);
    if (query.link === 'expired' || query.link === 'invalid') {
      return (
        <div className="vt-account-page vt-newsletter-page">
          <h1>
            <Trans>Dieser Link funktioniert nicht mehr</Trans>
          </h1>
          <Alert role="alert">
            {query.link === 'expired' ? (
              <Trans>Der Link ist abgelaufen: Er gilt 48 Stunden.</Trans>
            ) : (
              <Trans>Den Link kennen wir nicht, oder er wurde durch einen neueren ersetzt.</Trans>
            )}
          </Alert>
          <p>
            <a href={paths.form}>
              <Trans>Noch einmal anmelden</Trans>
            </a>
          </p>
        </div>
      );
    }
    if (token) {
      return (
        <div className="vt-account-page vt-newsletter-page">
          <h1>
            <Trans>Anmeldung zum Newsletter bestätigen</Trans>
          </h1>
          {query.failed ? (
            <Alert role="alert">
              <Trans>Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.</Trans>
            </Alert>
          ) : null}
          <form action={confirmNewsletter.bind(null, tenant.key, locale, token, paths, renderKey())} className="vt-account-form">
            <p>
              <Trans>Ein Klick noch: Dann ist Ihre Anmeldung bestätigt und Ihr Willkommensgutschein unterwegs.</Trans>
            </p>
            <div className="vt-account-form__actions">
              <Button type="submit">
                <Trans>Anmeldung bestätigen</Trans>
              </Button>
            </div>
          </form>
        </div>
      );
    }
    const terms = await voucherTerms(tenant);
    return (
      <div className="vt-account-page vt-newsletter-page">
        <h1>
          <Trans>Willkommen beim Newsletter!</Trans>
        </h1>
        <p role="status">
          {query.confirmed === 'yes' ? (
            <Trans>Ihre Anmeldung ist bestätigt. Einen Willkommensgutschein gibt es je E-Mail-Adresse nur einmal.</Trans>
          ) : (
            <Trans>Ihre Anmeldung ist bestätigt. Ihr Willkommensgutschein ist per E-Mail unterwegs.</Trans>
          )}
        </p>
        <VoucherTermsDialog terms={terms} />
        <p>
          <a href={home}>
            <Trans>Weiter einkaufen</Trans>
          </a>
        </p>
      </div>
    );
  }

  async function generateMetadata({ params }: NewsletterWelcomePageProps): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(msg`Willkommen beim Newsletter`), robots: { index: false, follow: false } };
  }

  return { NewsletterWelcomePage, generateMetadata };
}

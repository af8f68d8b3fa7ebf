import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { NewsletterSettingsForm } from '@vitrine/forms';
import { NewsletterSettingsDocument } from '@vitrine/graphql-client';
import { initLingui, serverGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import { Alert } from '@vitrine/ui';
import type { Metadata } from 'next';
import { localeOf } from '../../common/locale';
import { saveNewsletterSettings } from '../newsletter/actions';

export interface NewsletterUnsubscribePageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The newsletter's settings by the mails' signed link (`?s=`): how often, a pause, or an end (spec §3, §4). */
export function createNewsletterUnsubscribePage(tenant: TenantConfig) {
  async function NewsletterUnsubscribePage({ params, searchParams }: NewsletterUnsubscribePageProps) {
    const locale = await localeOf(tenant, params);
    const s = (await searchParams).s;
    const token = typeof s === 'string' && s.length <= 200 ? s : '';
    // The link's subscription, read by the shop for itself (the link is the authority, not a session).
    const settings = token ? (await serverGateway(tenant).request(NewsletterSettingsDocument, { token }, { init: { cache: 'no-store' } })).newsletterSettings : null;
    return (
      <div className="vt-account-page vt-newsletter-page">
        <h1>
          <Trans>Newsletter-Einstellungen</Trans>
        </h1>
        {settings?.subscribed ? (
          <>
            <p>
              <Trans>Seltener, eine Pause oder gar nicht mehr: Sie entscheiden.</Trans>
            </p>
            <NewsletterSettingsForm
              action={saveNewsletterSettings.bind(null, tenant.key, token)}
              frequencies={settings.frequencies}
              pauseDays={settings.pauseDays}
              locale={locale}
            />
          </>
        ) : (
          <Alert role="alert">
            <Trans>Ich bin nicht per E-Mail für den Newsletter angemeldet.</Trans>
          </Alert>
        )}
      </div>
    );
  }

  async function generateMetadata({ params }: NewsletterUnsubscribePageProps): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(msg`Newsletter-Einstellungen`), robots: { index: false, follow: false } };
  }

  return { NewsletterUnsubscribePage, generateMetadata };
}

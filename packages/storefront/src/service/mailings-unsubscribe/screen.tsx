import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { pathFor } from '@vitrine/i18n';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import { Alert, Button } from '@vitrine/ui';
import type { Metadata } from 'next';
import { renderKey } from '../../common/form-key';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { unsubscribeMailings } from '../newsletter/actions';

export interface MailingsUnsubscribePageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Every mailing's unsubscribe link (spec §3, §8; `?s=` signed): a button ends the advertising mails
 * (a link opened by a mail scanner ends nothing; mail programs use the one-click POST instead), then
 * the outcome: done, "not found or already removed", or the error with the way to the service.
 */
export function createMailingsUnsubscribePage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function MailingsUnsubscribePage({ params, searchParams }: MailingsUnsubscribePageProps) {
    const locale = await localeOf(tenant, params);
    const query = await searchParams;
    const token = typeof query.s === 'string' && query.s.length <= 200 ? query.s : '';
    const page = pathFor('mailingsUnsubscribe', locale, settings.locales);
    const contact = pathFor('contact', locale, settings.locales);
    return (
      <div className="vt-account-page vt-newsletter-page">
        <h1>
          <Trans>Werbung per E-Mail abbestellen</Trans>
        </h1>
        {query.outcome === 'done' ? (
          <p role="status">
            <Trans>Erledigt: Sie bekommen von uns keine Werbung mehr per E-Mail. Nachrichten zu Ihren Bestellungen schicken wir Ihnen weiterhin.</Trans>
          </p>
        ) : query.outcome === 'not-found' || !token ? (
          <Alert role="alert">
            <Trans>Diese E-Mail-Adresse haben wir nicht gefunden, oder sie ist bereits abgemeldet.</Trans>
          </Alert>
        ) : (
          <>
            {query.outcome === 'failed' ? (
              <Alert role="alert">
                <Trans>
                  Das hat leider nicht geklappt. Bitte versuchen Sie es später noch einmal, oder <a href={contact}>schreiben Sie unserem Kundenservice</a>.
                </Trans>
              </Alert>
            ) : null}
            <form action={unsubscribeMailings.bind(null, tenant.key, token, page, renderKey())} className="vt-account-form">
              <p>
                <Trans>Mit einem Klick bekommen Sie von uns und unserer Zweitmarke keine Werbung mehr per E-Mail.</Trans>
              </p>
              <div className="vt-account-form__actions">
                <Button type="submit">
                  <Trans>Abbestellen</Trans>
                </Button>
              </div>
            </form>
          </>
        )}
      </div>
    );
  }

  async function generateMetadata({ params }: MailingsUnsubscribePageProps): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(msg`Werbung per E-Mail abbestellen`), robots: { index: false, follow: false } };
  }

  return { MailingsUnsubscribePage, generateMetadata };
}

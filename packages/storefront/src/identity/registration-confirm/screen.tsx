import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { LinkConfirmation } from '@vitrine/account';
import { pathFor } from '@vitrine/i18n';
import { initLingui } from '@vitrine/next-adapter';
import { localPath } from '@vitrine/session';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { renderKey } from '../../common/form-key';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { confirmRegistration } from './actions';

export interface RegistrationConfirmPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The page of the link mailed after registration (`?token=`, `?next=` where the shopper registered
 * on the way somewhere): nothing happens until the button is pressed (a mail program that opens
 * links to check them opens no account), then the account opens once and the shopper is logged in
 * and goes on.
 */
export function createRegistrationConfirmPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function RegistrationConfirmPage({ params, searchParams }: RegistrationConfirmPageProps) {
    const locale = await localeOf(tenant, params);
    const query = await searchParams;
    const token = query.token;
    const usable = typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
    const next = localPath(typeof query.next === 'string' ? query.next : undefined) ?? pathFor('storefront', locale, settings.locales);
    return (
      <div className="vt-account-page">
        <section aria-labelledby="link-title">
          <h1 id="link-title">
            <Trans>Kundenkonto bestätigen</Trans>
          </h1>
          <LinkConfirmation
            kind="registration"
            token={usable ? token : ''}
            invalid={!usable}
            action={confirmRegistration.bind(null, tenant.key, next, renderKey())}
            nextHref={pathFor('login', locale, settings.locales)}
          />
        </section>
      </div>
    );
  }

  async function generateMetadata({ params }: Pick<RegistrationConfirmPageProps, 'params'>): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    // The token is in the address: never indexed, never sent to another site as a referrer (the
    // shop's own pages, where the shopper goes on without a page load, keep theirs: a heart's plain
    // post comes back by it).
    return { title: i18n._(msg`Kundenkonto bestätigen`), robots: { index: false, follow: false }, referrer: 'same-origin' };
  }

  return { RegistrationConfirmPage, generateMetadata };
}

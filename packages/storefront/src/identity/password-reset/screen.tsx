import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ResetPasswordForm } from '@vitrine/account';
import { pathFor } from '@vitrine/i18n';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { resetPassword } from './actions';

export interface PasswordResetPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The page of the reset link (`/password/reset?token=`): a new password, once. A link without a
 * well-formed token says at once that it is invalid; a used or expired one says so when sent.
 */
export function createPasswordResetPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function PasswordResetPage({ params, searchParams }: PasswordResetPageProps) {
    const locale = await localeOf(tenant, params);
    const token = (await searchParams).token;
    const usable = typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
    const loginPath = pathFor('login', locale, settings.locales);
    return (
      <div className="vt-account-page">
        <section aria-labelledby="reset-title">
          <h1 id="reset-title">
            <Trans>Neues Passwort festlegen</Trans>
          </h1>
          <ResetPasswordForm
            token={usable ? token : ''}
            link={usable ? 'usable' : 'invalid'}
            action={resetPassword.bind(null, tenant.key)}
            forgotHref={`${loginPath}?view=forgot`}
            loginHref={loginPath}
          />
        </section>
      </div>
    );
  }

  async function generateMetadata({ params }: Pick<PasswordResetPageProps, 'params'>): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    // The token is in the address: never indexed, never sent on as a referrer.
    return { title: i18n._(msg`Neues Passwort festlegen`), robots: { index: false, follow: false }, referrer: 'no-referrer' };
  }

  return { PasswordResetPage, generateMetadata };
}

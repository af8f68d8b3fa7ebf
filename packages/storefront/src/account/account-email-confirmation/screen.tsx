import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type ConfirmationKind, LinkConfirmation } from '@vitrine/account';
import { pathFor } from '@vitrine/i18n';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { renderKey } from '../../common/form-key';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { confirmEmailChange, confirmErasure } from './actions';

export interface LinkPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The page of a mailed link (`?token=`): the new e-mail's confirmation, or the account's erasure.
 * Nothing happens until the button is pressed, and then once; no login is needed (the link may be
 * opened on another device).
 */
export function createLinkPage(tenant: TenantConfig, kind: ConfirmationKind) {
  const settings = shopSettings(tenant);
  const title = kind === 'email' ? msg`Neue E-Mail-Adresse bestätigen` : msg`Kundenkonto löschen`;

  async function LinkPage({ params, searchParams }: LinkPageProps) {
    const locale = await localeOf(tenant, params);
    const token = (await searchParams).token;
    const usable = typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
    const action = kind === 'email' ? confirmEmailChange : confirmErasure;
    return (
      <div className="vt-account-page">
        <section aria-labelledby="link-title">
          <h1 id="link-title">{kind === 'email' ? <Trans>Neue E-Mail-Adresse bestätigen</Trans> : <Trans>Kundenkonto löschen</Trans>}</h1>
          <LinkConfirmation
            kind={kind}
            token={usable ? token : ''}
            invalid={!usable}
            action={action.bind(null, tenant.key, locale, renderKey())}
            nextHref={pathFor(kind === 'email' ? 'account' : 'storefront', locale, settings.locales)}
          />
        </section>
      </div>
    );
  }

  async function generateMetadata({ params }: Pick<LinkPageProps, 'params'>): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    // The token is in the address: never indexed, never sent on as a referrer.
    return { title: i18n._(title), robots: { index: false, follow: false }, referrer: 'no-referrer' };
  }

  return { LinkPage, generateMetadata };
}

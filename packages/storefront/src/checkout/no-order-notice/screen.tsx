import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { NoOrderNotice, type NoOrderReason } from '@vitrine/checkout';
import { initLingui } from '@vitrine/next-adapter';
import { isIdempotencyKey } from '@vitrine/session';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { localeOf } from '../../common/locale';
import { isKeyOf } from '../step/enums';
import { checkoutPaths } from '../step/load';

const REASONS: Record<NoOrderReason, true> = { 'not-enough-stock': true, 'basket-empty': true, failed: true };
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The no-order notice (`/kasse/hinweis?reason=…`): why no order was placed, the basket intact, the ways on. */
export function createNoOrderNoticePage(tenant: TenantConfig) {
  const locales = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };

  async function NoOrderNoticePage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
    const locale = await localeOf(tenant, params);
    const paths = checkoutPaths(locale, locales);
    const query = await searchParams;
    const asked = one(query.reason);
    const reason = isKeyOf(REASONS, asked) ? asked : 'failed';
    const attempt = one(query.attempt);
    const retry = attempt && isIdempotencyKey(attempt) ? `${paths.check}?${new URLSearchParams({ attempt })}` : paths.check;
    return (
      <div className="vt-checkout-page">
        <h1>
          <Trans>Ihre Bestellung wurde nicht aufgegeben</Trans>
        </h1>
        <NoOrderNotice reason={reason} basketHref={paths.basket} checkoutHref={retry} serviceHref={paths.service} />
      </div>
    );
  }

  async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(msg`Hinweis zu Ihrer Bestellung`), robots: { index: false, follow: false } };
  }

  return { NoOrderNoticePage, generateMetadata };
}

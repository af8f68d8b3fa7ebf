import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { LendMoneyForm } from '@vitrine/forms';
import { LendMoneyFormDocument } from '@vitrine/graphql-client';
import { pathFor } from '@vitrine/i18n';
import { initLingui, knownShopperGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { loginFor } from '../../account/frame/frame';
import { renderKey } from '../../common/form-key';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { requestLoan } from './actions';

export interface LendMoneyPageProps {
  params: Promise<{ locale: string }>;
}

/**
 * The lend-money request for existing customers (spec §1, §3, §5, §8), where the shop offers it: a
 * guest or a soft login is sent to the login and comes back; the form shows the IBAN the shop knows.
 */
export function createLendMoneyPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function LendMoneyPage({ params }: LendMoneyPageProps) {
    const locale = await localeOf(tenant, params);
    if (!tenant.forms.lendMoney) notFound();
    const here = pathFor('lendMoney', locale, settings.locales);
    const gateway = await knownShopperGateway(tenant);
    const form = gateway ? (await gateway.request(LendMoneyFormDocument, {}, { init: { cache: 'no-store' } })).lendMoneyForm : null;
    if (!form) redirect(loginFor(tenant, locale, here));
    const service = pathFor('service', locale, settings.locales);
    return (
      <div className="vt-account-page">
        <section aria-labelledby="lend-money-title">
          <h1 id="lend-money-title">
            <Trans>Geld leihen</Trans>
          </h1>
          <p>
            <Trans>Als Kundin oder Kunde können Sie bei uns Geld leihen. Wir prüfen Ihre Anfrage sofort und bestätigen sie per E-Mail.</Trans>
          </p>
          {form.iban ? (
            <LendMoneyForm
              action={requestLoan.bind(null, tenant.key, locale, renderKey())}
              accountHolder={form.accountHolder}
              iban={form.iban}
              phone={form.phone}
              minAmount={form.minAmount}
              maxAmount={form.maxAmount}
              serviceHref={service}
            />
          ) : (
            <p role="alert">
              <Trans>Ihre Anfrage kann online nicht bearbeitet werden. Bitte wenden Sie sich an unseren Kundenservice.</Trans>
            </p>
          )}
        </section>
      </div>
    );
  }

  async function generateMetadata({ params }: LendMoneyPageProps): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(msg`Geld leihen`), robots: { index: false, follow: false } };
  }

  return { LendMoneyPage, generateMetadata };
}

import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { RateProtectionForm } from '@vitrine/checkout';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import { localeOf } from '../../common/locale';
import { StepPage, stepMetadata } from '../step/layout';
import { saveRateProtection } from './actions';
import { loadRateProtection } from './load';
import { renderKey } from '../../common/form-key';

/**
 * Rate protection (`/kasse/ratenschutz`): the insurance offered for the chosen instalment plan; and
 * its update (`/kasse/ratenschutz-aktualisierung`), where the shopper changes it from check and
 * order, or confirms it again when a changed plan changed its premium. Without instalments (or in a
 * shop without the insurance) there is nothing to insure: on to the next step.
 */
export function createRateProtectionPage(tenant: TenantConfig, mode: 'offer' | 'update') {
  async function RateProtectionPage({ params }: { params: Promise<{ locale: string }> }) {
    const locale = await localeOf(tenant, params);
    const { paths, here, next, checkout, offer, plan } = await loadRateProtection(tenant, locale, mode);
    const i18n = await initLingui(locale);
    return (
      <StepPage
        current="payment"
        hrefs={paths.steps(here)}
        title={mode === 'offer' ? <Trans>Ratenschutz</Trans> : <Trans>Ratenschutz aktualisieren</Trans>}
        summary={{ checkout, tenant, basketHref: paths.basket }}
      >
        <RateProtectionForm
          offer={offer}
          plan={plan}
          chosen={checkout.rateProtection}
          mode={mode}
          currency={tenant.currency}
          format={tenant.priceFormat}
          action={saveRateProtection.bind(null, tenant.key, locale, next, renderKey())}
          changePaymentHref={paths.changePayment}
          submitLabel={mode === 'update' ? i18n._(msg`Übernehmen`) : undefined}
        />
      </StepPage>
    );
  }

  const generateMetadata = stepMetadata(tenant, mode === 'offer' ? msg`Ratenschutz` : msg`Ratenschutz aktualisieren`);

  return { RateProtectionPage, generateMetadata };
}

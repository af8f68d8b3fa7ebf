import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PremiumForm } from '@vitrine/checkout';
import type { TenantConfig } from '@vitrine/tenant-config';
import { localeOf } from '../../common/locale';
import { StepPage, stepMetadata } from '../step/layout';
import { savePremium } from './actions';
import { loadPremium } from './load';
import { renderKey } from '../../common/form-key';

/**
 * Premium (`/kasse/premium`, shop-ch): the membership offered after the payment step, bought with
 * the order or not; a shop without it goes on to check and order.
 */
export function createPremiumPage(tenant: TenantConfig) {
  async function PremiumPage({ params }: { params: Promise<{ locale: string }> }) {
    const locale = await localeOf(tenant, params);
    const { paths, checkout, offer } = await loadPremium(tenant, locale);
    return (
      <StepPage current="payment" hrefs={paths.steps(paths.premium)} title={<Trans>Premium-Mitgliedschaft</Trans>} summary={{ checkout, tenant, basketHref: paths.basket }}>
        <PremiumForm
          offer={offer}
          chosen={checkout.premium}
          action={savePremium.bind(null, tenant.key, locale, paths.check, renderKey())}
          currency={tenant.currency}
          format={tenant.priceFormat}
        />
      </StepPage>
    );
  }

  const generateMetadata = stepMetadata(tenant, msg`Premium-Mitgliedschaft`);

  return { PremiumPage, generateMetadata };
}

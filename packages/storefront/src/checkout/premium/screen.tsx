import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PremiumForm } from '@vitrine/checkout';
import type { TenantConfig } from '@vitrine/tenant-config';
import { redirect } from 'next/navigation';
import { localeOf } from '../../common/locale';
import { StepPage, stepMetadata } from '../step/layout';
import { savePremium } from './actions';
import { checkoutFor, checkoutPaths } from '../step/load';

/**
 * Premium (`/kasse/premium`, shop-ch): the membership offered after the payment step, bought with
 * the order or not; a shop without it goes on to check and order.
 */
export function createPremiumPage(tenant: TenantConfig) {
  const locales = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };

  async function PremiumPage({ params }: { params: Promise<{ locale: string }> }) {
    const locale = await localeOf(tenant, params);
    const paths = checkoutPaths(locale, locales);
    const checkout = await checkoutFor(tenant, locale, paths.premium);
    if (!checkout.premiumOffer) redirect(paths.check);
    if (checkout.missing.includes('delivery')) redirect(paths.delivery);
    if (checkout.missing.includes('payment')) redirect(paths.payment);
    return (
      <StepPage current="payment" hrefs={paths.steps(paths.premium)} title={<Trans>Premium-Mitgliedschaft</Trans>} summary={{ checkout, tenant, basketHref: paths.basket }}>
        <PremiumForm
          offer={checkout.premiumOffer}
          chosen={checkout.premium}
          action={savePremium.bind(null, tenant.key, locale, paths.check)}
          currency={tenant.currency}
          format={tenant.priceFormat}
        />
      </StepPage>
    );
  }

  const generateMetadata = stepMetadata(tenant, msg`Premium-Mitgliedschaft`);

  return { PremiumPage, generateMetadata };
}

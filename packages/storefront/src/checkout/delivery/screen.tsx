import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { DeliveryForm } from '@vitrine/checkout';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import { localeOf } from '../../common/locale';
import { StepPage, stepMetadata } from '../step/layout';
import { saveDelivery } from './actions';
import { loadDelivery } from './load';
import { renderKey } from '../../common/form-key';

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * The delivery step (`/kasse/lieferservice`) and its change from check and order
 * (`/kasse/lieferservice-aendern`, back to check and order afterwards): address, option, parcel
 * shop (`?near=` searches them, a GET form that works without JavaScript).
 */
export function createDeliveryPage(tenant: TenantConfig, mode: 'step' | 'change') {
  async function DeliveryPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
    const locale = await localeOf(tenant, params);
    const query = await searchParams;
    const near = one(query.near)?.trim().slice(0, 40) || undefined;
    const { paths, here, checkout, parcelShops } = await loadDelivery(tenant, locale, mode, near);
    const asked = one(query.option);
    return (
      <StepPage current="delivery" hrefs={paths.steps(here)} title={mode === 'step' ? <Trans>Lieferung</Trans> : <Trans>Lieferung ändern</Trans>}>
        <DeliveryForm
          addresses={checkout.addresses}
          offers={checkout.offers}
          chosen={{
            addressId: checkout.address?.id,
            option: asked === 'parcelShop' ? 'parcelShop' : (checkout.option ?? undefined),
            parcelShopId: checkout.parcelShop?.id,
          }}
          parcelShops={parcelShops}
          near={near}
          countries={checkout.countries}
          currency={tenant.currency}
          format={tenant.priceFormat}
          action={saveDelivery.bind(null, tenant.key, locale, mode === 'step' ? paths.payment : paths.check, renderKey())}
          searchAction={here}
          submitLabel={mode === 'change' ? (await initLingui(locale))._(msg`Übernehmen`) : undefined}
        />
      </StepPage>
    );
  }

  const generateMetadata = stepMetadata(tenant, mode === 'step' ? msg`Lieferung` : msg`Lieferung ändern`);

  return { DeliveryPage, generateMetadata };
}

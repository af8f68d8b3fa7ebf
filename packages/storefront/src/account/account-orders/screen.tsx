import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { OrderHistory, ReturnForm } from '@vitrine/account';
import { pathFor } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { AccountFrame, accountMetadata, loginFor } from '../frame/frame';
import { renderKey } from '../../common/form-key';
import { ParcelShops } from '../../service/service/parcel-shops';
import { registerReturn } from './actions';
import { loadAccountOrders, loadReturn } from './load';

export interface OrdersPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Orders and deliveries: the customer's orders in this shop, newest first, each with where it
 * stands, its parcels (carrier, tracking, scans) and what is still prepared; older ones page by
 * page (`?after=<number>`). Full login only: a guest or a soft login is sent to the login and back.
 */
export function createOrdersPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function OrdersPage({ params, searchParams }: OrdersPageProps) {
    const locale = await localeOf(tenant, params);
    if (!tenant.account.pages.includes('orders')) notFound();
    const here = pathFor('accountOrders', locale, settings.locales);
    const query = await searchParams;
    const number = (value: unknown) => (typeof value === 'string' && /^\d{8,12}$/.test(value) ? value : undefined);
    const returnHref = (order: string) => `${here}?${new URLSearchParams({ return: order })}#return-form`;
    const returning = number(query.return);
    const [data, back] = await Promise.all([
      loadAccountOrders(tenant, locale, number(query.after), returnHref),
      returning ? loadReturn(tenant, locale, returning) : Promise.resolve(null),
    ]);
    if (!data) redirect(loginFor(tenant, locale, here));
    const registered = typeof query.registered === 'string' && /^RT-[0-9A-F]{8}$/.test(query.registered) ? query.registered : undefined;
    const returnForm = back
      ? {
          orderNumber: back.number,
          form: (
            <ReturnForm
              orderNumber={back.number}
              lines={back.lines}
              pickupDays={back.pickupDays}
              action={registerReturn.bind(
                null,
                tenant.key,
                locale,
                here,
                back.country,
                tenant.timeZone,
                back.lines.map((line) => line.position),
                renderKey(),
              )}
              cancelHref={`${here}#order-${back.number}`}
              parcelShopFinder={<ParcelShops />}
            />
          ),
        }
      : undefined;
    return (
      <AccountFrame tenant={tenant} locale={locale} current="orders" title={<Trans>Meine Bestellungen und Lieferungen</Trans>}>
        <OrderHistory
          orders={data.orders}
          currency={tenant.currency}
          format={tenant.priceFormat}
          timeZone={tenant.timeZone}
          moreHref={data.next ? `${here}?${new URLSearchParams({ after: data.next })}` : undefined}
          shopHref={pathFor('storefront', locale, settings.locales)}
          returnForm={returnForm}
          registered={registered}
        />
      </AccountFrame>
    );
  }

  function generateMetadata({ params }: Pick<OrdersPageProps, 'params'>): Promise<Metadata> {
    return accountMetadata(tenant, params, msg`Meine Bestellungen und Lieferungen`);
  }

  return { OrdersPage, generateMetadata };
}

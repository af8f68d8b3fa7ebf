import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type AddressBookNotice, AddressBookView } from '@vitrine/account';
import { pathFor, type Screen } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { isKeyOf } from '../../checkout/step/enums';
import { AccountFrame, accountMetadata, loginFor } from '../frame/frame';
import { renderKey } from '../../common/form-key';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { deleteAddress, saveAddress, setDefaultAddress } from './actions';
import { loadAddressBook } from './load';

export interface AddressBookPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const NOTICES: Record<AddressBookNotice, true> = { saved: true, deleted: true, 'default-set': true, 'not-found': true, failed: true };
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * The address book: a customer's addresses (full login; a guest or a soft login is sent to the
 * login, which asks for the password, and comes back here), a form for a new or a changed one, the
 * defaults for delivery and the bill. Read again on every request.
 */
export function createAddressBookPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function AddressBookPage({ params, searchParams }: AddressBookPageProps) {
    const locale = await localeOf(tenant, params);
    if (!tenant.account.pages.includes('addressBook')) notFound();
    const path = (screen: Screen) => pathFor(screen, locale, settings.locales);
    const here = path('accountAddressBook');
    const book = await loadAddressBook(tenant);
    if (!book) redirect(loginFor(tenant, locale, here));
    const query = await searchParams;
    const asked = one(query.notice);
    const notice = isKeyOf(NOTICES, asked) ? asked : undefined;
    const edit = one(query.edit);
    const editing = one(query.add) === '1' ? 'new' : edit && book.addresses.some((a) => a.id === edit) ? edit : undefined;
    const render = renderKey();
    return (
      <AccountFrame tenant={tenant} locale={locale} current="addressBook" title={<Trans>Mein Adressbuch</Trans>}>
        <AddressBookView
          addresses={book.addresses}
          defaultDelivery={book.defaultDelivery}
          defaultBilling={book.defaultBilling}
          countries={tenant.order.deliveryCountries}
          editing={editing}
          saveAction={saveAddress.bind(null, tenant.key, here, tenant.order.deliveryCountries, render)}
          deleteAction={deleteAddress.bind(null, tenant.key, here, render)}
          defaultAction={setDefaultAddress.bind(null, tenant.key, here, render)}
          notice={notice}
          addHref={`${here}?add=1#address-form`}
          editHrefs={Object.fromEntries(book.addresses.map((a) => [a.id, `${here}?${new URLSearchParams({ edit: a.id })}#address-form`]))}
          bookHref={here}
        />
      </AccountFrame>
    );
  }

  function generateMetadata({ params }: Pick<AddressBookPageProps, 'params'>): Promise<Metadata> {
    return accountMetadata(tenant, params, msg`Mein Adressbuch`);
  }

  return { AddressBookPage, generateMetadata };
}

import { defineTenant } from '@vitrine/tenant-config';
import { baseTenant } from '@vitrine/tenant-base';

/**
 * Germany (shop-de): the base configuration with the whole customer account switched on, payback
 * and payment dates (de-DE only) included. The base keeps bookings, orders, overview, invoices,
 * payment dates and payback off, as the spec says; a shop that runs the base as it is serves only
 * personal data and the address book.
 *
 * It keeps the base's key: the key names the content bucket (`tenants/base/content/`) and the
 * gateway's data of this shop (customers, orders, vouchers), which are the base's.
 */
export const deTenant = defineTenant(baseTenant, {
  key: 'base',
  account: { pages: ['overview', 'personalData', 'orders', 'bookings', 'invoices', 'addressBook', 'paymentDates', 'payback'] },
});

export default deTenant;

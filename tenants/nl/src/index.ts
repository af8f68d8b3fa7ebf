import { defineTenant } from '@vitrine/tenant-config';
import { baseTenant } from '@vitrine/tenant-base';

/** The Netherlands: nl-NL, EUR with the currency in front. */
export const nlTenant = defineTenant(baseTenant, {
  key: 'nl',
  host: { domain: 'www.vitrine.nl' },
  clientId: 'vitrine-nl',
  i18n: { defaultLocale: 'nl-NL', locales: ['nl-NL'], languages: ['nl'] },
  tenantId: 'nl',
  company: {
    name: 'Vitrine B.V.',
    legal: { street: 'Stationsplein 45', postalCode: '1012 AB', city: 'Amsterdam', country: 'NL', vatId: 'NL859876543B01', register: 'KvK 76543210' },
  },
  timeZone: 'Europe/Amsterdam',
  assets: { flag: 'NL' },
  order: {
    freeShippingFrom: 6_000,
    vatRates: { standard: 2_100, reduced: 900 },
    deliveryCountries: ['NL'],
    delivery: {
      standard: { price: 495, days: [1, 2] },
      express: { price: 995, days: [1, 1] },
      parcelShop: { price: 395, days: [1, 3] },
      freight: { price: 3_490, days: [4, 8] },
    },
    paylinkPaymentMethods: ['ideal', 'creditCard', 'paypal'],
    paymentMethods: ['ideal', 'invoice', 'creditCard', 'instalments', 'prepayment'],
    parcelShopCountries: ['NL'],
  },
  // Interest-free instalments (shop-de charges interest: tenants/base).
  installmentCalculator: { monthlyInterestFactor: 0, monthlyRateSurchargeFactor: 0 },
  forms: { lendMoney: false, contactCaptcha: true, postalCodeCountry: 'NL' },
  // The Dutch welcome voucher is a percentage (spec §9's "15% discount" text).
  voucher: { ...baseTenant.voucher, newsletterVoucherPercent: 15 },
  bookings: { enabled: true },
  account: { pages: ['overview', 'personalData', 'orders', 'bookings', 'invoices', 'addressBook'] },
  priceFormat: { currencyPosition: 'before', grouping: true, decimalSeparator: ',' },
});

export default nlTenant;

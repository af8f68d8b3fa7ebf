import { defineTenant } from '@vitrine/tenant-config';
import { baseTenant } from '@vitrine/tenant-base';

/** Switzerland and Liechtenstein: de-CH and fr-CH (under /fr), CHF, the dark style variant. */
export const chTenant = defineTenant(baseTenant, {
  key: 'ch',
  host: { domain: 'www.vitrine.ch' },
  clientId: 'vitrine-ch',
  i18n: { defaultLocale: 'de-CH', locales: ['de-CH', 'fr-CH'], languages: ['de', 'fr'] },
  tenantId: 'ch',
  styleVariant: 'dark',
  company: {
    name: 'Vitrine AG',
    legal: { street: 'Bahnhofplatz 9', postalCode: '8001', city: 'Zürich', country: 'CH', vatId: 'CHE-298.765.431 MWST', register: 'Handelsregister des Kantons Zürich' },
  },
  timeZone: 'Europe/Zurich',
  currency: 'CHF',
  assets: { flag: 'CH' },
  header: {
    localeSwitcher: true,
    geoCountryLayer: {
      enabled: true,
      alternatives: [
        { country: 'DE', url: 'https://www.vitrine.de/' },
        { country: 'AT', url: 'https://www.vitrine.at/' },
      ],
    },
  },
  // Interest-free instalments (shop-de charges interest: tenants/base).
  installmentCalculator: { monthlyInterestFactor: 0, monthlyRateSurchargeFactor: 0 },
  order: {
    freeShippingFrom: 5_000,
    premium: { enabled: true, price: 2_990 },
    paymentPause: { months: 4 },
    rateProtection: { monthlyPercent: 4.9, maxAgeAtEnd: 65 },
    vatRates: { standard: 810, reduced: 260 },
    deliveryCountries: ['CH', 'LI'],
    delivery: {
      standard: { price: 790, days: [2, 3] },
      express: { price: 1_990, days: [1, 1] },
      parcelShop: { price: 590, days: [2, 3] },
      freight: { price: 4_900, days: [5, 10] },
    },
    invoiceLimit: 400_000,
    paylinkPaymentMethods: ['creditCard', 'twint', 'prepayment'],
    parcelShopCountries: ['CH', 'LI'],
  },
  forms: { newsletterDoubleOptIn: false, customerNumberLogin: true, lendMoney: false, postalCodeCountry: 'CH' },
  voucher: { newsletterVoucherValue: 3_000, newsletterVoucherPercent: null, newsletterMinimumOrder: 9_000, validityDays: 30 },
  customerRatings: { feedbackTenantId: 1300 },
  officeTimes: { phonePrices: { landline: 14, mobileMax: 42 } },
  bookings: { enabled: true },
  account: { pages: ['overview', 'personalData', 'orders', 'bookings', 'invoices', 'addressBook'] },
  priceFormat: { currencyPosition: 'after', grouping: false, decimalSeparator: '.' },
});

export default chTenant;

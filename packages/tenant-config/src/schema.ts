import { z } from 'zod';

/** The five product locales. A tenant offers a subset of them. */
export const LOCALES = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

const path = z.string().regex(/^\//, 'must start with "/"');
const url = z.url();
const minor = z.number().int().nonnegative();
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');

const openingHours = z.strictObject({
  /** ISO weekday numbers, 1 = Monday … 7 = Sunday. */
  days: z.array(z.number().int().min(1).max(7)).min(1),
  opens: hhmm,
  closes: hhmm,
});

const deliveryOption = z.strictObject({
  price: minor,
  /** Working days (Monday to Friday) from an order before the cut-off to the earliest and latest delivery. */
  days: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
});

const accountPage = z.enum(['overview', 'personalData', 'orders', 'bookings', 'invoices', 'addressBook', 'payback', 'paymentDates']);
export type AccountPage = z.infer<typeof accountPage>;
/** The account pages a tenant can switch on (`account.pages`). */
export const ACCOUNT_PAGES: readonly AccountPage[] = accountPage.options;

export const tenantConfigSchema = z
  .strictObject({
    /** Stable tenant key: `base`, `ch`, `nl`. */
    key: z.string().regex(/^[a-z]{2,8}$/),
    host: z.strictObject({
      name: z.string().min(1),
      domain: z.string().min(3),
      appDeepLinkProtocol: z.string().regex(/^[a-z][a-z0-9+.-]*:\/\/$/, 'must look like "vitrine://"'),
    }),
    clientId: z.string().min(1),
    i18n: z.strictObject({
      defaultLocale: localeSchema,
      locales: z.array(localeSchema).min(1),
      /** Two-letter language prefixes matched in the path (the default locale's language has none). */
      languages: z.array(z.string().regex(/^[a-z]{2}$/)).min(1),
    }),
    tenantId: z.string().min(1),
    styleVariant: z.enum(['default', 'dark']),
    company: z.strictObject({
      name: z.string().min(1),
      seoTitleName: z.string().min(1),
      /** The seller on invoices: the registered address and the VAT number. */
      legal: z.strictObject({
        street: z.string().min(1),
        postalCode: z.string().min(1),
        city: z.string().min(1),
        country: z.string().length(2),
        vatId: z.string().min(4),
        /** The commercial register entry ("Amtsgericht Hamburg HRB 12345"). */
        register: z.string().min(1),
      }),
    }),
    timeZone: z.string().refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone'),
    currency: z.enum(['EUR', 'CHF']),
    assets: z.strictObject({
      logo: path,
      favicon: path,
      /** Flag shown in the geo-country layer, an ISO country code. */
      flag: z.string().regex(/^[A-Z]{2}$/),
    }),
    apiEndpoints: z.strictObject({
      gateway: path,
      searchV2: path,
      searchFilter: path,
      searchSeo: path,
      searchSuggest: path,
      searchHistory: path,
      customer: path,
      voucher: path,
      serviceLayer: path,
      inform: path,
      vitals: path,
      /**
       * Content bucket URL template with `{locale}` and `{id}` (and `{clientId}`); menus, snippets,
       * promotions and drafts live in `{folder}`. A path is the gateway's; an `https://` URL a real bucket.
       */
      contentBucket: z.string().includes('{id}').includes('{locale}').includes('{folder}'),
      /** The bucket's index of a locale's pages (`{clientId}`, `{locale}`): sitemap, area pages, chat bot. */
      contentIndex: z.string().includes('{locale}'),
      /** The navigation and USP files (`{name}`, spec §7). */
      contentStatic: z.string().includes('{name}'),
    }),
    product: z.strictObject({
      showInstallments: z.boolean(),
      recommendationSlots: z.array(z.enum(['personalised', 'series', 'empty', 'similar'])),
      addToBasketSlots: z.array(z.enum(['personalised', 'advertisingPartner'])),
      ratingPageSize: z.number().int().positive(),
      imageQuality: z.number().int().min(1).max(100),
    }),
    installmentCalculator: z.strictObject({
      enabled: z.boolean(),
      minBasePrice: minor,
      maxBasePrice: minor,
      counts: z.array(z.number().int().positive()).min(1),
      /** The product cards' instalment teaser never advertises a monthly instalment below this (minor units). */
      teaserMinimumRate: minor,
      /** Interest per month as a share of the base price (0.0079 = 0.79 %); 0: interest-free, as the product teaser shows. */
      monthlyInterestFactor: z.number().min(0).max(0.05),
      /** A monthly fee as a share of the base price. */
      monthlyRateSurchargeFactor: z.number().min(0).max(0.05),
    }),
    header: z.strictObject({
      localeSwitcher: z.boolean(),
      geoCountryLayer: z.strictObject({
        enabled: z.boolean(),
        alternatives: z.array(z.strictObject({ country: z.string().regex(/^[A-Z]{2}$/), url })),
      }),
    }),
    search: z.strictObject({ pageSize: z.number().int().positive(), historySize: z.number().int().positive() }),
    order: z.strictObject({
      freeShippingFrom: minor,
      /** The premium membership offered at checkout: its price for `months` (standard and parcel-shop delivery free meanwhile). */
      premium: z.strictObject({ enabled: z.boolean(), price: minor, months: z.number().int().min(1).max(36) }),
      /** The payment pause (spec §9): its delay and its surcharge, a percentage of the goods value. */
      paymentPause: z.strictObject({ enabled: z.boolean(), months: z.union([z.literal(3), z.literal(4)]), surchargePercent: z.number().min(0).max(20) }),
      /**
       * An unpaid prepayment order: a reminder mail `remindAfterDays` after the order, and on the
       * `cancelAfterDays`th day without payment it is cancelled (its stock released, a voucher it
       * used given back, its payment link ended, a mail sent). The confirmation states the date.
       */
      prepayment: z
        .strictObject({ remindAfterDays: z.number().int().min(1).max(60), cancelAfterDays: z.number().int().min(2).max(90) })
        .refine((p) => p.remindAfterDays < p.cancelAfterDays, { message: 'remindAfterDays must come before cancelAfterDays' }),
      /**
       * Rate-protection insurance for instalment orders: its premium, a percentage of the monthly
       * instalment paid with each one, and who can be insured (the minimum age at the order, the
       * maximum at the last instalment).
       */
      rateProtection: z.strictObject({
        enabled: z.boolean(),
        monthlyPercent: z.number().min(0).max(20),
        minAge: z.number().int().min(16).max(30),
        maxAgeAtEnd: z.number().int().min(50).max(90),
      }),
      /** VAT rates in basis points (1900 = 19 %); prices include VAT, the summary lists what they contain. */
      vatRates: z.strictObject({ standard: z.number().int().min(0).max(10_000), reduced: z.number().int().min(0).max(10_000) }),
      /** Where the shop delivers: ISO country codes of delivery addresses. */
      deliveryCountries: z.array(z.enum(['DE', 'AT', 'CH', 'LI', 'NL'])).min(1),
      /** Delivery options: price (minor units) and working days from the order to the delivery. */
      delivery: z.strictObject({
        standard: deliveryOption,
        express: deliveryOption,
        parcelShop: deliveryOption,
        freight: deliveryOption,
      }),
      /** The payment methods of the checkout, in the order shown. */
      paymentMethods: z.array(z.enum(['invoice', 'instalments', 'prepayment', 'creditCard', 'ideal'])).min(1),
      /** Orders on invoice up to this total (minor units). */
      invoiceLimit: minor,
      /** Days from an invoice's date to the day it is due (payment on invoice). */
      invoiceDueDays: z.number().int().min(1).max(60),
      externalUrls: z.strictObject({ clubRegistration: url }),
      seals: z.array(z.string().min(1)),
      /** How an open amount can be paid by payment link: at the payment provider, or by bank transfer (prepayment). */
      paylinkPaymentMethods: z.array(z.enum(['creditCard', 'paypal', 'twint', 'ideal', 'prepayment'])).min(1),
      /** Where the shop's parcel shops are (the parcel-shop finder): ISO country codes. */
      parcelShopCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).min(1),
    }),
    navigation: z.strictObject({ menuId: z.string().min(1), sliced: z.boolean() }),
    footer: z.strictObject({ menuId: z.string().min(1) }),
    forms: z.strictObject({
      newsletterDoubleOptIn: z.boolean(),
      customerNumberLogin: z.boolean(),
      /** The lend-money request for existing customers (spec §1, §5): the base shop's. */
      lendMoney: z.boolean(),
      /** A captcha (a proof of work the browser solves, checked by the gateway) on the contact form. */
      contactCaptcha: z.boolean(),
      postalCodeCountry: z.enum(['DE', 'AT', 'CH', 'NL']),
    }),
    voucher: z.strictObject({
      /** The newsletter's welcome voucher: an amount off (minor units) … */
      newsletterVoucherValue: minor,
      /** … or, where set, a percentage off instead (spec §9: "one text mentions a 15% discount"). */
      newsletterVoucherPercent: z.number().int().min(1).max(100).nullable(),
      newsletterMinimumOrder: minor,
      validityDays: z.number().int().positive(),
    }),
    banner: z.strictObject({ uspEnabled: z.boolean(), promotionEnabled: z.boolean() }),
    serviceLayer: z.strictObject({ enabled: z.boolean() }),
    chatBot: z.strictObject({ enabled: z.boolean() }),
    tracking: z.strictObject({ enabled: z.boolean() }),
    abTesting: z.strictObject({ activeTests: z.array(z.string()) }),
    customerRatings: z.strictObject({ feedbackTenantId: z.number().int().positive() }),
    officeTimes: z.strictObject({
      hours: z.array(openingHours),
      /** Support phone prices per minute in minor units, where the tenant states them. */
      phonePrices: z.strictObject({ landline: minor, mobileMax: minor }).nullable(),
    }),
    bookings: z.strictObject({ enabled: z.boolean() }),
    account: z.strictObject({ pages: z.array(accountPage) }),
    priceFormat: z.strictObject({
      /** Where the currency stands. */
      currencyPosition: z.enum(['before', 'after']),
      /** Whether thousands are grouped (`1.299,90` vs `1299.90`). */
      grouping: z.boolean(),
      decimalSeparator: z.enum([',', '.']),
    }),
  })
  .superRefine((cfg, ctx) => {
    if (!cfg.i18n.locales.includes(cfg.i18n.defaultLocale)) {
      ctx.addIssue({ code: 'custom', path: ['i18n', 'defaultLocale'], message: 'must be one of i18n.locales' });
    }
    if (cfg.installmentCalculator.minBasePrice > cfg.installmentCalculator.maxBasePrice) {
      ctx.addIssue({ code: 'custom', path: ['installmentCalculator', 'minBasePrice'], message: 'must not exceed maxBasePrice' });
    }
    const langs = new Set(cfg.i18n.locales.map((l) => l.slice(0, 2)));
    for (const [i, lang] of cfg.i18n.languages.entries()) {
      if (!langs.has(lang)) ctx.addIssue({ code: 'custom', path: ['i18n', 'languages', i], message: `no locale for language "${lang}"` });
    }
  });

export type TenantConfig = z.infer<typeof tenantConfigSchema>;

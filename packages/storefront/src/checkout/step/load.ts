import type {
  AddressView,
  CheckoutStepKey,
  DeliveryOfferView,
  DeliveryOptionKey,
  InstalmentPlanView,
  OrderLineView,
  ParcelShopView,
  PaymentMethodKey,
  PaymentOfferView,
  PremiumOfferView,
  RateProtectionOfferView,
  RateProtectionView,
  TotalsView,
  VoucherProblemKey,
} from '@vitrine/checkout';
import { CheckoutPageDocument, type CheckoutPageQuery } from '@vitrine/graphql-client';
import { type LocaleSettings, pathFor, type ProductLocale } from '@vitrine/i18n';
import { knownShopperGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import { redirect } from 'next/navigation';
import { METHOD_KEY, MISSING_KEY, OCCUPATION_KEY, OPTION_KEY, SALUTATION_KEY, VOUCHER_PROBLEM } from './enums';

type Gql = NonNullable<CheckoutPageQuery['checkout']>;

/** An address of the gateway in the kit's shape. */
export const reshapeAddress = (a: Gql['addresses'][number]): AddressView => ({ ...a, salutation: SALUTATION_KEY[a.salutation] });

/** The checkout in the kit's shapes. */
export interface CheckoutData {
  missing: Array<'basket' | 'delivery' | 'payment' | 'rate_protection'>;
  addresses: AddressView[];
  address: AddressView | null;
  option: DeliveryOptionKey | null;
  parcelShop: ParcelShopView | null;
  parcelShops: ParcelShopView[];
  offers: DeliveryOfferView[];
  countries: string[];
  method: PaymentMethodKey | null;
  methods: PaymentOfferView[];
  instalmentCount: number | null;
  plan: InstalmentPlanView | null;
  plans: InstalmentPlanView[];
  pausedPlans: InstalmentPlanView[];
  paymentPause: boolean;
  pauseOffer: { months: number; surchargePercent: number; surcharge: number } | null;
  voucher: { code: string; discount: number; problem: VoucherProblemKey | null } | null;
  premium: boolean;
  premiumOffer: PremiumOfferView | null;
  rateProtectionOffer: RateProtectionOfferView | null;
  rateProtection: RateProtectionView | null;
  totals: TotalsView;
  lines: OrderLineView[];
  basketCount: number;
}

function reshape(c: Gql): CheckoutData {
  const option = c.deliveryOption ? OPTION_KEY[c.deliveryOption] : null;
  return {
    missing: c.missing.map((m) => MISSING_KEY[m]),
    addresses: c.addresses.map(reshapeAddress),
    address: c.address ? reshapeAddress(c.address) : null,
    option,
    parcelShop: c.parcelShop ?? null,
    parcelShops: c.parcelShops ?? [],
    offers: c.deliveryOptions.map((o) => ({ ...o, option: OPTION_KEY[o.option] })),
    countries: c.deliveryCountries,
    method: c.paymentMethod ? METHOD_KEY[c.paymentMethod] : null,
    methods: c.paymentMethods.map((m) => ({
      method: METHOD_KEY[m.method],
      unavailable: m.unavailable === 'ABOVE_INVOICE_LIMIT' ? 'above-invoice-limit' : m.unavailable === 'OUTSIDE_INSTALMENT_RANGE' ? 'outside-instalment-range' : null,
    })),
    instalmentCount: c.instalmentCount ?? null,
    plan: c.instalmentPlan ?? null,
    plans: c.plans,
    pausedPlans: c.pausedPlans,
    paymentPause: c.paymentPause,
    pauseOffer: c.paymentPauseOffer ?? null,
    voucher: c.voucher ? { code: c.voucher.code, discount: c.voucher.discount, problem: c.voucher.problem ? VOUCHER_PROBLEM[c.voucher.problem] : null } : null,
    premium: c.premium,
    premiumOffer: c.premiumOffer ?? null,
    rateProtectionOffer: c.rateProtectionOffer ?? null,
    rateProtection: c.rateProtection
      ? {
          ...c.rateProtection,
          occupation: OCCUPATION_KEY[c.rateProtection.occupation],
          ageProblem: c.rateProtection.ageProblem === 'AGE_TOO_OLD' ? 'too-old' : c.rateProtection.ageProblem === 'AGE_TOO_YOUNG' ? 'too-young' : null,
        }
      : null,
    totals: c.totals,
    lines: c.basket.lines
      .filter((l) => l.lineTotal !== null && l.available >= l.quantity)
      .map((l) => ({
        variantSku: l.variantSku,
        productName: l.product?.productName ?? l.productSku,
        variantLabel: l.variantLabel ?? null,
        quantity: l.quantity,
        lineTotal: l.lineTotal!,
        image: l.product?.images[0],
      })),
    basketCount: c.basket.count,
  };
}

/** The addresses of a checkout step: every step's page, the login with the way back. */
export function checkoutPaths(locale: ProductLocale, locales: LocaleSettings) {
  const path = (screen: Parameters<typeof pathFor>[0]) => pathFor(screen, locale, locales);
  const login = (next: string) => `${path('login')}?${new URLSearchParams({ next })}`;
  return {
    basket: path('basket'),
    delivery: path('delivery'),
    changeDelivery: path('changeDelivery'),
    payment: path('payment'),
    changePayment: path('changePayment'),
    check: path('checkAndOrder'),
    confirmation: path('orderConfirmation'),
    notice: path('noOrderNotice'),
    premium: path('premium'),
    paymentProtection: path('paymentProtection'),
    paymentProtectionUpdate: path('paymentProtectionUpdate'),
    delayedPayment: path('delayedPayment'),
    service: path('service'),
    terms: path('terms'),
    revocation: path('revocation'),
    privacy: path('privacy'),
    home: path('storefront'),
    login,
    steps: (here: string): Record<CheckoutStepKey, string> => ({ login: login(here), delivery: path('delivery'), payment: path('payment'), check: path('checkAndOrder') }),
  };
}

/**
 * The checkout for a step's page: a guest (or a soft login) goes to the login with the way back,
 * an empty basket to the basket; otherwise the customer's checkout in the kit's shapes.
 */
export async function checkoutFor(tenant: TenantConfig, locale: ProductLocale, here: string, near?: string): Promise<CheckoutData> {
  const paths = checkoutPaths(locale, { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales });
  const gateway = await knownShopperGateway(tenant);
  if (!gateway) redirect(paths.login(here));
  const { checkout } = await gateway.request(CheckoutPageDocument, { locale, near: near ?? '', withParcelShops: Boolean(near) }, { init: { cache: 'no-store' } });
  if (!checkout) redirect(paths.login(here));
  const data = reshape(checkout);
  if (data.basketCount === 0) redirect(paths.basket);
  return data;
}

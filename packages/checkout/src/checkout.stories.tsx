import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { CheckAndOrderView } from './check-and-order';
import { CheckoutSteps } from './checkout-steps';
import { DeliveryForm } from './delivery-form';
import { addresses, euro, franc, lines, methods, offers, pause, pausedPlans, plans, rateProtectionOffer, rateProtectionPlan, totals } from './checkout.fixtures';
import { NoOrderNotice } from './no-order-notice';
import { OrderConfirmationView } from './order-confirmation';
import { PaymentForm } from './payment-form';
import { InstalmentCalculator } from './instalment-calculator';
import { PaylinkSuccessView, PaylinkView } from './paylink-view';
import { PaymentPauseForm } from './payment-pause-form';
import { PremiumForm } from './premium-form';
import { RateProtectionForm } from './rate-protection-form';
import { VoucherBox } from './voucher-box';

const meta = { title: 'Checkout/Steps', component: CheckoutSteps } satisfies Meta<typeof CheckoutSteps>;
export default meta;

const hrefs = { login: '/kasse/registrieren', delivery: '/kasse/lieferservice', payment: '/kasse/zahlung', check: '/kasse' };
const keep = async <S,>(state: S) => state;

/** The progress on the payment step: login and delivery done (links back), payment current, check to come. */
export const Steps: StoryObj<typeof CheckoutSteps> = { args: { current: 'payment', hrefs } };

/** Delivery: the address book, the options with price and dates. */
export const Delivery: StoryObj<typeof DeliveryForm> = {
  render: (args) => <DeliveryForm {...args} />,
  args: {
    addresses,
    offers,
    countries: ['DE'],
    currency: 'EUR',
    format: euro,
    action: keep,
    searchAction: '/kasse/lieferservice',
    chosen: { addressId: 'a-1', option: 'standard' },
  },
};
/** A first order: no address yet, so the new address's fields are open; freight only (a sofa). */
export const DeliveryNewAddressFreight: StoryObj<typeof DeliveryForm> = {
  render: (args) => <DeliveryForm {...args} />,
  args: { ...Delivery.args!, addresses: [], offers: [{ option: 'freight', price: 3990, earliest: '2026-11-30', latest: '2026-12-07' }], chosen: {} },
};
/** A refused new address: the summary, each field's message, what was typed kept (Switzerland and Liechtenstein). */
export const DeliveryRefused: StoryObj<typeof DeliveryForm> = {
  render: (args) => <DeliveryForm {...args} />,
  args: {
    ...Delivery.args!,
    addresses: [],
    countries: ['CH', 'LI'],
    currency: 'CHF',
    format: franc,
    initialState: {
      values: { address: 'new', salutation: 'female', firstName: 'L4ura', lastName: 'Meier', street: '', postalCode: '123', city: 'Vaduz', country: 'LI' },
      errors: { firstName: 'no-special-characters-or-numbers', street: 'required', houseNumber: 'required', postalCode: 'postal-code-invalid' },
    },
  },
};
/** The parcel shop chosen, the shops near 10115 listed. */
export const DeliveryParcelShops: StoryObj<typeof DeliveryForm> = {
  render: (args) => <DeliveryForm {...args} />,
  args: {
    ...Delivery.args!,
    chosen: { addressId: 'a-1', option: 'parcelShop' },
    near: '10115',
    parcelShops: [
      { id: 'ps-1', name: 'Kiosk am Nordbahnhof', street: 'Invalidenstraße 10', postalCode: '10115', city: 'Berlin', distanceMeters: 420 },
      { id: 'ps-2', name: 'Schreibwaren Mitte', street: 'Torstraße 80', postalCode: '10119', city: 'Berlin', distanceMeters: 1300 },
    ],
  },
};

/** Payment: invoice, instalments (the plan of the chosen count with every figure), prepayment, the payment pause. */
export const Payment: StoryObj<typeof PaymentForm> = {
  render: (args) => <PaymentForm {...args} />,
  args: { offers: methods, plans, pausedPlans, pause, currency: 'EUR', format: euro, action: keep, chosen: { method: 'instalments', instalmentCount: 12 } },
};
/** With the payment pause: the plans start later and carry its surcharge. */
export const PaymentPaused: StoryObj<typeof PaymentForm> = {
  render: (args) => <PaymentForm {...args} />,
  args: { ...Payment.args!, chosen: { method: 'instalments', instalmentCount: 6, paymentPause: true } },
};
/** Above the invoice limit, below the instalment range: those methods shown, disabled, with the reason. */
export const PaymentUnavailable: StoryObj<typeof PaymentForm> = {
  render: (args) => <PaymentForm {...args} />,
  args: {
    ...Payment.args!,
    offers: [{ method: 'invoice', unavailable: 'above-invoice-limit' }, { method: 'instalments', unavailable: 'outside-instalment-range' }, { method: 'prepayment' }],
    chosen: {},
  },
};

const check = {
  address: addresses[0]!,
  delivery: { option: 'standard' as const, earliest: '2026-11-25', latest: '2026-11-27' },
  payment: { method: 'invoice' as const },
  lines,
  totals,
  currency: 'EUR' as const,
  format: euro,
  hrefs: {
    changeDelivery: '/kasse/lieferservice-aendern',
    changePayment: '/kasse/zahlung-aendern',
    basket: '/warenkorb',
    terms: '/agb',
    revocation: '/widerruf',
    privacy: '/datenschutz',
  },
  action: '/kasse',
  attempt: 'story-attempt-0001',
};
/** Check and order: everything that will be charged, VAT contained, the legal links, the button that states the obligation to pay. */
export const CheckAndOrder: StoryObj<typeof CheckAndOrderView> = { render: (args) => <CheckAndOrderView {...args} />, args: check };
/** Instalments with the payment pause, and the notice that the total changed since the shopper last saw it. */
export const CheckAndOrderInstalments: StoryObj<typeof CheckAndOrderView> = {
  render: (args) => <CheckAndOrderView {...args} />,
  args: { ...check, payment: { method: 'instalments', plan: pausedPlans[1], pauseMonths: 3 }, totals: { ...totals, paymentSurcharge: 871, total: 25769 }, notice: 'total-changed' },
};

/** The confirmation of a prepayment order: the amount and the reference to transfer. */
export const Confirmation: StoryObj<typeof OrderConfirmationView> = {
  render: (args) => <OrderConfirmationView {...args} />,
  args: {
    number: '40000017',
    email: 'anna.schmidt@example.de',
    address: addresses[0]!,
    delivery: check.delivery,
    payment: { method: 'prepayment' },
    prepayment: { amount: 24898, bankTransferReference: 'VITRINE 40000017' },
    lines,
    totals,
    currency: 'EUR',
    format: euro,
    continueHref: '/',
  },
};

/** The no-order notice: a line ran out of stock; the basket is as it was. */
export const NoOrderStock: StoryObj<typeof NoOrderNotice> = {
  render: (args) => <NoOrderNotice {...args} />,
  args: { reason: 'not-enough-stock', basketHref: '/warenkorb', checkoutHref: '/kasse', serviceHref: '/service-hilfe' },
};
/** The answer was lost: try again (the same attempt, so never two orders). */
export const NoOrderFailed: StoryObj<typeof NoOrderNotice> = { render: (args) => <NoOrderNotice {...args} />, args: { ...NoOrderStock.args!, reason: 'failed' } };

/** The voucher box: a code to redeem. */
export const Voucher: StoryObj<typeof VoucherBox> = {
  render: (args) => <VoucherBox {...args} />,
  args: { applyAction: '/kasse/gutschein', removeAction: '/kasse/gutschein-entfernen', currency: 'EUR', format: euro },
};
/** A code refused with its reason, kept in the field. */
export const VoucherRefused: StoryObj<typeof VoucherBox> = {
  render: (args) => <VoucherBox {...args} />,
  args: { ...Voucher.args!, refused: { code: 'HERBST10', reason: 'used-today' } },
};
/** A voucher on the order: what it takes off, and a way to remove it. */
export const VoucherApplied: StoryObj<typeof VoucherBox> = {
  render: (args) => <VoucherBox {...args} />,
  args: { ...Voucher.args!, applied: { code: 'WILLKOMMEN-ANNA', discount: 1000 } },
};
/** A voucher that takes nothing off any more (the basket changed), saying why. */
export const VoucherNoLongerApplies: StoryObj<typeof VoucherBox> = {
  render: (args) => <VoucherBox {...args} />,
  args: { ...Voucher.args!, applied: { code: 'WILLKOMMEN-ANNA', discount: 0, problem: 'minimum-not-reached' } },
};

/** Premium (shop-ch): the offer to a customer who is not a member. */
export const Premium: StoryObj<typeof PremiumForm> = {
  render: (args) => <PremiumForm {...args} />,
  args: { offer: { price: 2990, months: 12, memberUntil: null, renewsUntil: '2027-11-23' }, chosen: false, action: '/kasse/premium', currency: 'CHF', format: franc },
};
/** Premium for a member: until when it runs, the renewal from its end. */
export const PremiumMember: StoryObj<typeof PremiumForm> = {
  render: (args) => <PremiumForm {...args} />,
  args: { ...Premium.args!, offer: { price: 2990, months: 12, memberUntil: '2027-03-31', renewsUntil: '2028-03-31' }, chosen: true },
};

/** The payment pause: its months and surcharge, chosen or not. */
export const PaymentPause: StoryObj<typeof PaymentPauseForm> = {
  render: (args) => <PaymentPauseForm {...args} />,
  args: { pause, chosen: false, possible: true, action: '/kasse/zahlpause', paymentHref: '/kasse/zahlung-aendern', currency: 'EUR', format: euro },
};
/** With prepayment: not possible, the way to the payment step. */
export const PaymentPauseNotPossible: StoryObj<typeof PaymentPauseForm> = { render: (args) => <PaymentPauseForm {...args} />, args: { ...PaymentPause.args!, possible: false } };

/** Rate protection offered after choosing 12 instalments: the premium per month and over the term, the product information, the consent. */
export const RateProtection: StoryObj<typeof RateProtectionForm> = {
  render: (args) => <RateProtectionForm {...args} />,
  args: { offer: rateProtectionOffer, plan: rateProtectionPlan, currency: 'EUR', format: euro, action: keep },
};
/** Sent without a choice, a date of birth or the consent: the summary and each field's message. */
export const RateProtectionErrors: StoryObj<typeof RateProtectionForm> = {
  render: (args) => <RateProtectionForm {...args} />,
  args: {
    ...RateProtection.args!,
    initialState: { values: { protect: '1', birthDate: '31.02.1985' }, errors: { birthDate: 'date-invalid', occupation: 'required', consent: 'required' } },
  },
};
/** A date of birth the term cannot insure (older than the maximum at the last instalment). */
export const RateProtectionTooOld: StoryObj<typeof RateProtectionForm> = {
  render: (args) => <RateProtectionForm {...args} />,
  args: { ...RateProtection.args!, initialState: { values: { protect: '1', birthDate: '1958-01-01', occupation: 'employed', consent: '1' }, errors: {}, refused: 'age-too-old' } },
};
/** The update page: the plan changed since the confirmation, so the premium did. */
export const RateProtectionUpdate: StoryObj<typeof RateProtectionForm> = {
  render: (args) => <RateProtectionForm {...args} />,
  args: {
    ...RateProtection.args!,
    mode: 'update',
    chosen: {
      birthDate: '1985-04-12',
      occupation: 'employed',
      monthlyPremium: rateProtectionOffer.monthlyPremium,
      totalPremium: rateProtectionOffer.totalPremium,
      confirmedMonthlyPremium: 112,
      needsConfirmation: true,
    },
    changePaymentHref: '/kasse/zahlung-aendern',
  },
};
/** The update page when the new term ends past the maximum age: the way to fewer instalments. */
export const RateProtectionUpdateAgeProblem: StoryObj<typeof RateProtectionForm> = {
  render: (args) => <RateProtectionForm {...args} />,
  args: { ...RateProtectionUpdate.args!, chosen: { ...RateProtectionUpdate.args!.chosen!, birthDate: '1960-01-01', occupation: 'retired', ageProblem: 'too-old' } },
};

const paylink = {
  reference: '40000123',
  amount: 12450,
  status: 'open',
  expiresAt: '2026-12-23T09:00:00.000Z',
  methods: ['creditCard', 'twint', 'prepayment'],
  bankTransferReference: 'VITRINE 40000123',
} as const;
/** A payment link (shop-ch): the open amount, what it pays, the methods the shop allows for links. */
export const Paylink: StoryObj<typeof PaylinkView> = {
  render: (args) => <PaylinkView {...args} />,
  args: { link: paylink, currency: 'CHF', format: franc, action: '/paylink', serviceHref: '/service-hilfe' },
};
/** Back from the provider after a decline: the reason, the link still open. */
export const PaylinkDeclined: StoryObj<typeof PaylinkView> = { render: (args) => <PaylinkView {...args} />, args: { ...Paylink.args!, notice: 'declined' } };
/** The bank transfer chosen: what to transfer, and the reference. */
export const PaylinkBankTransfer: StoryObj<typeof PaylinkView> = { render: (args) => <PaylinkView {...args} />, args: { ...Paylink.args!, transfer: true } };
/** A link that is paid already. */
export const PaylinkPaid: StoryObj<typeof PaylinkView> = {
  render: (args) => <PaylinkView {...args} />,
  args: { ...Paylink.args!, link: { ...paylink, status: 'paid', paidAt: '2026-11-24T10:00:00.000Z' } },
};
/** An expired link: the way to the customer service. */
export const PaylinkExpired: StoryObj<typeof PaylinkView> = { render: (args) => <PaylinkView {...args} />, args: { ...Paylink.args!, link: { ...paylink, status: 'expired' } } };
/** A token that is not one of the shop's. */
export const PaylinkUnknown: StoryObj<typeof PaylinkView> = { render: (args) => <PaylinkView {...args} />, args: { ...Paylink.args!, link: null } };
/** The returning-success page. */
export const PaylinkSuccess: StoryObj<typeof PaylinkSuccessView> = {
  render: (args) => <PaylinkSuccessView {...args} />,
  args: { reference: '40000123', amount: 12450, currency: 'CHF', format: franc, continueHref: '/' },
};

const calculation = { basePrice: 24898, notice: null, minBasePrice: 10000, maxBasePrice: 1000000, plans, pausedPlans, pause };
/** The product page's instalment calculator: the editable amount, every count with its monthly instalment, the pause, every figure. */
export const Calculator: StoryObj<typeof InstalmentCalculator> = {
  render: (args) => <InstalmentCalculator {...args} />,
  args: { basePrice: 24898, currency: 'EUR', format: euro, initial: calculation, calculate: async () => calculation },
};
/** An amount below the calculator's minimum: corrected to it, with the notice. */
export const CalculatorRaisedToMinimum: StoryObj<typeof InstalmentCalculator> = {
  render: (args) => <InstalmentCalculator {...args} />,
  args: { ...Calculator.args!, basePrice: 4999, initial: { ...calculation, basePrice: 10000, notice: 'raised-to-minimum' } },
};
/** While the gateway calculates. */
export const CalculatorLoading: StoryObj<typeof InstalmentCalculator> = {
  render: (args) => <InstalmentCalculator {...args} />,
  args: { ...Calculator.args!, initial: undefined, calculate: () => new Promise(() => undefined) },
};
/** The gateway cannot calculate: the spec's "calculation unavailable" text. */
export const CalculatorUnavailable: StoryObj<typeof InstalmentCalculator> = {
  render: (args) => <InstalmentCalculator {...args} />,
  args: { ...Calculator.args!, initial: null, calculate: async () => null },
};

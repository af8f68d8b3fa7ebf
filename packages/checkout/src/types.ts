import type { InstalmentFigures } from '@vitrine/instalment-math';
import type { FieldCode } from '@vitrine/forms';

/** How an order is delivered. */
export type DeliveryOptionKey = 'standard' | 'express' | 'parcelShop' | 'freight';
/** How an order is paid. */
export type PaymentMethodKey = 'invoice' | 'instalments' | 'prepayment' | 'creditCard' | 'ideal';

export interface AddressView {
  id: string;
  salutation: 'female' | 'male' | 'none';
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  /** ISO country code. */
  country: string;
}

export interface DeliveryOfferView {
  option: DeliveryOptionKey;
  /** Minor units; 0 is free. */
  price: number;
  /** `YYYY-MM-DD`, a day of the shop's time zone. */
  earliest: string;
  latest: string;
}

export interface ParcelShopView {
  id: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  /** From the place searched for (absent for the chosen shop). */
  distanceMeters?: number | null | undefined;
}

export interface PaymentOfferView {
  method: PaymentMethodKey;
  /** Why it cannot be chosen for this order; absent when it can. */
  unavailable?: 'above-invoice-limit' | 'outside-instalment-range' | null | undefined;
}

/** Spec §3's instalment figures (minor units; factors as fractions; the rate in percent). */
export type InstalmentPlanView = InstalmentFigures;

export interface PaymentPauseView {
  months: number;
  /** Percent of the goods value. */
  surchargePercent: number;
  /** Minor units, for these goods. */
  surcharge: number;
}

/** The premium membership the shop offers (shop-ch): its price for `months`, a running membership's end, the end when bought now. */
export interface PremiumOfferView {
  price: number;
  months: number;
  /** `YYYY-MM-DD`, null: not a member. */
  memberUntil: string | null;
  renewsUntil: string;
}

/** The rate-protection insurance offered for the chosen instalment plan. */
export interface RateProtectionOfferView {
  /** Percent of the monthly instalment, per month. */
  monthlyPercent: number;
  /** Minor units, paid with each instalment; over the whole plan. */
  monthlyPremium: number;
  totalPremium: number;
  minAge: number;
  maxAgeAtEnd: number;
  /** `YYYY-MM-DD`: when the last instalment is due. */
  lastInstalment: string;
  /** `YYYY-MM-DD`: the customer's date of birth on file (the form's default). */
  customerBirthDate?: string | null | undefined;
}

export type OccupationKey = 'employed' | 'self-employed' | 'civil-servant' | 'retired' | 'other';

/** The insurance chosen for this order. */
export interface RateProtectionView {
  birthDate: string;
  occupation: OccupationKey;
  monthlyPremium: number;
  totalPremium: number;
  /** What the shopper confirmed (differs from `monthlyPremium` when the plan changed since). */
  confirmedMonthlyPremium: number;
  needsConfirmation: boolean;
  ageProblem?: 'too-young' | 'too-old' | null | undefined;
}

export type RateProtectionField = 'protect' | 'birthDate' | 'occupation' | 'consent';

export interface TotalsView {
  goods: number;
  shipping: number;
  paymentSurcharge: number;
  discount: number;
  /** Fees beside the goods (a premium membership bought with the order). Default 0. */
  fees?: number | undefined;
  total: number;
  /** The VAT contained, per rate in basis points (1900 = 19 %). */
  vat: ReadonlyArray<{ rate: number; amount: number }>;
}

export interface OrderLineView {
  variantSku: string;
  productName: string;
  variantLabel: string | null;
  quantity: number;
  lineTotal: number;
  image?: { url: string; alt: string; width: number; height: number } | undefined;
}

/** Why the gateway refused a checkout step (the form says it above the fields). */
export type CheckoutRefusal =
  | 'unknown-address'
  | 'country-not-served'
  | 'option-unavailable'
  | 'parcel-shop-required'
  | 'unknown-parcel-shop'
  | 'method-unavailable'
  | 'instalments-unavailable'
  | 'pause-unavailable'
  | 'rate-protection-unavailable'
  | 'age-too-young'
  | 'age-too-old'
  | 'unavailable';

export type DeliveryField = 'address' | 'salutation' | 'firstName' | 'lastName' | 'street' | 'houseNumber' | 'postalCode' | 'city' | 'country' | 'option' | 'parcelShop';
export type PaymentField = 'method' | 'instalmentCount' | 'paymentPause';

/** What a checkout form shows after an answer: the values as sent, each field's first problem, a refusal. */
export interface CheckoutFormState<F extends string> {
  values: Partial<Record<F, string>>;
  errors: Partial<Record<F, FieldCode>>;
  refused?: CheckoutRefusal | undefined;
}

/** A server action (or any function) answering a checkout form's new state; it works as a plain form post. */
export type CheckoutFormAction<F extends string> = (previous: CheckoutFormState<F>, form: FormData) => Promise<CheckoutFormState<F>>;

import type { GraphQLResolveInfo } from 'graphql';
import type { BasketModel } from '../modules/basket/service';
import type { ProductModel } from '../modules/catalog/repository';
import type { RatingModel } from '../modules/reviews/service';
import type { CheckoutModel } from '../modules/checkout/service';
import type { AccountOrderModel } from '../modules/orders/service';
import type { GatewayContext } from '../http/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AccountBookings = {
  __typename?: 'AccountBookings';
  /** What the customer owes after every booking; negative: a credit in their favour. */
  balance: Scalars['Int']['output'];
  /** How many bookings there are in all. */
  count: Scalars['Int']['output'];
  currency: Currency;
  entries: Array<Booking>;
};

export type AccountErased = {
  __typename?: 'AccountErased';
  /** When it was erased (ISO 8601). */
  erasedAt: Scalars['String']['output'];
};

export type AccountInvoice = {
  __typename?: 'AccountInvoice';
  currency: Currency;
  /** YYYY-MM-DD: the day the parcel left. */
  deliveredOn: Scalars['String']['output'];
  /** YYYY-MM-DD: payment on invoice is due then; null when paid with the order. */
  dueOn: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  issuedOn: Scalars['String']['output'];
  number: Scalars['ID']['output'];
  orderNumber: Scalars['ID']['output'];
  /** The PDF: the shop's path, forwarded to the gateway with the customer's identity (full login). */
  pdf: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type AccountInvoiceList = {
  __typename?: 'AccountInvoiceList';
  invoices: Array<AccountInvoice>;
  /** The number to ask `after` for the older ones; null when there are none. */
  next: Maybe<Scalars['ID']['output']>;
};

export type AccountOpenPayments = {
  __typename?: 'AccountOpenPayments';
  currency: Currency;
  /** What is still to pay in all. */
  open: Scalars['Int']['output'];
  payments: Array<Maturity>;
};

/** An order as its customer's account shows it: what was ordered, and where it is. */
export type AccountOrder = {
  __typename?: 'AccountOrder';
  /** Its parcels, oldest first: what each holds and the carrier's scans. */
  deliveries: Array<Delivery>;
  /** What is in no parcel yet: being prepared (nothing for a cancelled order). */
  inPreparation: Array<DeliveryLine>;
  order: Order;
  /** The days a pickup can be booked for now (the order address's country), earliest first. */
  pickupDays: Array<Scalars['String']['output']>;
  /** Where the order stands, from its deliveries (one rule for every shop). */
  progress: OrderProgress;
  /** What can still be sent back: delivered and not yet in a return. */
  returnable: Array<DeliveryLine>;
  /** The order's returns, oldest first. */
  returns: Array<OrderReturn>;
};

export type AccountOrderList = {
  __typename?: 'AccountOrderList';
  /** The number to ask `after` for the older ones; null when there are none. */
  next: Maybe<Scalars['ID']['output']>;
  orders: Array<AccountOrder>;
};

export type AccountOverview = {
  __typename?: 'AccountOverview';
  /** Returns registered or received and not yet booked back, newest first. */
  openReturns: Array<OpenReturn>;
  /** Parcels on their way, the most recently shipped first. */
  shipments: Array<Shipment>;
};

export type AccountVoucher = {
  __typename?: 'AccountVoucher';
  code: Scalars['String']['output'];
  customerGroup: VoucherCustomerGroup;
  kind: VoucherKind;
  /** The goods it applies to must reach this (minor units), and still reach it after a return. */
  minimumOrder: Scalars['Int']['output'];
  percent: Scalars['Boolean']['output'];
  standing: VoucherStanding;
  /** ISO date-time. */
  validFrom: Scalars['String']['output'];
  /** ISO date-time: the last moment it can be redeemed (a newsletter voucher: 30 days after it was received at most). */
  validUntil: Scalars['String']['output'];
  /** Minor units off, or percent when `percent`. */
  value: Scalars['Int']['output'];
};

export type AccountVouchers = {
  __typename?: 'AccountVouchers';
  /** Redeemable now or later, newest first. */
  active: Array<AccountVoucher>;
  /** Used up or past their time, the most recently ended first. */
  expired: Array<AccountVoucher>;
};

export type AddToBasketRefusal =
  /** Fewer pieces in stock than the basket would hold. */
  | 'NOT_ENOUGH_STOCK'
  | 'SOLD_OUT'
  /** More than 10 pieces of one variant. */
  | 'TOO_MANY_PIECES'
  | 'UNKNOWN_VARIANT'
  /** A product sku: choose one of its variants first. */
  | 'VARIANT_REQUIRED';

export type AddToBasketRefused = {
  __typename?: 'AddToBasketRefused';
  /** Pieces of the variant in stock (NOT_ENOUGH_STOCK). */
  available: Maybe<Scalars['Int']['output']>;
  reason: AddToBasketRefusal;
};

/** What adding to the basket came to: the basket, or why not (the shop writes the shopper's text). */
export type AddToBasketResult = AddToBasketRefused | Basket;

export type Address = {
  __typename?: 'Address';
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  houseNumber: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  salutation: Salutation;
  street: Scalars['String']['output'];
};

export type AddressBook = {
  __typename?: 'AddressBook';
  /** The default delivery address first, then the others, oldest first. */
  addresses: Array<Address>;
  /** The id of the default billing address (null with an empty book). */
  defaultBilling: Maybe<Scalars['ID']['output']>;
  /** The id of the default delivery address (null with an empty book). */
  defaultDelivery: Maybe<Scalars['ID']['output']>;
};

export type AddressBookInput = {
  /** The address (the checkout's new address has the same shape). */
  address: AddressInput;
  /** Make it the default for these uses. */
  defaultFor?: InputMaybe<Array<AddressUse>>;
  /** The address to change; none adds one. */
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type AddressBookRefusal =
  | 'ADDRESS_INVALID'
  /** The book holds its most addresses (ADDRESS_BOOK_LIMIT); delete one first. */
  | 'BOOK_FULL'
  | 'COUNTRY_NOT_SERVED'
  | 'NOT_FOUND';

export type AddressBookRefused = {
  __typename?: 'AddressBookRefused';
  /** Each field's first problem (ADDRESS_INVALID, COUNTRY_NOT_SERVED). */
  problems: Array<AddressProblem>;
  reason: AddressBookRefusal;
};

export type AddressBookResult = AddressBook | AddressBookRefused;

export type AddressField =
  | 'CITY'
  | 'COUNTRY'
  | 'FIRST_NAME'
  | 'HOUSE_NUMBER'
  | 'LAST_NAME'
  | 'POSTAL_CODE'
  | 'SALUTATION'
  | 'STREET';

export type AddressInput = {
  city: Scalars['String']['input'];
  /** ISO country code, one of the shop's delivery countries. */
  country: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  houseNumber: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  salutation: Salutation;
  street: Scalars['String']['input'];
};

export type AddressProblem = {
  __typename?: 'AddressProblem';
  code: FieldProblemCode;
  field: AddressField;
};

export type AddressUse =
  | 'BILLING'
  | 'DELIVERY';

export type AppliedVoucher = {
  __typename?: 'AppliedVoucher';
  code: Scalars['String']['output'];
  /** What it takes off now, minor units (0 with a problem). */
  discount: Scalars['Int']['output'];
  kind: VoucherKind;
  /** Why it takes nothing off now (the basket changed since it was applied). */
  problem: Maybe<VoucherRefusal>;
  /** Percent (DISCOUNT_CODE) or minor units (NEWSLETTER). */
  value: Scalars['Int']['output'];
};

export type AttachmentProblem = {
  __typename?: 'AttachmentProblem';
  code: UploadProblemCode;
  /** The upload's id. */
  id: Scalars['String']['output'];
};

export type BasePriceNotice =
  /** Not a whole amount of minor units: rounded. */
  | 'INVALID_INPUT'
  | 'LOWERED_TO_MAXIMUM'
  | 'RAISED_TO_MINIMUM';

export type Basket = {
  __typename?: 'Basket';
  /** Pieces in the basket. */
  count: Scalars['Int']['output'];
  /** The currency asked for (null without one). */
  currency: Maybe<Currency>;
  /** Always "basket": there is one per visitor. */
  id: Scalars['ID']['output'];
  lines: Array<BasketLine>;
  /**
   * What the checkout will charge for delivering these goods at its first option, in the shop's
   * currency: by freight when any good travels so, free parcel delivery from the shop's threshold
   * (and for premium members), and how much is missing to it.
   */
  shipping: BasketShipping;
  /** Sum of the lines that can be ordered (available in their quantity), minor units; null without a currency. */
  subtotal: Maybe<Scalars['Int']['output']>;
};

export type BasketLine = {
  __typename?: 'BasketLine';
  /** Pieces of the variant in stock now (at most 10 are counted). */
  available: Scalars['Int']['output'];
  /** unitPrice × quantity. */
  lineTotal: Maybe<Scalars['Int']['output']>;
  /** The product in the locale and currency asked for (null without them). */
  product: Maybe<Product>;
  productSku: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** Price of one piece now, minor units (null without a currency). */
  unitPrice: Maybe<Scalars['Int']['output']>;
  /** The variant's label (size, colour, …) in the locale asked for. */
  variantLabel: Maybe<Scalars['String']['output']>;
  variantSku: Scalars['ID']['output'];
};

/** Shipping for a basket (@vitrine/pricing's shippingForBasket): the promise the basket makes and the checkout keeps. */
export type BasketShipping = {
  __typename?: 'BasketShipping';
  /** Minor units the checkout charges at its first delivery option (standard, or freight); 0 is free. */
  cost: Scalars['Int']['output'];
  /** From this goods value parcel delivery is free (minor units). */
  freeFrom: Scalars['Int']['output'];
  method: ShippingMethod;
  /** How much more goods make delivery free; 0 when it is free already, and by freight (never free). */
  missingForFree: Scalars['Int']['output'];
};

/** One line of the ledger. */
export type Booking = {
  __typename?: 'Booking';
  /** Minor units, always positive: the kind says which way it counts. */
  amount: Scalars['Int']['output'];
  /** The balance after this booking. */
  balance: Scalars['Int']['output'];
  /** YYYY-MM-DD */
  bookedOn: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invoiceNumber: Maybe<Scalars['ID']['output']>;
  kind: BookingKind;
  orderNumber: Maybe<Scalars['ID']['output']>;
  /** The return a credit books back. */
  returnId: Maybe<Scalars['ID']['output']>;
};

export type BookingKind =
  /** Interest, surcharges and fees of an order beyond its goods, booked with its first invoice: owed. */
  | 'CHARGE'
  /** A return booked back. */
  | 'CREDIT'
  /** An invoice: owed. */
  | 'INVOICE'
  /** A payment received. */
  | 'PAYMENT';

export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  categoryKey: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

export type Carrier =
  | 'DHL'
  | 'POSTNL'
  | 'SWISS_POST';

export type Category = {
  __typename?: 'Category';
  key: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Checkout = {
  __typename?: 'Checkout';
  /** The chosen delivery address (null until chosen). */
  address: Maybe<Address>;
  addresses: Array<Address>;
  /** The basket as it is now; only lines available in their quantity can be ordered. */
  basket: Basket;
  currency: Currency;
  /** The delivery countries of the shop. */
  deliveryCountries: Array<Scalars['String']['output']>;
  deliveryOption: Maybe<DeliveryOption>;
  /** The options this basket can have, with price and expected dates (in the shop's time zone). */
  deliveryOptions: Array<DeliveryOffer>;
  /** Always "checkout": one per customer. */
  id: Scalars['ID']['output'];
  instalmentCount: Maybe<Scalars['Int']['output']>;
  /** The counts the shop offers for these goods (empty when the goods are outside its range). */
  instalmentCounts: Array<Scalars['Int']['output']>;
  /** The plan of the chosen count (INSTALMENTS only). */
  instalmentPlan: Maybe<InstalmentPlan>;
  /** A plan for every count of instalmentCounts, with or without the payment pause (the payment page's calculator). */
  instalmentPlans: Array<InstalmentPlan>;
  /** What is still to do before the order can be placed (empty: ready). */
  missing: Array<CheckoutStep>;
  parcelShop: Maybe<CheckoutParcelShop>;
  /** The parcel shops nearest to a postal code or place (empty when the place is unknown). */
  parcelShops: Array<CheckoutParcelShop>;
  paymentMethod: Maybe<PaymentMethod>;
  paymentMethods: Array<PaymentOffer>;
  paymentPause: Scalars['Boolean']['output'];
  /** The payment pause the shop offers (null where it has none). */
  paymentPauseOffer: Maybe<PaymentPauseOffer>;
  /** A premium membership bought with this order (its fee in the totals). */
  premium: Scalars['Boolean']['output'];
  /** The premium membership the shop offers (null where it has none). */
  premiumOffer: Maybe<PremiumOffer>;
  /** The insurance chosen for this order (null: none). */
  rateProtection: Maybe<RateProtection>;
  /** The rate-protection insurance for the chosen plan (null: not instalments, or the shop has none). */
  rateProtectionOffer: Maybe<RateProtectionOffer>;
  totals: OrderTotals;
  /** The voucher on this checkout, with what it takes off now (or why nothing). */
  voucher: Maybe<AppliedVoucher>;
};


export type CheckoutInstalmentPlansArgs = {
  paymentPause: Scalars['Boolean']['input'];
};


export type CheckoutParcelShopsArgs = {
  near: Scalars['String']['input'];
};

export type CheckoutParcelShop = {
  __typename?: 'CheckoutParcelShop';
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  /** From the place searched for (null for the chosen shop). */
  distanceMeters: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

export type CheckoutRefusal =
  | 'ADDRESS_INVALID'
  /** Insurable up to the shop's maximum age at the last instalment. */
  | 'AGE_TOO_OLD'
  /** Insurable from the shop's minimum age at the order. */
  | 'AGE_TOO_YOUNG'
  /** The shop does not deliver to this country. */
  | 'COUNTRY_NOT_SERVED'
  /** No such instalment count, or the goods are outside the calculator's range. */
  | 'INSTALMENTS_UNAVAILABLE'
  /** The method is not offered for this order (see PaymentMethodOffer.unavailable). */
  | 'METHOD_UNAVAILABLE'
  /** The basket cannot go this way (freight goods, or only freight). */
  | 'OPTION_UNAVAILABLE'
  | 'PARCEL_SHOP_REQUIRED'
  /** The shop has no payment pause. */
  | 'PAUSE_UNAVAILABLE'
  /** The shop offers no premium membership. */
  | 'PREMIUM_UNAVAILABLE'
  | 'RATE_PROTECTION_INVALID'
  /** No rate protection for this order (the shop has none, or the payment is not by instalments). */
  | 'RATE_PROTECTION_UNAVAILABLE'
  | 'UNKNOWN_ADDRESS'
  | 'UNKNOWN_PARCEL_SHOP';

export type CheckoutRefused = {
  __typename?: 'CheckoutRefused';
  /** The new address's problems, each field's first (ADDRESS_INVALID). */
  problems: Array<AddressProblem>;
  /** The rate-protection form's problems, each field's first (RATE_PROTECTION_INVALID). */
  rateProtectionProblems: Array<RateProtectionProblem>;
  reason: CheckoutRefusal;
};

export type CheckoutStep =
  | 'BASKET'
  | 'DELIVERY'
  | 'PAYMENT'
  /** The rate protection's premium changed: confirm it again (the update page). */
  | 'RATE_PROTECTION';

export type CheckoutUpdateResult = Checkout | CheckoutRefused;

export type Colour = {
  __typename?: 'Colour';
  hex: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ContactField =
  | 'BIRTHDAY'
  | 'CAPTCHA'
  | 'CITY'
  | 'CUSTOMER_NUMBER'
  | 'EMAIL'
  | 'FIRST_NAME'
  | 'HOUSE_NUMBER'
  | 'LAST_NAME'
  | 'MESSAGE'
  | 'PHONE'
  | 'POSTAL_CODE'
  | 'SALUTATION'
  | 'STREET'
  | 'SUBJECT';

export type ContactFieldProblem = {
  __typename?: 'ContactFieldProblem';
  code: FieldProblemCode;
  field: ContactField;
};

export type ContactForm = {
  __typename?: 'ContactForm';
  /**
   * A challenge to solve before sending, as JSON (an ALTCHA v2 challenge: PBKDF2/SHA-256, solved by
   * altcha-lib's solveChallenge in the browser); null: the shop asks for no captcha.
   */
  captcha: Maybe<Scalars['String']['output']>;
  /** The subjects a message can be sent under, in the select's order (spec §3). */
  subjects: Array<Scalars['String']['output']>;
};

export type ContactFormRefused = {
  __typename?: 'ContactFormRefused';
  /** Attachments that break an upload rule (or are no longer there). */
  attachmentProblems: Array<AttachmentProblem>;
  problems: Array<ContactFieldProblem>;
};

export type ContactMessageInput = {
  /** Ids of this visitor's uploads, in the order attached. */
  attachments: Array<Scalars['String']['input']>;
  /** YYYY-MM-DD or DD.MM.YYYY; empty: none given. */
  birthday: Scalars['String']['input'];
  /** The solved captcha where the shop has one: base64 of the JSON { challenge, solution }. */
  captcha?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  customerNumber: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  houseNumber: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** The page's locale: the confirmation mail's language. */
  locale: Scalars['String']['input'];
  message: Scalars['String']['input'];
  optOutAdvertising: Scalars['Boolean']['input'];
  optOutMarketing: Scalars['Boolean']['input'];
  optOutNewsletter: Scalars['Boolean']['input'];
  phone: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  salutation: Scalars['String']['input'];
  street: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};

export type ContactMessageResult = ContactFormRefused | ContactMessageSent | ContactRefused;

export type ContactMessageSent = {
  __typename?: 'ContactMessageSent';
  /** How many files came with it. */
  attachments: Scalars['Int']['output'];
  /** The message's reference (in the mail too). */
  reference: Scalars['String']['output'];
};

export type ContactRefusal =
  | 'TRY_LATER';

export type ContactRefused = {
  __typename?: 'ContactRefused';
  /** TRY_LATER: too many messages from this e-mail address for now (the spec's 'An error occurred. Please try again later.'). */
  reason: ContactRefusal;
};

export type Currency =
  | 'CHF'
  | 'EUR';

export type Customer = {
  __typename?: 'Customer';
  businessPartnerNo: Scalars['String']['output'];
  customerNumber: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** Until when the premium membership runs (YYYY-MM-DD), null without one. */
  premiumUntil: Maybe<Scalars['String']['output']>;
};

export type Delivery = {
  __typename?: 'Delivery';
  carrier: Carrier;
  /** ISO date-time; null while on its way. */
  deliveredAt: Maybe<Scalars['String']['output']>;
  /** The carrier's scans, oldest first. */
  events: Array<DeliveryEvent>;
  id: Scalars['ID']['output'];
  lines: Array<DeliveryLine>;
  /** ISO date-time. */
  shippedAt: Scalars['String']['output'];
  status: DeliveryStatus;
  trackingNumber: Scalars['String']['output'];
  /** The carrier's tracking page for this parcel. */
  trackingUrl: Scalars['String']['output'];
};

export type DeliveryEvent = {
  __typename?: 'DeliveryEvent';
  /** ISO date-time. */
  at: Scalars['String']['output'];
  kind: DeliveryEventKind;
  /** Where the carrier scanned the parcel. */
  place: Scalars['String']['output'];
};

export type DeliveryEventKind =
  | 'DELIVERED'
  | 'HANDED_OVER'
  | 'IN_TRANSIT'
  | 'OUT_FOR_DELIVERY';

export type DeliveryInput = {
  /** An address of the customer's book; or `newAddress`. */
  addressId?: InputMaybe<Scalars['ID']['input']>;
  /** The page's locale (the answer's texts and prices). */
  locale: Scalars['String']['input'];
  newAddress?: InputMaybe<AddressInput>;
  option: DeliveryOption;
  /** The parcel shop (PARCEL_SHOP only). */
  parcelShopId?: InputMaybe<Scalars['ID']['input']>;
};

/** Part or all of an order line, by its position in the order. */
export type DeliveryLine = {
  __typename?: 'DeliveryLine';
  position: Scalars['Int']['output'];
  productName: Scalars['String']['output'];
  productSku: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  variantLabel: Maybe<Scalars['String']['output']>;
  variantSku: Scalars['ID']['output'];
};

export type DeliveryOffer = {
  __typename?: 'DeliveryOffer';
  /** YYYY-MM-DD, the shop's time zone. */
  earliest: Scalars['String']['output'];
  latest: Scalars['String']['output'];
  option: DeliveryOption;
  /** What it costs for these goods (0 from the free-shipping threshold). */
  price: Scalars['Int']['output'];
};

export type DeliveryOption =
  | 'EXPRESS'
  /** Sofas, tables and large appliances: delivered by a freight carrier to the room of use. */
  | 'FREIGHT'
  | 'PARCEL_SHOP'
  | 'STANDARD';

export type DeliveryStatus =
  | 'DELIVERED'
  | 'SHIPPED';

/** The link went to the new address (or, when it has an account already, nothing did: the answer is the same). */
export type EmailChangeRequested = {
  __typename?: 'EmailChangeRequested';
  email: Scalars['String']['output'];
};

export type EmailChangeResult = EmailChangeRequested | PersonalDataRefused | TooManyAttempts;

export type EmailChanged = {
  __typename?: 'EmailChanged';
  email: Scalars['String']['output'];
};

export type EmailConfirmationResult = EmailChanged | LinkRefused;

export type ErasureConfirmationResult = AccountErased | LinkRefused;

export type ErasureRequestResult = ErasureRequested | PersonalDataRefused | TooManyAttempts;

export type ErasureRequested = {
  __typename?: 'ErasureRequested';
  /** The account's e-mail, where the link went. */
  email: Scalars['String']['output'];
};

export type FieldProblem = {
  __typename?: 'FieldProblem';
  code: FieldProblemCode;
  field: RegistrationField;
};

/** The codes of @vitrine/form-rules, and what only the gateway can know. */
export type FieldProblemCode =
  /** The lend-money amount is outside the shop's range (LEND_MONEY_AMOUNT of @vitrine/form-rules). */
  | 'AMOUNT_OUT_OF_RANGE'
  | 'DATE_INVALID'
  | 'DIGITS_ONLY'
  | 'EMAIL_INVALID'
  /** An account with this e-mail exists in this shop (log in, or ask for a new password). */
  | 'EMAIL_TAKEN'
  | 'IBAN_INVALID'
  | 'NO_SPECIAL_CHARACTERS'
  | 'NO_SPECIAL_CHARACTERS_OR_NUMBERS'
  | 'PASSWORD_COMMON'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_TOO_SHORT'
  /** The current password is not the account's. */
  | 'PASSWORD_WRONG'
  | 'PHONE_INVALID'
  | 'POSTAL_CODE_INVALID'
  | 'REQUIRED'
  | 'TOO_LONG';

/** What the guest lookup shows: where the order stands and its parcels (no address, no payment). */
export type GuestOrder = {
  __typename?: 'GuestOrder';
  /** ISO date-time. */
  createdAt: Scalars['String']['output'];
  deliveries: Array<Delivery>;
  inPreparation: Array<DeliveryLine>;
  number: Scalars['ID']['output'];
  progress: OrderProgress;
};

export type GuestOrderNotFound = {
  __typename?: 'GuestOrderNotFound';
  number: Scalars['ID']['output'];
};

export type GuestOrderResult = GuestOrder | GuestOrderNotFound | TooManyAttempts;

export type Health = {
  __typename?: 'Health';
  database: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
  products: Scalars['Int']['output'];
};

export type Image = {
  __typename?: 'Image';
  alt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type InstalmentCalculation = {
  __typename?: 'InstalmentCalculation';
  /** The base price calculated with (corrected into the range). */
  basePrice: Scalars['Int']['output'];
  maxBasePrice: Scalars['Int']['output'];
  minBasePrice: Scalars['Int']['output'];
  /** Why the base price is not the one asked for (null: it is). */
  notice: Maybe<BasePriceNotice>;
  /** With the payment pause (empty where the shop has none). */
  pausedPlans: Array<InstalmentPlan>;
  paymentPauseOffer: Maybe<PaymentPauseOffer>;
  plans: Array<InstalmentPlan>;
};

export type InstalmentNumber = {
  __typename?: 'InstalmentNumber';
  count: Scalars['Int']['output'];
  number: Scalars['Int']['output'];
};

/** Spec §3's instalment calculator figures (minor units; factors as fractions). */
export type InstalmentPlan = {
  __typename?: 'InstalmentPlan';
  basePrice: Scalars['Int']['output'];
  count: Scalars['Int']['output'];
  /** Percent, two decimals (EU Consumer Credit Directive, Annex I). */
  effectiveAnnualRate: Scalars['Float']['output'];
  firstInstalment: Scalars['Int']['output'];
  /** The interest alone (base price × monthly interest factor × count), minor units. */
  interest: Scalars['Int']['output'];
  lastInstalment: Scalars['Int']['output'];
  monthlyInstalment: Scalars['Int']['output'];
  monthlyInterestFactor: Scalars['Float']['output'];
  monthlyRateSurchargeFactor: Scalars['Float']['output'];
  overallPrice: Scalars['Int']['output'];
  pauseSurchargePercent: Scalars['Float']['output'];
  /** Interest, rate surcharges and the payment pause's surcharge together, minor units. */
  surcharge: Scalars['Int']['output'];
};

export type InsuredRisk =
  | 'DEATH'
  /** Incapacity for work. */
  | 'INCAPACITY'
  /** Involuntary unemployment (employees only). */
  | 'UNEMPLOYMENT';

export type LendMoneyForm = {
  __typename?: 'LendMoneyForm';
  accountHolder: Scalars['String']['output'];
  /** The IBAN on file, masked (DE89 •••• … 30 00); null: none, the request cannot be made online. */
  iban: Maybe<Scalars['String']['output']>;
  maxAmount: Scalars['Int']['output'];
  /** Whole euros. */
  minAmount: Scalars['Int']['output'];
  phone: Maybe<Scalars['String']['output']>;
};

export type LinkRefusal =
  /** Another account of this shop took the address since the link was sent. */
  | 'EMAIL_TAKEN'
  /** Unknown, used or expired: ask again. */
  | 'LINK_INVALID_OR_EXPIRED';

export type LinkRefused = {
  __typename?: 'LinkRefused';
  reason: LinkRefusal;
};

export type LoanCondition =
  | 'AGE'
  | 'BUREAU_ARREARS'
  | 'INCOME_CHECK'
  | 'NO_EARLIER_PAYMENT'
  | 'PAYMENT_ARRANGEMENT'
  | 'RECENT_LOAN'
  | 'SHOP_ARREARS';

export type LoanField =
  | 'ACCOUNT_HOLDER'
  | 'AMOUNT'
  | 'PHONE';

export type LoanFieldProblem = {
  __typename?: 'LoanFieldProblem';
  code: FieldProblemCode;
  field: LoanField;
};

export type LoanFormRefused = {
  __typename?: 'LoanFormRefused';
  problems: Array<LoanFieldProblem>;
};

export type LoanRefusal =
  /** The shop knows no IBAN of the customer, or does not offer lending. */
  | 'CANNOT_BE_PROCESSED'
  /** One or more conditions of spec §5 are not met. */
  | 'CONDITIONS_NOT_MET'
  /** The credit bureau did not answer: try later. */
  | 'STATUS_CHECK_FAILED';

export type LoanRefused = {
  __typename?: 'LoanRefused';
  /** With CONDITIONS_NOT_MET: which, in the spec's order. */
  conditions: Array<LoanCondition>;
  reason: LoanRefusal;
};

export type LoanRequestInput = {
  accountHolder: Scalars['String']['input'];
  /** Whole euros. */
  amount: Scalars['String']['input'];
  /** The page's locale: the confirmation mail's language. */
  locale: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

export type LoanRequestResult = LoanFormRefused | LoanRefused | LoanRequested;

export type LoanRequested = {
  __typename?: 'LoanRequested';
  /** Minor units. */
  amount: Scalars['Int']['output'];
  /** The request's reference (in the mail too). */
  reference: Scalars['String']['output'];
};

export type LocalizedSlug = {
  __typename?: 'LocalizedSlug';
  locale: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type LoginCodeRequestResult = LoginCodeSent | TooManyAttempts;

/** A code went to the customer's e-mail. */
export type LoginCodeSent = {
  __typename?: 'LoginCodeSent';
  /** The address, partly hidden (a***@example.ch). */
  email: Scalars['String']['output'];
  /** Minutes the code works. */
  validMinutes: Scalars['Int']['output'];
};

export type LoginRefusal =
  /** The mailed code is wrong, used, expired or not this session's: ask for a new one. */
  | 'CODE_INVALID_OR_EXPIRED'
  /** E-mail and password (or customer number and date of birth) do not belong together. */
  | 'INVALID_CREDENTIALS'
  /** This way of logging in is not offered by the shop. */
  | 'NOT_ENABLED'
  /** Too many failed attempts for this account or from this address: wait, then try again. */
  | 'TOO_MANY_ATTEMPTS';

export type LoginRefused = {
  __typename?: 'LoginRefused';
  reason: LoginRefusal;
  /** With TOO_MANY_ATTEMPTS: seconds until the next try. */
  retryAfterSeconds: Maybe<Scalars['Int']['output']>;
};

export type LoginResult = LoginRefused | SessionKey;

/** The login-state cookie's fields besides li (spec §3). */
export type LoginState = {
  __typename?: 'LoginState';
  /** Bonus programme: a premium membership is running. */
  bop: Scalars['Boolean']['output'];
  /** Credit affinity: the customer has paid the shop on account or in instalments before. */
  ca: Scalars['Boolean']['output'];
  /** A user without password: never true here (every account of this shop has one). */
  np: Scalars['Boolean']['output'];
};

/** The link's subscription is unknown, or it was ended already (spec §8). */
export type MailingsNotFound = {
  __typename?: 'MailingsNotFound';
  notFound: Scalars['Boolean']['output'];
};

export type MailingsUnsubscribeResult = MailingsNotFound | MailingsUnsubscribed;

export type MailingsUnsubscribed = {
  __typename?: 'MailingsUnsubscribed';
  unsubscribed: Scalars['Boolean']['output'];
};

/** A payment due on a day. */
export type Maturity = {
  __typename?: 'Maturity';
  amount: Scalars['Int']['output'];
  /** YYYY-MM-DD */
  due: Scalars['String']['output'];
  /** The instalment's number (1 for the first) and the plan's count (kind INSTALMENT). */
  instalment: Maybe<InstalmentNumber>;
  /** The invoice's number (kind INVOICE). */
  invoiceNumber: Maybe<Scalars['ID']['output']>;
  kind: MaturityKind;
  /** What of the amount is still to pay. */
  open: Scalars['Int']['output'];
  orderNumber: Scalars['ID']['output'];
  state: MaturityState;
};

export type MaturityKind =
  | 'INSTALMENT'
  | 'INVOICE'
  | 'PREPAYMENT';

export type MaturityState =
  | 'OPEN'
  /** Open after its day. */
  | 'OVERDUE'
  | 'PAID';

/** Every mutation; each module of src/modules adds its fields. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Puts a variant into the visitor's basket (x-vitrine-visitor). A product is added as one of its
   * variants: a product sku is refused with VARIANT_REQUIRED, a sold-out variant with SOLD_OUT. A
   * quantity outside 1 to 10 is a BAD_USER_INPUT error; no visitor is FORBIDDEN.
   */
  addToBasket: AddToBasketResult;
  /** Keeps a variant on the wishlist (a product sku: VARIANT_REQUIRED). Adding one that is there changes nothing. */
  addToWishlist: WishlistResult;
  /**
   * Puts a voucher on the checkout (one per order): the spec's rules from @vitrine/pricing, each
   * refusal with its reason. A code is matched without regard to case.
   */
  applyVoucher: VoucherResult;
  /**
   * Sets how many pieces of a variant the basket holds (1 to 10, within the stock): more than the
   * stock is refused with NOT_ENOUGH_STOCK (and what is available), a variant not in the basket with
   * UNKNOWN_VARIANT. A quantity outside 1 to 10 is a BAD_USER_INPUT error.
   */
  changeBasketQuantity: AddToBasketResult;
  /**
   * Changes the password: the current one first (failures count as failed logins), the new one by the
   * rule for new passwords. Every other session of the customer ends; this one goes on.
   */
  changePassword: PasswordChangeResult;
  /**
   * Changes an item to another variant of the same product: the same variant is NO_CHANGES, a
   * sold-out one SOLD_OUT, another product's UNKNOWN_VARIANT, an item not on the list NOT_ON_WISHLIST.
   */
  changeWishlistItem: WishlistResult;
  /**
   * The shopper back from the payment provider (the returning-success page): the provider's signed
   * word checked against where the payment stands there, applied once (a webhook before or after it
   * changes nothing twice).
   */
  completePaylinkPayment: PaylinkCompletion;
  /**
   * The shopper's return from the payment provider (the after-payment page): the provider's signed
   * word (`payment`, `status`, `sig` of the return address), checked against where the payment stands
   * at the provider. Authorised: the order is paid. Declined or abandoned: the order is cancelled, its
   * stock back, the basket as it was. Recorded once: a return after the webhook changes nothing.
   */
  completePayment: PaymentCompletion;
  /** Makes the link's new address the account's e-mail (once, before it expires); the old address is told. */
  confirmEmailChange: EmailConfirmationResult;
  /**
   * Erases the link's account: the personal data, address book, wishlist, basket, search history,
   * vouchers and sessions go; orders, invoices, returns and bookings stay as the law requires, without
   * a login. Once, before the link expires.
   */
  confirmErasure: ErasureConfirmationResult;
  /** The confirmation link's button: the subscription is on, the welcome voucher mailed (once). */
  confirmNewsletter: NewsletterConfirmResult;
  /**
   * Registration, step two: the mailed link's token opens the account (once, within 24 hours) and
   * logs in (the guest's basket comes along); a welcome mail follows. EMAIL_TAKEN when an account with
   * the e-mail was opened meanwhile.
   */
  confirmRegistration: RegistrationConfirmResult;
  /**
   * Deletes one of the customer's addresses: a default stops being one (the oldest other address takes
   * its place); orders keep their own copy. NOT_FOUND for an id that is not the customer's.
   */
  deleteAddress: AddressBookResult;
  /**
   * Links a PAYBACK card by its 10-digit customer number (checked by the card's check digit: the rule of
   * @vitrine/form-rules). A linked card is replaced. NOT_ENABLED where the shop does not offer PAYBACK.
   */
  linkPaybackCard: PaybackResult;
  /**
   * Logs in with e-mail and password. A wrong e-mail and a wrong password get the same answer in the
   * same time. Failed attempts are counted per account and per address: past the limit the answer is
   * TOO_MANY_ATTEMPTS with the seconds to wait. `keepLoggedIn` keeps a soft login on this device
   * after the token expires (spec §4, §6).
   */
  login: LoginResult;
  /**
   * Turns the request's soft login into a full one with the code mailed by requestLoginCode. A wrong,
   * used or expired code answers CODE_INVALID_OR_EXPIRED; the fifth wrong try ends the code.
   */
  loginWithCode: LoginResult;
  /**
   * Logs in with customer number and date of birth (YYYY-MM-DD) where the shop allows it (NOT_ENABLED
   * elsewhere). Both are easy to learn or guess, so this is a soft login (type 1): the basket and the
   * wishlist, and the password or a code mailed to the customer (requestLoginCode, loginWithCode) before
   * the checkout, the addresses, the orders and the account.
   */
  loginWithCustomerNumber: LoginResult;
  /** Ends the session of the request's token: every token of it is refused from now on. */
  logout: Scalars['Boolean']['output'];
  /**
   * An order's status and parcels without logging in (a guest, or on another device): its number, the
   * customer's e-mail and the delivery address's postal code. A wrong combination answers
   * GuestOrderNotFound exactly as a number that does not exist, and counts as a failed attempt for the
   * number and the address: past the limit, TooManyAttempts. A mutation, so that the e-mail is never in
   * a URL and every attempt is counted.
   */
  lookUpOrder: GuestOrderResult;
  /**
   * Pays the link's open amount with a method the shop allows for links: at the payment provider
   * (where to send the shopper) or by bank transfer (what to transfer, and the reference). A paid,
   * cancelled or expired link is refused with its reason.
   */
  payPaylink: PayPaylinkResult;
  /**
   * Places the order exactly once per attempt: the request's `Idempotency-Key` (a key the shop makes
   * for each check-and-order page, as for every write), or, from older clients, the `attempt`
   * argument. A replay, a double click or a retry after a network error answers the same order, even
   * after the gateway crashed mid-way (the key is the order's attempt in the same transaction). The
   * basket's goods are taken from the stock in the same transaction, and the basket is emptied. When
   * the total is not `expectedTotal` (what the shopper saw) the answer is TOTAL_CHANGED and nothing
   * happens. The confirmation mail goes out in `locale`. Neither a key nor `attempt`: BAD_USER_INPUT.
   */
  placeOrder: PlaceOrderResult;
  /**
   * Registration, step one: the fields are checked with the shop's own rules (@vitrine/form-rules: a new
   * password needs 8 characters and must not be a common one), and a link to confirm the e-mail is
   * mailed (valid 24 hours); the account exists once it is confirmed (confirmRegistration). An e-mail
   * that has an account already answers the same, RegistrationMailed, and its owner gets a mail that
   * says so (log in, or ask for a new password): the answer tells nobody who is a customer. At most
   * three mails per e-mail in a quarter of an hour (TooManyAttempts).
   */
  register: RegistrationResult;
  /**
   * Registers a return of delivered goods of one of the customer's orders (full login): per line a
   * quantity (at most what was delivered and not yet sent back) and a reason; picked up on
   * `pickupOn` (a working day of the order address's country, at least three working days after
   * today in the shop's time zone, public holidays counted, at most 30 days ahead) or dropped off at
   * any parcel service point. Another customer's order is NOT_FOUND, as one that does not exist.
   */
  registerReturn: ReturnResult;
  /** Takes a variant out of the basket (nothing happens when it is not in it). */
  removeFromBasket: Basket;
  /** Takes a variant off the wishlist. */
  removeFromWishlist: Wishlist;
  /** Takes the voucher off the checkout. */
  removeVoucher: Checkout;
  /**
   * The API key manager: a new token for the request's session (the bearer may have expired). A
   * logged-in session is renewed while it lasts (at most 12 hours after the password); a session kept
   * on the device goes on as a soft login (type 1) until its end; otherwise SessionEnded.
   */
  renewSession: RenewSessionResult;
  /**
   * Asks to change the account's e-mail: with the current password, a single-use link (24 hours) goes
   * to the new address; the e-mail changes when it is opened. A new address that already has an account
   * in this shop gets no link, and the answer is the same (nobody learns who is a customer).
   */
  requestEmailChange: EmailChangeResult;
  /**
   * Asks to erase the account (GDPR article 17): with the current password, a single-use link (24 hours)
   * goes to the account's e-mail; the account is erased when it is confirmed.
   */
  requestErasure: ErasureRequestResult;
  /**
   * Asks to borrow (spec §5): the fields are checked with the shop's rules (@vitrine/form-rules
   * LEND_MONEY_FORM), then every condition, the credit bureau's through its adapter. A request that
   * passes is recorded and confirmed by mail; one that does not says which conditions failed.
   */
  requestLoan: LoanRequestResult;
  /**
   * Mails a six-digit code to the customer of the request's soft login, in the page's locale: it works
   * once, for ten minutes and five tries, in this session only (loginWithCode). Three codes per quarter
   * of an hour at most (TooManyAttempts). A guest's request is refused (UNAUTHENTICATED).
   */
  requestLoginCode: LoginCodeRequestResult;
  /**
   * Sends a single-use link to set a new password, valid for an hour, in the page's locale. The answer
   * is the same whether or not the e-mail has an account; past the limit per e-mail or per address it
   * is TooManyAttempts.
   */
  requestPasswordReset: PasswordResetRequestResult;
  /** A new confirmation mail for a pending subscription (the newsletter sheet's button); at most 3 an hour. */
  resendNewsletterConfirmation: NewsletterSignUpResult;
  /** Sets a new password with the link's token (once, before it expires); every session of the customer ends. */
  resetPassword: PasswordResetResult;
  /**
   * Adds an address (no id) or changes one of the customer's (its id), checked with the shop's
   * address rules for its country (ADDRESS_INVALID with each field's problem; a country the shop does
   * not deliver to is COUNTRY_NOT_SERVED). An id that is not one of the customer's is NOT_FOUND, as one
   * that does not exist. `defaultFor` makes it the default delivery and/or billing address.
   */
  saveAddress: AddressBookResult;
  /**
   * Sends a message to the customer service (spec §3, §5): every field checked with the shop's rules
   * (@vitrine/form-rules contactForm), the attachments (ids of POST /api/contact/uploads of this
   * visitor) with the upload rules of @vitrine/upload-rules, the captcha where the shop has one. The
   * message is kept with its files, and the sender gets a confirmation by mail.
   */
  sendContactMessage: ContactMessageResult;
  /** Makes one of the customer's addresses the default for delivery or for the bill (NOT_FOUND otherwise). */
  setDefaultAddress: AddressBookResult;
  /**
   * Chooses the delivery: an address of the customer's book or a new one (checked with the shop's
   * rules from @vitrine/form-rules and saved to the book), an option the basket can have, and the
   * parcel shop for PARCEL_SHOP. Refusals are typed (the shop writes the text).
   */
  setDelivery: CheckoutUpdateResult;
  /** Chooses the payment method (instalments with a count the shop offers) and the payment pause. */
  setPayment: CheckoutUpdateResult;
  /** Buys the premium membership with this order (or not), where the shop offers it (shop-ch). */
  setPremium: CheckoutUpdateResult;
  /**
   * Insures the instalments of this order with the rate-protection insurance (or not): the insured's
   * date of birth and occupation, checked with @vitrine/form-rules and the insurance's age rule, and
   * the consent to its terms. Confirms the monthly premium of the plan as it is now (a changed plan
   * asks for a new confirmation, Checkout.rateProtection.needsConfirmation).
   */
  setRateProtection: CheckoutUpdateResult;
  /**
   * Newsletter sign-up (spec §4): pending until the mail's link is confirmed where the shop asks for
   * double opt-in, on at once elsewhere; an address already on is told so.
   */
  subscribeNewsletter: NewsletterSignUpResult;
  /** Unlinks the card: points collected so far stay in the history. */
  unlinkPaybackCard: PaybackResult;
  /** Every mailing's unsubscribe link (spec §3, §8): no more advertising mails to its address. */
  unsubscribeMailings: MailingsUnsubscribeResult;
  /**
   * The newsletter unsubscribe form (spec §3): `option` is one of spec §3's values (frequency|0 …
   * frequency|3, pause|-100 with `pauseDays`, unsubscribe|99 with `scope`).
   */
  updateNewsletterSettings: NewsletterSettingsResult;
  /**
   * Changes names, date of birth, phone and IBAN, checked with the shop's rules (@vitrine/form-rules).
   * `iban` absent or null keeps the stored one; `removeIban` forgets it.
   */
  updatePersonalData: PersonalDataResult;
  /**
   * Stores a shopper's review for moderation: it is shown once approved. Validated here (whatever
   * the shop checked), at most one per product and three per hour per visitor (x-vitrine-visitor).
   */
  writeReview: WriteReviewResult;
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationAddToBasketArgs = {
  quantity?: InputMaybe<Scalars['Int']['input']>;
  variantSku: Scalars['ID']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationAddToWishlistArgs = {
  variantSku: Scalars['ID']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationApplyVoucherArgs = {
  code: Scalars['String']['input'];
  locale: Scalars['String']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationChangeBasketQuantityArgs = {
  quantity: Scalars['Int']['input'];
  variantSku: Scalars['ID']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationChangeWishlistItemArgs = {
  newVariantSku: Scalars['ID']['input'];
  variantSku: Scalars['ID']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationCompletePaylinkPaymentArgs = {
  paymentId: Scalars['ID']['input'];
  signature: Scalars['String']['input'];
  status: Scalars['String']['input'];
  token: Scalars['ID']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationCompletePaymentArgs = {
  locale: Scalars['String']['input'];
  paymentId: Scalars['ID']['input'];
  signature: Scalars['String']['input'];
  status: Scalars['String']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationConfirmEmailChangeArgs = {
  locale: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationConfirmErasureArgs = {
  locale: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationConfirmNewsletterArgs = {
  input: NewsletterConfirmInput;
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationConfirmRegistrationArgs = {
  token: Scalars['String']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationLinkPaybackCardArgs = {
  number: Scalars['String']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  keepLoggedIn?: InputMaybe<Scalars['Boolean']['input']>;
  password: Scalars['String']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationLoginWithCodeArgs = {
  code: Scalars['String']['input'];
  keepLoggedIn?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationLoginWithCustomerNumberArgs = {
  customerNumber: Scalars['String']['input'];
  dateOfBirth: Scalars['String']['input'];
  keepLoggedIn?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationLookUpOrderArgs = {
  email: Scalars['String']['input'];
  locale: Scalars['String']['input'];
  number: Scalars['ID']['input'];
  postalCode: Scalars['String']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationPayPaylinkArgs = {
  locale: Scalars['String']['input'];
  method: PaylinkMethod;
  token: Scalars['ID']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationPlaceOrderArgs = {
  attempt: InputMaybe<Scalars['ID']['input']>;
  expectedTotal: Scalars['Int']['input'];
  locale: Scalars['String']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationRegisterArgs = {
  input: RegistrationInput;
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationRegisterReturnArgs = {
  input: ReturnInput;
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationRemoveFromBasketArgs = {
  variantSku: Scalars['ID']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationRemoveFromWishlistArgs = {
  variantSku: Scalars['ID']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationRemoveVoucherArgs = {
  locale: Scalars['String']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationRequestEmailChangeArgs = {
  email: Scalars['String']['input'];
  locale: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationRequestErasureArgs = {
  locale: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationRequestLoanArgs = {
  input: LoanRequestInput;
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationRequestLoginCodeArgs = {
  locale: Scalars['String']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
  locale: Scalars['String']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationResendNewsletterConfirmationArgs = {
  input: NewsletterResendInput;
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationSaveAddressArgs = {
  input: AddressBookInput;
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationSetDefaultAddressArgs = {
  id: Scalars['ID']['input'];
  use: AddressUse;
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationSetDeliveryArgs = {
  input: DeliveryInput;
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationSetPaymentArgs = {
  input: PaymentInput;
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationSetPremiumArgs = {
  locale: Scalars['String']['input'];
  premium: Scalars['Boolean']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationSetRateProtectionArgs = {
  input: RateProtectionInput;
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationSubscribeNewsletterArgs = {
  input: NewsletterSignUpInput;
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationUnsubscribeMailingsArgs = {
  token: Scalars['String']['input'];
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationUpdateNewsletterSettingsArgs = {
  input: NewsletterSettingsInput;
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationUpdatePersonalDataArgs = {
  input: PersonalDataInput;
};


/** Every mutation; each module of src/modules adds its fields. */
export type MutationWriteReviewArgs = {
  input: ReviewInput;
};

export type NewsletterAlreadySubscribed = {
  __typename?: 'NewsletterAlreadySubscribed';
  email: Scalars['String']['output'];
};

export type NewsletterConfirmInput = {
  locale: Scalars['String']['input'];
  /** The token of the mail's link. */
  token: Scalars['String']['input'];
};

export type NewsletterConfirmResult = NewsletterAlreadySubscribed | NewsletterLinkInvalid | NewsletterSubscribed;

export type NewsletterLinkInvalid = {
  __typename?: 'NewsletterLinkInvalid';
  /** Past its time (a new sign-up sends a new one); false: no such link. */
  expired: Scalars['Boolean']['output'];
};

export type NewsletterPending = {
  __typename?: 'NewsletterPending';
  /** The subscription's id: the pending page asks for a new mail with it. */
  subscription: Scalars['String']['output'];
  /** How long the link works. */
  validHours: Scalars['Int']['output'];
};

export type NewsletterRefusal =
  | 'EMAIL_INVALID'
  /** Too many mails to this address for now. */
  | 'TRY_LATER';

export type NewsletterRefused = {
  __typename?: 'NewsletterRefused';
  reason: NewsletterRefusal;
};

export type NewsletterResendInput = {
  locale: Scalars['String']['input'];
  /** The pending subscription (NewsletterPending.subscription). */
  subscription: Scalars['String']['input'];
};

export type NewsletterSettings = {
  __typename?: 'NewsletterSettings';
  /** The frequencies this shop offers. */
  frequencies: Array<Scalars['Int']['output']>;
  /** Spec §3's frequency values: 0 daily, 1 weekly, 2 every two weeks, 3 monthly. */
  frequency: Scalars['Int']['output'];
  /** The pauses offered, in days. */
  pauseDays: Array<Scalars['Int']['output']>;
  /** While a pause lasts (ISO). */
  pausedUntil: Maybe<Scalars['String']['output']>;
  secondBrand: Scalars['Boolean']['output'];
  shopNewsletter: Scalars['Boolean']['output'];
  subscribed: Scalars['Boolean']['output'];
};

export type NewsletterSettingsInput = {
  option: Scalars['String']['input'];
  /** 7, 14, 21 or 30 with pause|-100. */
  pauseDays?: InputMaybe<Scalars['Int']['input']>;
  /** shop, second-brand or both with unsubscribe|99. */
  scope?: InputMaybe<Scalars['String']['input']>;
  /** The mail link's `s`. */
  token: Scalars['String']['input'];
};

export type NewsletterSettingsRefusal =
  /** The link's subscription is not (or no longer) on. */
  | 'NOT_SUBSCRIBED'
  | 'OPTION_REQUIRED'
  | 'PAUSE_REQUIRED'
  | 'SCOPE_REQUIRED';

export type NewsletterSettingsRefused = {
  __typename?: 'NewsletterSettingsRefused';
  reason: NewsletterSettingsRefusal;
};

export type NewsletterSettingsResult = NewsletterSettingsRefused | NewsletterSettingsSaved;

export type NewsletterSettingsSaved = {
  __typename?: 'NewsletterSettingsSaved';
  frequencies: Array<Scalars['Int']['output']>;
  frequency: Scalars['Int']['output'];
  pauseDays: Array<Scalars['Int']['output']>;
  pausedUntil: Maybe<Scalars['String']['output']>;
  secondBrand: Scalars['Boolean']['output'];
  shopNewsletter: Scalars['Boolean']['output'];
  subscribed: Scalars['Boolean']['output'];
};

export type NewsletterSignUpInput = {
  email: Scalars['String']['input'];
  /** The page's locale: the mails' language. */
  locale: Scalars['String']['input'];
};

export type NewsletterSignUpResult = NewsletterAlreadySubscribed | NewsletterPending | NewsletterRefused | NewsletterSubscribed;

export type NewsletterSubscribed = {
  __typename?: 'NewsletterSubscribed';
  /** A welcome voucher went out with the welcome mail (the first subscription of an address). */
  voucherMailed: Scalars['Boolean']['output'];
};

export type NewsletterTerms = {
  __typename?: 'NewsletterTerms';
  doubleOptIn: Scalars['Boolean']['output'];
  /** The smallest order of kept goods, minor units. */
  minimumOrder: Scalars['Int']['output'];
  /** A percentage off instead of the amount, where the shop sets one. */
  percent: Maybe<Scalars['Int']['output']>;
  /** Days after receipt it can be used. */
  validDays: Scalars['Int']['output'];
  /** The voucher's amount (minor units), unless it is a percentage. */
  value: Scalars['Int']['output'];
};

export type Occupation =
  | 'CIVIL_SERVANT'
  | 'EMPLOYED'
  | 'OTHER'
  | 'RETIRED'
  | 'SELF_EMPLOYED';

export type OpenReturn = {
  __typename?: 'OpenReturn';
  orderNumber: Scalars['ID']['output'];
  return: OrderReturn;
};

export type Order = {
  __typename?: 'Order';
  address: Address;
  /** ISO date-time. */
  createdAt: Scalars['String']['output'];
  currency: Currency;
  deliveryEarliest: Scalars['String']['output'];
  deliveryLatest: Scalars['String']['output'];
  deliveryOption: DeliveryOption;
  instalmentPlan: Maybe<InstalmentPlan>;
  lines: Array<OrderLine>;
  number: Scalars['ID']['output'];
  parcelShop: Maybe<CheckoutParcelShop>;
  /** Where the open amount can be paid online: the order's payment link (invoice and prepayment orders not yet paid). */
  payLink: Maybe<Scalars['String']['output']>;
  paymentMethod: PaymentMethod;
  paymentPause: Scalars['Boolean']['output'];
  /** Where to pay (card and iDEAL orders waiting for their payment; placeOrder's answer only). */
  paymentRedirect: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD: the premium membership bought with this order runs until then. */
  premiumUntil: Maybe<Scalars['String']['output']>;
  /** What to transfer, and the reference (PREPAYMENT only). */
  prepayment: Maybe<PrepaymentHint>;
  /** The rate-protection insurance taken out with this order. */
  rateProtection: Maybe<OrderRateProtection>;
  status: OrderStatus;
  totals: OrderTotals;
};

export type OrderLine = {
  __typename?: 'OrderLine';
  lineTotal: Scalars['Int']['output'];
  /** The line's place in the order (0 for the first): what a delivery or a return names. */
  position: Scalars['Int']['output'];
  productName: Scalars['String']['output'];
  productSku: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  unitPrice: Scalars['Int']['output'];
  variantLabel: Maybe<Scalars['String']['output']>;
  variantSku: Scalars['ID']['output'];
};

export type OrderProgress =
  | 'CANCELLED'
  /** Every parcel was delivered. */
  | 'DELIVERED'
  /** Nothing has left the warehouse yet. */
  | 'IN_PREPARATION'
  /** Some parcels are on their way or delivered, others are still being prepared. */
  | 'PARTLY_SHIPPED'
  /** Every line is in a parcel; at least one is still on its way. */
  | 'SHIPPED';

export type OrderRateProtection = {
  __typename?: 'OrderRateProtection';
  covers: Array<InsuredRisk>;
  monthlyPremium: Scalars['Int']['output'];
  occupation: Occupation;
  totalPremium: Scalars['Int']['output'];
};

export type OrderRefusal =
  | 'BASKET_EMPTY'
  | 'DELIVERY_MISSING'
  /** Only a logged-in customer (not a soft login) can order. */
  | 'LOGIN_REQUIRED'
  /** A line is no longer available in its quantity (the basket page says which). */
  | 'NOT_ENOUGH_STOCK'
  | 'PAYMENT_MISSING'
  /** The rate protection's premium changed since it was confirmed. */
  | 'RATE_PROTECTION_UNCONFIRMED'
  /** The total is not what the shopper saw: show the new one. */
  | 'TOTAL_CHANGED';

export type OrderRefused = {
  __typename?: 'OrderRefused';
  reason: OrderRefusal;
};

export type OrderReturn = {
  __typename?: 'OrderReturn';
  /** ISO date-time. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The return label as a PDF: the shop's path, forwarded with the customer's identity. */
  label: Scalars['String']['output'];
  lines: Array<ReturnLine>;
  method: ReturnMethod;
  /** YYYY-MM-DD */
  pickupOn: Maybe<Scalars['String']['output']>;
  status: ReturnStatus;
};

export type OrderStatus =
  | 'AWAITING_PAYMENT'
  | 'CANCELLED'
  | 'PAID'
  | 'PLACED';

export type OrderTotals = {
  __typename?: 'OrderTotals';
  discount: Scalars['Int']['output'];
  /** Fees beside the goods: a premium membership bought with the order. */
  fees: Scalars['Int']['output'];
  goods: Scalars['Int']['output'];
  paymentSurcharge: Scalars['Int']['output'];
  shipping: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  vat: Array<VatAmount>;
};

export type PasswordChangeResult = PasswordChanged | PersonalDataRefused | TooManyAttempts;

export type PasswordChanged = {
  __typename?: 'PasswordChanged';
  /** The account's e-mail, to fill in the login form. */
  email: Scalars['String']['output'];
};

export type PasswordResetRefusal =
  /** Unknown, used or expired: ask for a new link. */
  | 'LINK_INVALID_OR_EXPIRED'
  | 'PASSWORD_COMMON'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_TOO_SHORT';

export type PasswordResetRefused = {
  __typename?: 'PasswordResetRefused';
  reason: PasswordResetRefusal;
};

export type PasswordResetRequestResult = PasswordResetRequested | TooManyAttempts;

/** The request was taken. Whether a mail went out is not said. */
export type PasswordResetRequested = {
  __typename?: 'PasswordResetRequested';
  email: Scalars['String']['output'];
};

export type PasswordResetResult = PasswordChanged | PasswordResetRefused;

export type PayPaylinkResult = PaylinkBankTransfer | PaylinkRedirect | PaylinkRefused;

export type Payback = {
  __typename?: 'Payback';
  /** The linked card's customer number, masked but for its last four digits; null when none is linked. */
  cardNumber: Maybe<Scalars['String']['output']>;
  /** Newest first: each invoice's points while a card was linked, and each refund's points taken back. */
  entries: Array<PaybackEntry>;
  /** YYYY-MM-DD: since when the card is linked. */
  linkedOn: Maybe<Scalars['String']['output']>;
  /** Every point collected in this shop, less what was taken back. */
  points: Scalars['Int']['output'];
};

export type PaybackEntry = {
  __typename?: 'PaybackEntry';
  /** YYYY-MM-DD */
  bookedOn: Scalars['String']['output'];
  invoiceNumber: Maybe<Scalars['ID']['output']>;
  kind: PaybackEntryKind;
  /** Positive when collected, negative when taken back. */
  points: Scalars['Int']['output'];
  returnId: Maybe<Scalars['ID']['output']>;
};

export type PaybackEntryKind =
  | 'COLLECTED'
  | 'TAKEN_BACK';

export type PaybackRefusal =
  /** This shop does not offer PAYBACK. */
  | 'NOT_ENABLED'
  /** Not a PAYBACK customer number (10 digits with their check digit). */
  | 'NUMBER_INVALID';

export type PaybackRefused = {
  __typename?: 'PaybackRefused';
  reason: PaybackRefusal;
};

export type PaybackResult = Payback | PaybackRefused;

export type Paylink = {
  __typename?: 'Paylink';
  /** Minor units. */
  amount: Scalars['Int']['output'];
  /** The reference of a bank transfer (PREPAYMENT). */
  bankTransferReference: Scalars['String']['output'];
  currency: Currency;
  /** ISO date-time: paid by then, or the link expires. */
  expiresAt: Scalars['String']['output'];
  /** The methods the shop allows for links (its configuration). */
  methods: Array<PaylinkMethod>;
  /** The order it pays, when it pays one. */
  orderNumber: Maybe<Scalars['ID']['output']>;
  /** ISO date-time (PAID only). */
  paidAt: Maybe<Scalars['String']['output']>;
  paidMethod: Maybe<PaylinkMethod>;
  /** What it pays, as the customer knows it (an order or invoice number). */
  reference: Scalars['String']['output'];
  status: PaylinkStatus;
};

export type PaylinkBankTransfer = {
  __typename?: 'PaylinkBankTransfer';
  amount: Scalars['Int']['output'];
  bankTransferReference: Scalars['String']['output'];
  currency: Currency;
};

export type PaylinkCompletion = Paylink | PaylinkPaymentFailed;

export type PaylinkMethod =
  | 'CREDIT_CARD'
  | 'IDEAL'
  | 'PAYPAL'
  /** By bank transfer with the reference (nothing to do at the provider). */
  | 'PREPAYMENT'
  | 'TWINT';

export type PaylinkPaymentFailed = {
  __typename?: 'PaylinkPaymentFailed';
  reason: PaymentFailure;
};

export type PaylinkRedirect = {
  __typename?: 'PaylinkRedirect';
  /** The payment provider's page. */
  redirectUrl: Scalars['String']['output'];
};

export type PaylinkRefusal =
  | 'ALREADY_PAID'
  | 'CANCELLED'
  | 'EXPIRED'
  /** Not a method the shop allows for links. */
  | 'METHOD_UNAVAILABLE'
  | 'UNKNOWN';

export type PaylinkRefused = {
  __typename?: 'PaylinkRefused';
  reason: PaylinkRefusal;
};

export type PaylinkStatus =
  | 'CANCELLED'
  /** Past its date: the customer service makes a new one. */
  | 'EXPIRED'
  | 'OPEN'
  | 'PAID';

export type PaymentCompletion = Order | PaymentFailed;

export type PaymentFailed = {
  __typename?: 'PaymentFailed';
  orderNumber: Maybe<Scalars['ID']['output']>;
  reason: PaymentFailure;
};

export type PaymentFailure =
  | 'ABANDONED'
  | 'DECLINED'
  /** Not the provider's word, or not this customer's payment. */
  | 'INVALID'
  /** Not finished at the provider yet. */
  | 'PENDING';

export type PaymentInput = {
  /** The number of instalments (INSTALMENTS only): one of Checkout.instalmentCounts. */
  instalmentCount?: InputMaybe<Scalars['Int']['input']>;
  /** The page's locale. */
  locale: Scalars['String']['input'];
  method: PaymentMethod;
  /** Pay later (the tenant's months) for a surcharge; where the shop offers it. */
  paymentPause?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PaymentMethod =
  | 'CREDIT_CARD'
  | 'IDEAL'
  | 'INSTALMENTS'
  | 'INVOICE'
  | 'PREPAYMENT';

export type PaymentOffer = {
  __typename?: 'PaymentOffer';
  method: PaymentMethod;
  /** Why it cannot be chosen for this order (null: it can). */
  unavailable: Maybe<PaymentUnavailable>;
};

export type PaymentPauseOffer = {
  __typename?: 'PaymentPauseOffer';
  months: Scalars['Int']['output'];
  /** For these goods, minor units. */
  surcharge: Scalars['Int']['output'];
  /** Percent of the goods value. */
  surchargePercent: Scalars['Float']['output'];
};

export type PaymentUnavailable =
  /** The total is above the shop's invoice limit. */
  | 'ABOVE_INVOICE_LIMIT'
  /** The goods are outside the instalment calculator's range. */
  | 'OUTSIDE_INSTALMENT_RANGE';

export type PersonalData = {
  __typename?: 'PersonalData';
  customerNumber: Scalars['ID']['output'];
  /** YYYY-MM-DD */
  dateOfBirth: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** The stored IBAN masked (DE89 •••• •••• •••• ••30 00); null without one. */
  iban: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  /** An address waiting for its confirmation link, null when none is. */
  pendingEmail: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
};

export type PersonalDataField =
  | 'CURRENT_PASSWORD'
  | 'DATE_OF_BIRTH'
  | 'EMAIL'
  | 'FIRST_NAME'
  | 'IBAN'
  | 'LAST_NAME'
  | 'NEW_PASSWORD'
  | 'PASSWORD'
  | 'PHONE';

export type PersonalDataInput = {
  /** YYYY-MM-DD or DD.MM.YYYY */
  dateOfBirth: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  /** A new IBAN; absent, null or empty keeps the stored one. */
  iban?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  /** Empty forgets the number. */
  phone: Scalars['String']['input'];
  removeIban?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PersonalDataProblem = {
  __typename?: 'PersonalDataProblem';
  code: FieldProblemCode;
  field: PersonalDataField;
};

export type PersonalDataRefused = {
  __typename?: 'PersonalDataRefused';
  /** Each field's first problem, in the form's order. */
  problems: Array<PersonalDataProblem>;
};

export type PersonalDataResult = PersonalData | PersonalDataRefused;

export type PlaceOrderResult = Order | OrderRefused;

export type PremiumOffer = {
  __typename?: 'PremiumOffer';
  /** YYYY-MM-DD: the running membership's end (null: not a member). */
  memberUntil: Maybe<Scalars['String']['output']>;
  months: Scalars['Int']['output'];
  /** Minor units, for `months`. */
  price: Scalars['Int']['output'];
  /** YYYY-MM-DD: its end when bought with this order. */
  renewsUntil: Scalars['String']['output'];
};

export type PrepaymentHint = {
  __typename?: 'PrepaymentHint';
  amount: Scalars['Int']['output'];
  bankTransferReference: Scalars['String']['output'];
  /** YYYY-MM-DD (the shop's calendar): the last day to pay; an order still unpaid after it is cancelled. */
  payBy: Scalars['String']['output'];
};

export type Price = {
  __typename?: 'Price';
  amount: Scalars['Int']['output'];
  currency: Currency;
  /** Whole percent off the original price. */
  discountPercent: Maybe<Scalars['Int']['output']>;
  /** The regular monthly instalment, minor units. */
  installmentAmount: Maybe<Scalars['Int']['output']>;
  /** The instalment teaser (the tenant's installmentCalculator, at its interest): how many instalments, or null for none. */
  installmentCount: Maybe<Scalars['Int']['output']>;
  /** The effective annual rate of the instalments in percent, two decimals (EU Consumer Credit Directive, Annex I); 0 when interest-free. */
  installmentEffectiveRate: Maybe<Scalars['Float']['output']>;
  /** The first instalment (the regular one or a few minor units more); first + (count − 2) × amount + last = installmentTotal. */
  installmentFirstAmount: Maybe<Scalars['Int']['output']>;
  /** The last instalment (the regular one or a few minor units more). */
  installmentLastAmount: Maybe<Scalars['Int']['output']>;
  /** The total amount payable by instalments: the price plus interest (the price itself where they are interest-free). */
  installmentTotal: Maybe<Scalars['Int']['output']>;
  originalAmount: Maybe<Scalars['Int']['output']>;
  unitPrice: Maybe<UnitPrice>;
};

export type Product = {
  __typename?: 'Product';
  available: Scalars['Boolean']['output'];
  brand: Scalars['String']['output'];
  breadcrumbs: Array<Breadcrumb>;
  category: Category;
  colours: Array<Colour>;
  description: Scalars['String']['output'];
  flags: Array<Scalars['String']['output']>;
  images: Array<Image>;
  price: Price;
  productName: Scalars['String']['output'];
  rating: Maybe<Scalars['Float']['output']>;
  reviewCount: Scalars['Int']['output'];
  /** Tags a review of this product can carry. */
  reviewTags: Array<ReviewTag>;
  /** Services bookable with the product (assembly, extended warranty, …). */
  services: Array<Service>;
  sku: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  /** The product's slug in every product locale, for hreflang alternates. */
  slugs: Array<LocalizedSlug>;
  variants: Array<Variant>;
  /** What the variants differ in (size, colour, …), localized. */
  variationDimension: Maybe<Scalars['String']['output']>;
};

export type ProductConnection = {
  __typename?: 'ProductConnection';
  /** Cursor of the last node; pass as `after` to load more. */
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<Product>;
  totalCount: Scalars['Int']['output'];
};

/** Every query; each module of src/modules adds its fields. */
export type Query = {
  __typename?: 'Query';
  /**
   * The customer's ledger in this shop (full login: null for a guest and a soft login): the newest
   * `first` bookings (1 to 200), newest first, each with the balance after it.
   */
  accountBookings: Maybe<AccountBookings>;
  /**
   * The customer's invoices in this shop, newest first (full login: null for a guest and a soft
   * login): `first` of them (1 to 50), after the invoice numbered `after` (the list's `next`). One
   * invoice per parcel, issued when it leaves the warehouse.
   */
  accountInvoices: Maybe<AccountInvoiceList>;
  /**
   * What the customer still pays in this shop, and when (full login: null otherwise): open and
   * overdue invoices and prepayments, and every instalment of a plan, paid or open, by due day.
   */
  accountOpenPayments: Maybe<AccountOpenPayments>;
  /**
   * One of the customer's orders with its deliveries (full login). Another customer's number answers
   * null, exactly as a number that does not exist.
   */
  accountOrder: Maybe<AccountOrder>;
  /**
   * The customer's orders in this shop, newest first (full login: null for a guest and a soft login):
   * `first` of them (1 to 20), after the order numbered `after` (the list's `next`).
   */
  accountOrders: Maybe<AccountOrderList>;
  /**
   * The account's overview in this shop (full login: null for a guest and a soft login): parcels on
   * their way and returns not yet booked back. Open payments, vouchers and premium have their own
   * fields (accountOpenPayments, accountVouchers, me).
   */
  accountOverview: Maybe<AccountOverview>;
  /**
   * The customer's vouchers in this shop (full login: null for a guest and a soft login): the shop's
   * discount codes and the customer's own, active (redeemable now or later) and expired (used up or
   * past their time).
   */
  accountVouchers: Maybe<AccountVouchers>;
  /**
   * The customer's address book (full login: null for a guest and a soft login): the addresses in the
   * shop's delivery countries, the default delivery address first, and which are the defaults. The
   * checkout's address choice reads the same book.
   */
  addressBook: Maybe<AddressBook>;
  /**
   * The visitor's basket (fixed identity; x-vitrine-visitor). With a locale and a currency its lines
   * carry their products, and prices and availability are read again on every request.
   */
  basket: Basket;
  /**
   * The logged-in customer's checkout in a locale: the basket's lines with prices of now, the address
   * book, what is chosen and what can be chosen (delivery options with their price and dates, payment
   * methods with their availability, instalment plans), and what it all comes to. Null for a guest
   * and for a soft login (the checkout asks for the password).
   */
  checkout: Maybe<Checkout>;
  /**
   * What the contact form needs from the gateway: the subjects this shop offers, and a captcha
   * challenge where the shop configures one (a proof of work the browser solves; null elsewhere).
   */
  contactForm: ContactForm;
  /** The gateway's own state, for health checks. */
  health: Health;
  /**
   * The instalment calculator (the product page; no login): a plan for every count the shop offers
   * for `basePrice` (minor units), without and with the payment pause. A base price outside the
   * calculator's range, or not a whole amount, is corrected, with the notice why.
   */
  instalmentCalculator: InstalmentCalculation;
  /**
   * The lend-money request's form for the logged-in customer (full login), where the shop offers it
   * (null elsewhere): the name to fill in, the IBAN the shop knows (masked), the phone on file, and
   * the amounts a request may ask for.
   */
  lendMoneyForm: Maybe<LendMoneyForm>;
  /** The logged-in customer of the request's session token (null for a guest or a soft login's limited view is still the customer). */
  me: Maybe<Customer>;
  /** The settings a newsletter mail's signed link (`?s=`) opens; null: no such subscription. */
  newsletterSettings: Maybe<NewsletterSettings>;
  /** The welcome voucher's terms in this shop (spec §9) and whether sign-ups are confirmed by mail. */
  newsletterTerms: NewsletterTerms;
  /** An order of the logged-in customer (null when there is none with this number for them). */
  order: Maybe<Order>;
  /**
   * The customer's PAYBACK card and the points collected in this shop (full login; null for a guest, a
   * soft login, and in a shop that does not offer PAYBACK).
   */
  payback: Maybe<Payback>;
  /**
   * A payment link by its token (no login: the token is the key). Null for a token this gateway did
   * not make or of another shop.
   */
  paylink: Maybe<Paylink>;
  /**
   * The customer's personal data (full login: null for a guest and a soft login): names, e-mail (and
   * an address waiting for its confirmation link), date of birth, phone and the IBAN, masked.
   */
  personalData: Maybe<PersonalData>;
  /** A product by its sku (cache identity: sku). Null when unknown. */
  product: Maybe<Product>;
  /** Products for listings and teasers, newest first, with cursor paging. */
  products: ProductConnection;
  /** Ratings of a product (id: the product's sku), optionally only reviews with some stars or a tag. Null when unknown. */
  rating: Maybe<Rating>;
  /**
   * Recommendations for one slot (spec §9). Product page: 1 personalised, 2 series products,
   * 3 empty, 4 similar products. Add-to-basket layer: 1 personalised, 2 advertising-partner products.
   * Personalised slots read the visitor's recent searches (header x-vitrine-visitor, set by the shop).
   */
  recommendations: Recommendation;
  /** SEO data of a product by sku (cache identity: sku). */
  seoData: Maybe<SeoData>;
  /** A sorting order of listings by key (cache identity: key). */
  sortingOrder: Maybe<SortingOrder>;
  /** Every sorting order listings offer, in the order shown. */
  sortingOrders: Array<SortingOrder>;
  /** Products a partner pays to show here, labelled as advertising; near a product, a category or a search term. */
  sponsoredProducts: Array<SponsoredProduct>;
  /**
   * The logged-in customer's wishlist (fixed identity; login required: a guest gets FORBIDDEN). With
   * a locale and a currency its items carry their products, read again on every request.
   */
  wishlist: Wishlist;
};


/** Every query; each module of src/modules adds its fields. */
export type QueryAccountBookingsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Every query; each module of src/modules adds its fields. */
export type QueryAccountInvoicesArgs = {
  after: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Every query; each module of src/modules adds its fields. */
export type QueryAccountOrderArgs = {
  locale: Scalars['String']['input'];
  number: Scalars['ID']['input'];
};


/** Every query; each module of src/modules adds its fields. */
export type QueryAccountOrdersArgs = {
  after: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  locale: Scalars['String']['input'];
};


/** Every query; each module of src/modules adds its fields. */
export type QueryAccountOverviewArgs = {
  locale: Scalars['String']['input'];
};


/** Every query; each module of src/modules adds its fields. */
export type QueryBasketArgs = {
  currency: InputMaybe<Currency>;
  locale: InputMaybe<Scalars['String']['input']>;
};


/** Every query; each module of src/modules adds its fields. */
export type QueryCheckoutArgs = {
  locale: Scalars['String']['input'];
};


/** Every query; each module of src/modules adds its fields. */
export type QueryInstalmentCalculatorArgs = {
  basePrice: Scalars['Float']['input'];
};


/** Every query; each module of src/modules adds its fields. */
export type QueryNewsletterSettingsArgs = {
  token: Scalars['String']['input'];
};


/** Every query; each module of src/modules adds its fields. */
export type QueryOrderArgs = {
  locale: Scalars['String']['input'];
  number: Scalars['ID']['input'];
};


/** Every query; each module of src/modules adds its fields. */
export type QueryPaylinkArgs = {
  locale: Scalars['String']['input'];
  token: Scalars['ID']['input'];
};


/** Every query; each module of src/modules adds its fields. */
export type QueryProductArgs = {
  currency: Currency;
  locale: Scalars['String']['input'];
  sku: Scalars['ID']['input'];
};


/** Every query; each module of src/modules adds its fields. */
export type QueryProductsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  category: InputMaybe<Scalars['String']['input']>;
  currency: Currency;
  first?: InputMaybe<Scalars['Int']['input']>;
  locale: Scalars['String']['input'];
};


/** Every query; each module of src/modules adds its fields. */
export type QueryRatingArgs = {
  filter: InputMaybe<RatingFilter>;
  id: Scalars['ID']['input'];
  locale: Scalars['String']['input'];
};


/** Every query; each module of src/modules adds its fields. */
export type QueryRecommendationsArgs = {
  currency: Currency;
  locale: Scalars['String']['input'];
  placement: RecommendationPlacement;
  sku: Scalars['ID']['input'];
  slot: Scalars['Int']['input'];
};


/** Every query; each module of src/modules adds its fields. */
export type QuerySeoDataArgs = {
  locale: Scalars['String']['input'];
  sku: Scalars['ID']['input'];
};


/** Every query; each module of src/modules adds its fields. */
export type QuerySortingOrderArgs = {
  key: Scalars['ID']['input'];
  locale: Scalars['String']['input'];
};


/** Every query; each module of src/modules adds its fields. */
export type QuerySortingOrdersArgs = {
  locale: Scalars['String']['input'];
};


/** Every query; each module of src/modules adds its fields. */
export type QuerySponsoredProductsArgs = {
  category: InputMaybe<Scalars['String']['input']>;
  currency: Currency;
  first?: InputMaybe<Scalars['Int']['input']>;
  locale: Scalars['String']['input'];
  sku: InputMaybe<Scalars['ID']['input']>;
};


/** Every query; each module of src/modules adds its fields. */
export type QueryWishlistArgs = {
  currency: InputMaybe<Currency>;
  locale: InputMaybe<Scalars['String']['input']>;
};

/** The insurance chosen for this order. */
export type RateProtection = {
  __typename?: 'RateProtection';
  /** Why the insured cannot be insured for the plan as it is now (a longer plan). */
  ageProblem: Maybe<RateProtectionRefusal>;
  birthDate: Scalars['String']['output'];
  /** What the shopper confirmed. */
  confirmedMonthlyPremium: Scalars['Int']['output'];
  covers: Array<InsuredRisk>;
  /** For the plan as it is now. */
  monthlyPremium: Scalars['Int']['output'];
  /**
   * The plan or the age changed since the confirmation: the shopper confirms the new premium (or takes
   * the insurance off) before the order (Checkout.missing has RATE_PROTECTION).
   */
  needsConfirmation: Scalars['Boolean']['output'];
  occupation: Occupation;
  totalPremium: Scalars['Int']['output'];
};

export type RateProtectionField =
  | 'BIRTH_DATE'
  | 'CONSENT'
  | 'OCCUPATION';

export type RateProtectionInput = {
  /** YYYY-MM-DD or DD.MM.YYYY, as typed. */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  /** The shopper ticked the consent to the insurance's terms and its product information. */
  consent?: InputMaybe<Scalars['Boolean']['input']>;
  /** The page's locale. */
  locale: Scalars['String']['input'];
  occupation?: InputMaybe<Occupation>;
  /** Insure the instalments (true), or take the insurance off (false: the other fields are not needed). */
  protect: Scalars['Boolean']['input'];
};

/** The rate-protection insurance the shop offers for the chosen instalment plan. */
export type RateProtectionOffer = {
  __typename?: 'RateProtectionOffer';
  /** YYYY-MM-DD: the customer's date of birth on file (the form's default). */
  customerBirthDate: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD: the last instalment's month (its day in the order's month). */
  lastInstalment: Scalars['String']['output'];
  /** The oldest age at the last instalment. */
  maxAgeAtEnd: Scalars['Int']['output'];
  /** The youngest insurable age at the order. */
  minAge: Scalars['Int']['output'];
  /** Percent of the monthly instalment, per month. */
  monthlyPercent: Scalars['Float']['output'];
  /** Minor units, paid with each instalment. */
  monthlyPremium: Scalars['Int']['output'];
  /** Over the whole plan. */
  totalPremium: Scalars['Int']['output'];
};

export type RateProtectionProblem = {
  __typename?: 'RateProtectionProblem';
  code: FieldProblemCode;
  field: RateProtectionField;
};

export type RateProtectionRefusal =
  | 'AGE_TOO_OLD'
  | 'AGE_TOO_YOUNG';

export type Rating = {
  __typename?: 'Rating';
  /** Mean stars of the published reviews, one decimal; null without reviews. */
  average: Maybe<Scalars['Float']['output']>;
  /** Published reviews (all, whatever the filter). */
  count: Scalars['Int']['output'];
  /** How many reviews have 5, 4, 3, 2 and 1 stars (always five rows, 5 first). */
  distribution: Array<StarCount>;
  /** The filter the reviews were read with. */
  filter: RatingFilterState;
  /** The product's sku. */
  id: Scalars['ID']['output'];
  /** Reviews matching the filter, newest first, 10 per page (page from 1). */
  reviews: ReviewPage;
  /** Tags of the published reviews with how often each was given, most frequent first. */
  tags: Array<ReviewTagCount>;
};


export type RatingReviewsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};

export type RatingFilter = {
  /** Only reviews with this many stars (1–5). */
  stars?: InputMaybe<Scalars['Int']['input']>;
  /** Only reviews with this tag key. */
  tag?: InputMaybe<Scalars['String']['input']>;
};

export type RatingFilterState = {
  __typename?: 'RatingFilterState';
  stars: Maybe<Scalars['Int']['output']>;
  tag: Maybe<Scalars['String']['output']>;
};

export type Recommendation = {
  __typename?: 'Recommendation';
  kind: RecommendationKind;
  placement: RecommendationPlacement;
  /** Products for this slot; empty for the empty slot or when nothing fits. */
  products: Array<Product>;
  slot: Scalars['Int']['output'];
  /** For advertising-partner products: who pays for them. */
  sponsor: Maybe<Scalars['String']['output']>;
};

export type RecommendationKind =
  | 'ADVERTISING_PARTNER'
  | 'EMPTY'
  | 'PERSONALISED'
  | 'SERIES'
  | 'SIMILAR';

export type RecommendationPlacement =
  | 'ADD_TO_BASKET'
  | 'PRODUCT_PAGE';

export type RegistrationConfirmResult = RegistrationLinkRefused | SessionKey;

export type RegistrationField =
  | 'DATE_OF_BIRTH'
  | 'EMAIL'
  | 'FIRST_NAME'
  | 'LAST_NAME'
  | 'PASSWORD';

export type RegistrationInput = {
  /** YYYY-MM-DD */
  dateOfBirth: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  keepLoggedIn?: InputMaybe<Scalars['Boolean']['input']>;
  lastName: Scalars['String']['input'];
  /** The page's locale: the mails' language. */
  locale: Scalars['String']['input'];
  /** Where the shopper goes after confirming (a path of the shop, e.g. back to the checkout). */
  next?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
};

export type RegistrationLinkRefusal =
  /** An account with this e-mail was opened meanwhile: log in. */
  | 'EMAIL_TAKEN'
  /** Unknown, used or expired: register again. */
  | 'LINK_INVALID_OR_EXPIRED';

export type RegistrationLinkRefused = {
  __typename?: 'RegistrationLinkRefused';
  reason: RegistrationLinkRefusal;
};

/** The confirmation link went out (or, for an e-mail with an account, a mail to its owner): the same answer either way. */
export type RegistrationMailed = {
  __typename?: 'RegistrationMailed';
  email: Scalars['String']['output'];
  /** Hours the link works. */
  validHours: Scalars['Int']['output'];
};

export type RegistrationRefused = {
  __typename?: 'RegistrationRefused';
  /** Each field's first problem, in the form's order. */
  problems: Array<FieldProblem>;
};

export type RegistrationResult = RegistrationMailed | RegistrationRefused | TooManyAttempts;

export type RenewSessionResult = SessionEnded | SessionKey;

export type ReturnInput = {
  lines: Array<ReturnLineInput>;
  /** The page's locale. */
  locale: Scalars['String']['input'];
  method: ReturnMethod;
  orderNumber: Scalars['ID']['input'];
  /** YYYY-MM-DD (PICKUP only). */
  pickupOn?: InputMaybe<Scalars['String']['input']>;
};

export type ReturnLine = {
  __typename?: 'ReturnLine';
  position: Scalars['Int']['output'];
  productName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  reason: ReturnReason;
  variantLabel: Maybe<Scalars['String']['output']>;
};

export type ReturnLineInput = {
  /** The order line's position. */
  position: Scalars['Int']['input'];
  quantity: Scalars['Int']['input'];
  reason: ReturnReason;
};

export type ReturnMethod =
  | 'DROP_OFF'
  | 'PICKUP';

export type ReturnReason =
  | 'CHANGED_MIND'
  | 'DAMAGED'
  | 'NOT_AS_DESCRIBED'
  | 'TOO_BIG'
  | 'TOO_SMALL'
  | 'WRONG_ITEM';

export type ReturnRefusal =
  | 'NOTHING_SELECTED'
  | 'NOT_FOUND'
  | 'PICKUP_DATE_INVALID'
  /** PICKUP without a day, or a day with DROP_OFF. */
  | 'PICKUP_DATE_MISSING'
  /** A weekend or a public holiday of the pickup's country. */
  | 'PICKUP_NOT_WORKING_DAY'
  | 'PICKUP_TOO_EARLY'
  | 'PICKUP_TOO_LATE'
  /** A line asks for more than was delivered and not yet sent back, or a line twice. */
  | 'QUANTITY_TOO_HIGH';

export type ReturnRefused = {
  __typename?: 'ReturnRefused';
  /** YYYY-MM-DD: the earliest day a pickup can be booked now (with the pickup refusals). */
  earliestPickup: Maybe<Scalars['String']['output']>;
  reason: ReturnRefusal;
};

export type ReturnRegistered = {
  __typename?: 'ReturnRegistered';
  return: OrderReturn;
};

export type ReturnResult = ReturnRefused | ReturnRegistered;

export type ReturnStatus =
  | 'RECEIVED'
  | 'REFUNDED'
  | 'REGISTERED';

export type Review = {
  __typename?: 'Review';
  author: Scalars['String']['output'];
  body: Scalars['String']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The language title and body are in (the reviewer's, when there is no translation). */
  language: Scalars['String']['output'];
  stars: Scalars['Int']['output'];
  tags: Array<ReviewTag>;
  title: Scalars['String']['output'];
  verifiedPurchase: Scalars['Boolean']['output'];
};

export type ReviewField =
  | 'AUTHOR'
  | 'BODY'
  | 'STARS'
  | 'TAGS'
  | 'TITLE';

export type ReviewFieldProblem = {
  __typename?: 'ReviewFieldProblem';
  field: ReviewField;
  problem: ReviewProblem;
};

export type ReviewInput = {
  /** The name shown, 2 to 40 characters. */
  author: Scalars['String']['input'];
  /** 20 to 2000 characters. */
  body: Scalars['String']['input'];
  /** The shop locale the review was written in. */
  locale: Scalars['String']['input'];
  sku: Scalars['ID']['input'];
  /** 1 to 5. */
  stars: Scalars['Int']['input'];
  /** Tag keys the product's reviews offer (see Rating.tags / Product.reviewTags). */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 3 to 80 characters. */
  title: Scalars['String']['input'];
};

export type ReviewPage = {
  __typename?: 'ReviewPage';
  nodes: Array<Review>;
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** Reviews matching the filter. */
  totalCount: Scalars['Int']['output'];
};

export type ReviewProblem =
  | 'BAD_CHARACTERS'
  | 'STARS_RANGE'
  | 'TOO_LONG'
  | 'TOO_MANY'
  | 'TOO_SHORT'
  | 'UNKNOWN_TAG';

export type ReviewRefusal =
  /** This visitor has reviewed this product already. */
  | 'ALREADY_REVIEWED'
  /** One or more fields break the rules of @vitrine/catalog-rules: see problems. */
  | 'INVALID'
  /** More reviews in the last hour than one visitor may write. */
  | 'TOO_MANY_REVIEWS'
  | 'UNKNOWN_PRODUCT';

export type ReviewRefused = {
  __typename?: 'ReviewRefused';
  /** The fields that were refused and why (INVALID). */
  problems: Array<ReviewFieldProblem>;
  reason: ReviewRefusal;
};

export type ReviewStatus =
  | 'PENDING'
  | 'PUBLISHED'
  | 'REJECTED';

export type ReviewTag = {
  __typename?: 'ReviewTag';
  key: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

export type ReviewTagCount = {
  __typename?: 'ReviewTagCount';
  count: Scalars['Int']['output'];
  key: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

export type Salutation =
  | 'FEMALE'
  | 'MALE'
  | 'NONE';

export type SeoData = {
  __typename?: 'SeoData';
  description: Scalars['String']['output'];
  sku: Scalars['ID']['output'];
  /** Slug of the canonical product path. */
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Service = {
  __typename?: 'Service';
  description: Scalars['String']['output'];
  key: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Price in minor units of the product's currency; 0 when included. */
  price: Scalars['Int']['output'];
};

export type SessionEndReason =
  /** Expired and not kept on the device. */
  | 'EXPIRED'
  /** No token, or one that is not this shop's. */
  | 'NO_SESSION'
  /** Logged out, or the password changed. */
  | 'REVOKED';

export type SessionEnded = {
  __typename?: 'SessionEnded';
  reason: SessionEndReason;
};

/** A session key: the token the shop keeps in an HttpOnly cookie, and what the page may know of it. */
export type SessionKey = {
  __typename?: 'SessionKey';
  /** The advertising cookie's value. */
  cc: Scalars['String']['output'];
  customer: Customer;
  /** Expiry, seconds since the epoch. */
  exp: Scalars['Int']['output'];
  /** Until when the session is kept on the device (seconds since the epoch), null without "keep me logged in": the shop keeps the token's cookie that long. */
  keepUntil: Maybe<Scalars['Int']['output']>;
  /** What the shop writes into its readable login-state cookie (spec §3) beside li. */
  loginState: LoginState;
  token: Scalars['String']['output'];
  /** 0 anonymous, 1 soft login, 2 logged in. */
  type: Scalars['Int']['output'];
};

export type Shipment = {
  __typename?: 'Shipment';
  delivery: Delivery;
  orderNumber: Scalars['ID']['output'];
};

/** How a basket travels: as parcels, or the whole order by freight carrier (large furniture, appliances). */
export type ShippingMethod =
  | 'FREIGHT'
  | 'PARCEL';

export type SortingOrder = {
  __typename?: 'SortingOrder';
  key: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type SponsoredProduct = {
  __typename?: 'SponsoredProduct';
  /** Campaign id for the partner's reporting. */
  campaign: Scalars['String']['output'];
  product: Product;
  /** The advertiser, shown with the advertising label. */
  sponsor: Scalars['String']['output'];
};

export type StarCount = {
  __typename?: 'StarCount';
  count: Scalars['Int']['output'];
  stars: Scalars['Int']['output'];
};

export type TooManyAttempts = {
  __typename?: 'TooManyAttempts';
  retryAfterSeconds: Scalars['Int']['output'];
};

export type UnitPrice = {
  __typename?: 'UnitPrice';
  amount: Scalars['Int']['output'];
  /** Reference quantity and unit, e.g. 1 kg. */
  quantity: Scalars['Float']['output'];
  unit: Scalars['String']['output'];
};

/** The upload rules of @vitrine/upload-rules, and an upload that is gone. */
export type UploadProblemCode =
  | 'DUPLICATE_NAME'
  | 'FILE_TOO_LARGE'
  /** Not an upload of this visitor waiting for a message (expired, used, or never made). */
  | 'NOT_FOUND'
  | 'TOO_MANY_FILES'
  | 'TOTAL_TOO_LARGE'
  | 'UNSUPPORTED_FORMAT';

export type Variant = {
  __typename?: 'Variant';
  available: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  sku: Scalars['ID']['output'];
};

export type VatAmount = {
  __typename?: 'VatAmount';
  amount: Scalars['Int']['output'];
  /** Basis points (1900 = 19 %). */
  rate: Scalars['Int']['output'];
};

export type VoucherCustomerGroup =
  /** Every customer of the shop. */
  | 'ALL_CUSTOMERS'
  /** This customer alone. */
  | 'PERSONAL';

export type VoucherKind =
  | 'DISCOUNT_CODE'
  | 'NEWSLETTER';

export type VoucherRefusal =
  /** The newsletter voucher works once. */
  | 'ALREADY_USED'
  | 'EXPIRED'
  /** The goods it applies to stay below its minimum order value. */
  | 'MINIMUM_NOT_REACHED'
  /** None of the goods qualify (reduced items for a discount code, technical ones for the newsletter voucher). */
  | 'NOTHING_APPLIES'
  /** Another voucher is on the order: one per order. */
  | 'NOT_COMBINABLE'
  | 'NOT_YET_VALID'
  /** The newsletter voucher works within 30 days of receipt. */
  | 'RECEIVED_TOO_LONG_AGO'
  /** No such code in this shop (or another customer's personal voucher). */
  | 'UNKNOWN'
  /** A discount code works once a day. */
  | 'USED_TODAY';

export type VoucherRefused = {
  __typename?: 'VoucherRefused';
  reason: VoucherRefusal;
};

export type VoucherResult = Checkout | VoucherRefused;

export type VoucherStanding =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'UPCOMING'
  /** The newsletter voucher, once redeemed. */
  | 'USED';

export type Wishlist = {
  __typename?: 'Wishlist';
  /** Items on the list. */
  count: Scalars['Int']['output'];
  /** Always "wishlist": there is one per customer. */
  id: Scalars['ID']['output'];
  items: Array<WishlistItem>;
};

export type WishlistItem = {
  __typename?: 'WishlistItem';
  /** When it was put on the list (ISO 8601). */
  addedAt: Scalars['String']['output'];
  /** Whether the variant can be bought now. */
  available: Scalars['Boolean']['output'];
  /** The product in the locale and currency asked for (null without them). */
  product: Maybe<Product>;
  productSku: Scalars['ID']['output'];
  variantLabel: Maybe<Scalars['String']['output']>;
  variantSku: Scalars['ID']['output'];
};

export type WishlistRefusal =
  | 'NOT_ON_WISHLIST'
  | 'NO_CHANGES'
  | 'SOLD_OUT'
  | 'UNKNOWN_VARIANT'
  | 'VARIANT_REQUIRED';

export type WishlistRefused = {
  __typename?: 'WishlistRefused';
  reason: WishlistRefusal;
};

export type WishlistResult = Wishlist | WishlistRefused;

/** What writing a review came to: the review waiting for moderation, or why not. */
export type WriteReviewResult = ReviewRefused | WrittenReview;

export type WrittenReview = {
  __typename?: 'WrittenReview';
  id: Scalars['ID']['output'];
  status: ReviewStatus;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  AddToBasketResult:
    | ( AddToBasketRefused )
    | ( BasketModel )
  ;
  AddressBookResult:
    | ( AddressBook )
    | ( AddressBookRefused )
  ;
  CheckoutUpdateResult:
    | ( CheckoutModel )
    | ( CheckoutRefused )
  ;
  ContactMessageResult:
    | ( ContactFormRefused )
    | ( ContactMessageSent )
    | ( ContactRefused )
  ;
  EmailChangeResult:
    | ( EmailChangeRequested )
    | ( PersonalDataRefused )
    | ( TooManyAttempts )
  ;
  EmailConfirmationResult:
    | ( EmailChanged )
    | ( LinkRefused )
  ;
  ErasureConfirmationResult:
    | ( AccountErased )
    | ( LinkRefused )
  ;
  ErasureRequestResult:
    | ( ErasureRequested )
    | ( PersonalDataRefused )
    | ( TooManyAttempts )
  ;
  GuestOrderResult:
    | ( GuestOrder )
    | ( GuestOrderNotFound )
    | ( TooManyAttempts )
  ;
  LoanRequestResult:
    | ( LoanFormRefused )
    | ( LoanRefused )
    | ( LoanRequested )
  ;
  LoginCodeRequestResult:
    | ( LoginCodeSent )
    | ( TooManyAttempts )
  ;
  LoginResult:
    | ( LoginRefused )
    | ( SessionKey )
  ;
  MailingsUnsubscribeResult:
    | ( MailingsNotFound )
    | ( MailingsUnsubscribed )
  ;
  NewsletterConfirmResult:
    | ( NewsletterAlreadySubscribed )
    | ( NewsletterLinkInvalid )
    | ( NewsletterSubscribed )
  ;
  NewsletterSettingsResult:
    | ( NewsletterSettingsRefused )
    | ( NewsletterSettingsSaved )
  ;
  NewsletterSignUpResult:
    | ( NewsletterAlreadySubscribed )
    | ( NewsletterPending )
    | ( NewsletterRefused )
    | ( NewsletterSubscribed )
  ;
  PasswordChangeResult:
    | ( PasswordChanged )
    | ( PersonalDataRefused )
    | ( TooManyAttempts )
  ;
  PasswordResetRequestResult:
    | ( PasswordResetRequested )
    | ( TooManyAttempts )
  ;
  PasswordResetResult:
    | ( PasswordChanged )
    | ( PasswordResetRefused )
  ;
  PayPaylinkResult:
    | ( PaylinkBankTransfer )
    | ( PaylinkRedirect )
    | ( PaylinkRefused )
  ;
  PaybackResult:
    | ( Payback )
    | ( PaybackRefused )
  ;
  PaylinkCompletion:
    | ( Paylink )
    | ( PaylinkPaymentFailed )
  ;
  PaymentCompletion:
    | ( Order )
    | ( PaymentFailed )
  ;
  PersonalDataResult:
    | ( PersonalData )
    | ( PersonalDataRefused )
  ;
  PlaceOrderResult:
    | ( Order )
    | ( OrderRefused )
  ;
  RegistrationConfirmResult:
    | ( RegistrationLinkRefused )
    | ( SessionKey )
  ;
  RegistrationResult:
    | ( RegistrationMailed )
    | ( RegistrationRefused )
    | ( TooManyAttempts )
  ;
  RenewSessionResult:
    | ( SessionEnded )
    | ( SessionKey )
  ;
  ReturnResult:
    | ( ReturnRefused )
    | ( ReturnRegistered )
  ;
  VoucherResult:
    | ( CheckoutModel )
    | ( VoucherRefused )
  ;
  WishlistResult:
    | ( Omit<Wishlist, 'items'> & { items: Array<_RefType['WishlistItem']> } )
    | ( WishlistRefused )
  ;
  WriteReviewResult:
    | ( ReviewRefused )
    | ( WrittenReview )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountBookings: ResolverTypeWrapper<AccountBookings>;
  AccountErased: ResolverTypeWrapper<AccountErased>;
  AccountInvoice: ResolverTypeWrapper<AccountInvoice>;
  AccountInvoiceList: ResolverTypeWrapper<AccountInvoiceList>;
  AccountOpenPayments: ResolverTypeWrapper<AccountOpenPayments>;
  AccountOrder: ResolverTypeWrapper<AccountOrderModel>;
  AccountOrderList: ResolverTypeWrapper<Omit<AccountOrderList, 'orders'> & { orders: Array<ResolversTypes['AccountOrder']> }>;
  AccountOverview: ResolverTypeWrapper<AccountOverview>;
  AccountVoucher: ResolverTypeWrapper<AccountVoucher>;
  AccountVouchers: ResolverTypeWrapper<AccountVouchers>;
  AddToBasketRefusal: AddToBasketRefusal;
  AddToBasketRefused: ResolverTypeWrapper<AddToBasketRefused>;
  AddToBasketResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AddToBasketResult']>;
  Address: ResolverTypeWrapper<Address>;
  AddressBook: ResolverTypeWrapper<AddressBook>;
  AddressBookInput: AddressBookInput;
  AddressBookRefusal: AddressBookRefusal;
  AddressBookRefused: ResolverTypeWrapper<AddressBookRefused>;
  AddressBookResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AddressBookResult']>;
  AddressField: AddressField;
  AddressInput: AddressInput;
  AddressProblem: ResolverTypeWrapper<AddressProblem>;
  AddressUse: AddressUse;
  AppliedVoucher: ResolverTypeWrapper<AppliedVoucher>;
  AttachmentProblem: ResolverTypeWrapper<AttachmentProblem>;
  BasePriceNotice: BasePriceNotice;
  Basket: ResolverTypeWrapper<BasketModel>;
  BasketLine: ResolverTypeWrapper<Omit<BasketLine, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  BasketShipping: ResolverTypeWrapper<BasketShipping>;
  Booking: ResolverTypeWrapper<Booking>;
  BookingKind: BookingKind;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  Carrier: Carrier;
  Category: ResolverTypeWrapper<Category>;
  Checkout: ResolverTypeWrapper<CheckoutModel>;
  CheckoutParcelShop: ResolverTypeWrapper<CheckoutParcelShop>;
  CheckoutRefusal: CheckoutRefusal;
  CheckoutRefused: ResolverTypeWrapper<CheckoutRefused>;
  CheckoutStep: CheckoutStep;
  CheckoutUpdateResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CheckoutUpdateResult']>;
  Colour: ResolverTypeWrapper<Colour>;
  ContactField: ContactField;
  ContactFieldProblem: ResolverTypeWrapper<ContactFieldProblem>;
  ContactForm: ResolverTypeWrapper<ContactForm>;
  ContactFormRefused: ResolverTypeWrapper<ContactFormRefused>;
  ContactMessageInput: ContactMessageInput;
  ContactMessageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ContactMessageResult']>;
  ContactMessageSent: ResolverTypeWrapper<ContactMessageSent>;
  ContactRefusal: ContactRefusal;
  ContactRefused: ResolverTypeWrapper<ContactRefused>;
  Currency: Currency;
  Customer: ResolverTypeWrapper<Customer>;
  Delivery: ResolverTypeWrapper<Delivery>;
  DeliveryEvent: ResolverTypeWrapper<DeliveryEvent>;
  DeliveryEventKind: DeliveryEventKind;
  DeliveryInput: DeliveryInput;
  DeliveryLine: ResolverTypeWrapper<DeliveryLine>;
  DeliveryOffer: ResolverTypeWrapper<DeliveryOffer>;
  DeliveryOption: DeliveryOption;
  DeliveryStatus: DeliveryStatus;
  EmailChangeRequested: ResolverTypeWrapper<EmailChangeRequested>;
  EmailChangeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['EmailChangeResult']>;
  EmailChanged: ResolverTypeWrapper<EmailChanged>;
  EmailConfirmationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['EmailConfirmationResult']>;
  ErasureConfirmationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ErasureConfirmationResult']>;
  ErasureRequestResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ErasureRequestResult']>;
  ErasureRequested: ResolverTypeWrapper<ErasureRequested>;
  FieldProblem: ResolverTypeWrapper<FieldProblem>;
  FieldProblemCode: FieldProblemCode;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GuestOrder: ResolverTypeWrapper<GuestOrder>;
  GuestOrderNotFound: ResolverTypeWrapper<GuestOrderNotFound>;
  GuestOrderResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GuestOrderResult']>;
  Health: ResolverTypeWrapper<Health>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  InstalmentCalculation: ResolverTypeWrapper<InstalmentCalculation>;
  InstalmentNumber: ResolverTypeWrapper<InstalmentNumber>;
  InstalmentPlan: ResolverTypeWrapper<InstalmentPlan>;
  InsuredRisk: InsuredRisk;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LendMoneyForm: ResolverTypeWrapper<LendMoneyForm>;
  LinkRefusal: LinkRefusal;
  LinkRefused: ResolverTypeWrapper<LinkRefused>;
  LoanCondition: LoanCondition;
  LoanField: LoanField;
  LoanFieldProblem: ResolverTypeWrapper<LoanFieldProblem>;
  LoanFormRefused: ResolverTypeWrapper<LoanFormRefused>;
  LoanRefusal: LoanRefusal;
  LoanRefused: ResolverTypeWrapper<LoanRefused>;
  LoanRequestInput: LoanRequestInput;
  LoanRequestResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LoanRequestResult']>;
  LoanRequested: ResolverTypeWrapper<LoanRequested>;
  LocalizedSlug: ResolverTypeWrapper<LocalizedSlug>;
  LoginCodeRequestResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LoginCodeRequestResult']>;
  LoginCodeSent: ResolverTypeWrapper<LoginCodeSent>;
  LoginRefusal: LoginRefusal;
  LoginRefused: ResolverTypeWrapper<LoginRefused>;
  LoginResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LoginResult']>;
  LoginState: ResolverTypeWrapper<LoginState>;
  MailingsNotFound: ResolverTypeWrapper<MailingsNotFound>;
  MailingsUnsubscribeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MailingsUnsubscribeResult']>;
  MailingsUnsubscribed: ResolverTypeWrapper<MailingsUnsubscribed>;
  Maturity: ResolverTypeWrapper<Maturity>;
  MaturityKind: MaturityKind;
  MaturityState: MaturityState;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsletterAlreadySubscribed: ResolverTypeWrapper<NewsletterAlreadySubscribed>;
  NewsletterConfirmInput: NewsletterConfirmInput;
  NewsletterConfirmResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['NewsletterConfirmResult']>;
  NewsletterLinkInvalid: ResolverTypeWrapper<NewsletterLinkInvalid>;
  NewsletterPending: ResolverTypeWrapper<NewsletterPending>;
  NewsletterRefusal: NewsletterRefusal;
  NewsletterRefused: ResolverTypeWrapper<NewsletterRefused>;
  NewsletterResendInput: NewsletterResendInput;
  NewsletterSettings: ResolverTypeWrapper<NewsletterSettings>;
  NewsletterSettingsInput: NewsletterSettingsInput;
  NewsletterSettingsRefusal: NewsletterSettingsRefusal;
  NewsletterSettingsRefused: ResolverTypeWrapper<NewsletterSettingsRefused>;
  NewsletterSettingsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['NewsletterSettingsResult']>;
  NewsletterSettingsSaved: ResolverTypeWrapper<NewsletterSettingsSaved>;
  NewsletterSignUpInput: NewsletterSignUpInput;
  NewsletterSignUpResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['NewsletterSignUpResult']>;
  NewsletterSubscribed: ResolverTypeWrapper<NewsletterSubscribed>;
  NewsletterTerms: ResolverTypeWrapper<NewsletterTerms>;
  Occupation: Occupation;
  OpenReturn: ResolverTypeWrapper<OpenReturn>;
  Order: ResolverTypeWrapper<Order>;
  OrderLine: ResolverTypeWrapper<OrderLine>;
  OrderProgress: OrderProgress;
  OrderRateProtection: ResolverTypeWrapper<OrderRateProtection>;
  OrderRefusal: OrderRefusal;
  OrderRefused: ResolverTypeWrapper<OrderRefused>;
  OrderReturn: ResolverTypeWrapper<OrderReturn>;
  OrderStatus: OrderStatus;
  OrderTotals: ResolverTypeWrapper<OrderTotals>;
  PasswordChangeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PasswordChangeResult']>;
  PasswordChanged: ResolverTypeWrapper<PasswordChanged>;
  PasswordResetRefusal: PasswordResetRefusal;
  PasswordResetRefused: ResolverTypeWrapper<PasswordResetRefused>;
  PasswordResetRequestResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PasswordResetRequestResult']>;
  PasswordResetRequested: ResolverTypeWrapper<PasswordResetRequested>;
  PasswordResetResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PasswordResetResult']>;
  PayPaylinkResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PayPaylinkResult']>;
  Payback: ResolverTypeWrapper<Payback>;
  PaybackEntry: ResolverTypeWrapper<PaybackEntry>;
  PaybackEntryKind: PaybackEntryKind;
  PaybackRefusal: PaybackRefusal;
  PaybackRefused: ResolverTypeWrapper<PaybackRefused>;
  PaybackResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PaybackResult']>;
  Paylink: ResolverTypeWrapper<Paylink>;
  PaylinkBankTransfer: ResolverTypeWrapper<PaylinkBankTransfer>;
  PaylinkCompletion: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PaylinkCompletion']>;
  PaylinkMethod: PaylinkMethod;
  PaylinkPaymentFailed: ResolverTypeWrapper<PaylinkPaymentFailed>;
  PaylinkRedirect: ResolverTypeWrapper<PaylinkRedirect>;
  PaylinkRefusal: PaylinkRefusal;
  PaylinkRefused: ResolverTypeWrapper<PaylinkRefused>;
  PaylinkStatus: PaylinkStatus;
  PaymentCompletion: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PaymentCompletion']>;
  PaymentFailed: ResolverTypeWrapper<PaymentFailed>;
  PaymentFailure: PaymentFailure;
  PaymentInput: PaymentInput;
  PaymentMethod: PaymentMethod;
  PaymentOffer: ResolverTypeWrapper<PaymentOffer>;
  PaymentPauseOffer: ResolverTypeWrapper<PaymentPauseOffer>;
  PaymentUnavailable: PaymentUnavailable;
  PersonalData: ResolverTypeWrapper<PersonalData>;
  PersonalDataField: PersonalDataField;
  PersonalDataInput: PersonalDataInput;
  PersonalDataProblem: ResolverTypeWrapper<PersonalDataProblem>;
  PersonalDataRefused: ResolverTypeWrapper<PersonalDataRefused>;
  PersonalDataResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PersonalDataResult']>;
  PlaceOrderResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PlaceOrderResult']>;
  PremiumOffer: ResolverTypeWrapper<PremiumOffer>;
  PrepaymentHint: ResolverTypeWrapper<PrepaymentHint>;
  Price: ResolverTypeWrapper<Price>;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductConnection: ResolverTypeWrapper<Omit<ProductConnection, 'nodes'> & { nodes: Array<ResolversTypes['Product']> }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateProtection: ResolverTypeWrapper<RateProtection>;
  RateProtectionField: RateProtectionField;
  RateProtectionInput: RateProtectionInput;
  RateProtectionOffer: ResolverTypeWrapper<RateProtectionOffer>;
  RateProtectionProblem: ResolverTypeWrapper<RateProtectionProblem>;
  RateProtectionRefusal: RateProtectionRefusal;
  Rating: ResolverTypeWrapper<RatingModel>;
  RatingFilter: RatingFilter;
  RatingFilterState: ResolverTypeWrapper<RatingFilterState>;
  Recommendation: ResolverTypeWrapper<Omit<Recommendation, 'products'> & { products: Array<ResolversTypes['Product']> }>;
  RecommendationKind: RecommendationKind;
  RecommendationPlacement: RecommendationPlacement;
  RegistrationConfirmResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RegistrationConfirmResult']>;
  RegistrationField: RegistrationField;
  RegistrationInput: RegistrationInput;
  RegistrationLinkRefusal: RegistrationLinkRefusal;
  RegistrationLinkRefused: ResolverTypeWrapper<RegistrationLinkRefused>;
  RegistrationMailed: ResolverTypeWrapper<RegistrationMailed>;
  RegistrationRefused: ResolverTypeWrapper<RegistrationRefused>;
  RegistrationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RegistrationResult']>;
  RenewSessionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RenewSessionResult']>;
  ReturnInput: ReturnInput;
  ReturnLine: ResolverTypeWrapper<ReturnLine>;
  ReturnLineInput: ReturnLineInput;
  ReturnMethod: ReturnMethod;
  ReturnReason: ReturnReason;
  ReturnRefusal: ReturnRefusal;
  ReturnRefused: ResolverTypeWrapper<ReturnRefused>;
  ReturnRegistered: ResolverTypeWrapper<ReturnRegistered>;
  ReturnResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ReturnResult']>;
  ReturnStatus: ReturnStatus;
  Review: ResolverTypeWrapper<Review>;
  ReviewField: ReviewField;
  ReviewFieldProblem: ResolverTypeWrapper<ReviewFieldProblem>;
  ReviewInput: ReviewInput;
  ReviewPage: ResolverTypeWrapper<ReviewPage>;
  ReviewProblem: ReviewProblem;
  ReviewRefusal: ReviewRefusal;
  ReviewRefused: ResolverTypeWrapper<ReviewRefused>;
  ReviewStatus: ReviewStatus;
  ReviewTag: ResolverTypeWrapper<ReviewTag>;
  ReviewTagCount: ResolverTypeWrapper<ReviewTagCount>;
  Salutation: Salutation;
  SeoData: ResolverTypeWrapper<SeoData>;
  Service: ResolverTypeWrapper<Service>;
  SessionEndReason: SessionEndReason;
  SessionEnded: ResolverTypeWrapper<SessionEnded>;
  SessionKey: ResolverTypeWrapper<SessionKey>;
  Shipment: ResolverTypeWrapper<Shipment>;
  ShippingMethod: ShippingMethod;
  SortingOrder: ResolverTypeWrapper<SortingOrder>;
  SponsoredProduct: ResolverTypeWrapper<Omit<SponsoredProduct, 'product'> & { product: ResolversTypes['Product'] }>;
  StarCount: ResolverTypeWrapper<StarCount>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TooManyAttempts: ResolverTypeWrapper<TooManyAttempts>;
  UnitPrice: ResolverTypeWrapper<UnitPrice>;
  UploadProblemCode: UploadProblemCode;
  Variant: ResolverTypeWrapper<Variant>;
  VatAmount: ResolverTypeWrapper<VatAmount>;
  VoucherCustomerGroup: VoucherCustomerGroup;
  VoucherKind: VoucherKind;
  VoucherRefusal: VoucherRefusal;
  VoucherRefused: ResolverTypeWrapper<VoucherRefused>;
  VoucherResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['VoucherResult']>;
  VoucherStanding: VoucherStanding;
  Wishlist: ResolverTypeWrapper<Omit<Wishlist, 'items'> & { items: Array<ResolversTypes['WishlistItem']> }>;
  WishlistItem: ResolverTypeWrapper<Omit<WishlistItem, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  WishlistRefusal: WishlistRefusal;
  WishlistRefused: ResolverTypeWrapper<WishlistRefused>;
  WishlistResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['WishlistResult']>;
  WriteReviewResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['WriteReviewResult']>;
  WrittenReview: ResolverTypeWrapper<WrittenReview>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountBookings: AccountBookings;
  AccountErased: AccountErased;
  AccountInvoice: AccountInvoice;
  AccountInvoiceList: AccountInvoiceList;
  AccountOpenPayments: AccountOpenPayments;
  AccountOrder: AccountOrderModel;
  AccountOrderList: Omit<AccountOrderList, 'orders'> & { orders: Array<ResolversParentTypes['AccountOrder']> };
  AccountOverview: AccountOverview;
  AccountVoucher: AccountVoucher;
  AccountVouchers: AccountVouchers;
  AddToBasketRefused: AddToBasketRefused;
  AddToBasketResult: ResolversUnionTypes<ResolversParentTypes>['AddToBasketResult'];
  Address: Address;
  AddressBook: AddressBook;
  AddressBookInput: AddressBookInput;
  AddressBookRefused: AddressBookRefused;
  AddressBookResult: ResolversUnionTypes<ResolversParentTypes>['AddressBookResult'];
  AddressInput: AddressInput;
  AddressProblem: AddressProblem;
  AppliedVoucher: AppliedVoucher;
  AttachmentProblem: AttachmentProblem;
  Basket: BasketModel;
  BasketLine: Omit<BasketLine, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  BasketShipping: BasketShipping;
  Booking: Booking;
  Boolean: Scalars['Boolean']['output'];
  Breadcrumb: Breadcrumb;
  Category: Category;
  Checkout: CheckoutModel;
  CheckoutParcelShop: CheckoutParcelShop;
  CheckoutRefused: CheckoutRefused;
  CheckoutUpdateResult: ResolversUnionTypes<ResolversParentTypes>['CheckoutUpdateResult'];
  Colour: Colour;
  ContactFieldProblem: ContactFieldProblem;
  ContactForm: ContactForm;
  ContactFormRefused: ContactFormRefused;
  ContactMessageInput: ContactMessageInput;
  ContactMessageResult: ResolversUnionTypes<ResolversParentTypes>['ContactMessageResult'];
  ContactMessageSent: ContactMessageSent;
  ContactRefused: ContactRefused;
  Customer: Customer;
  Delivery: Delivery;
  DeliveryEvent: DeliveryEvent;
  DeliveryInput: DeliveryInput;
  DeliveryLine: DeliveryLine;
  DeliveryOffer: DeliveryOffer;
  EmailChangeRequested: EmailChangeRequested;
  EmailChangeResult: ResolversUnionTypes<ResolversParentTypes>['EmailChangeResult'];
  EmailChanged: EmailChanged;
  EmailConfirmationResult: ResolversUnionTypes<ResolversParentTypes>['EmailConfirmationResult'];
  ErasureConfirmationResult: ResolversUnionTypes<ResolversParentTypes>['ErasureConfirmationResult'];
  ErasureRequestResult: ResolversUnionTypes<ResolversParentTypes>['ErasureRequestResult'];
  ErasureRequested: ErasureRequested;
  FieldProblem: FieldProblem;
  Float: Scalars['Float']['output'];
  GuestOrder: GuestOrder;
  GuestOrderNotFound: GuestOrderNotFound;
  GuestOrderResult: ResolversUnionTypes<ResolversParentTypes>['GuestOrderResult'];
  Health: Health;
  ID: Scalars['ID']['output'];
  Image: Image;
  InstalmentCalculation: InstalmentCalculation;
  InstalmentNumber: InstalmentNumber;
  InstalmentPlan: InstalmentPlan;
  Int: Scalars['Int']['output'];
  LendMoneyForm: LendMoneyForm;
  LinkRefused: LinkRefused;
  LoanFieldProblem: LoanFieldProblem;
  LoanFormRefused: LoanFormRefused;
  LoanRefused: LoanRefused;
  LoanRequestInput: LoanRequestInput;
  LoanRequestResult: ResolversUnionTypes<ResolversParentTypes>['LoanRequestResult'];
  LoanRequested: LoanRequested;
  LocalizedSlug: LocalizedSlug;
  LoginCodeRequestResult: ResolversUnionTypes<ResolversParentTypes>['LoginCodeRequestResult'];
  LoginCodeSent: LoginCodeSent;
  LoginRefused: LoginRefused;
  LoginResult: ResolversUnionTypes<ResolversParentTypes>['LoginResult'];
  LoginState: LoginState;
  MailingsNotFound: MailingsNotFound;
  MailingsUnsubscribeResult: ResolversUnionTypes<ResolversParentTypes>['MailingsUnsubscribeResult'];
  MailingsUnsubscribed: MailingsUnsubscribed;
  Maturity: Maturity;
  Mutation: Record<PropertyKey, never>;
  NewsletterAlreadySubscribed: NewsletterAlreadySubscribed;
  NewsletterConfirmInput: NewsletterConfirmInput;
  NewsletterConfirmResult: ResolversUnionTypes<ResolversParentTypes>['NewsletterConfirmResult'];
  NewsletterLinkInvalid: NewsletterLinkInvalid;
  NewsletterPending: NewsletterPending;
  NewsletterRefused: NewsletterRefused;
  NewsletterResendInput: NewsletterResendInput;
  NewsletterSettings: NewsletterSettings;
  NewsletterSettingsInput: NewsletterSettingsInput;
  NewsletterSettingsRefused: NewsletterSettingsRefused;
  NewsletterSettingsResult: ResolversUnionTypes<ResolversParentTypes>['NewsletterSettingsResult'];
  NewsletterSettingsSaved: NewsletterSettingsSaved;
  NewsletterSignUpInput: NewsletterSignUpInput;
  NewsletterSignUpResult: ResolversUnionTypes<ResolversParentTypes>['NewsletterSignUpResult'];
  NewsletterSubscribed: NewsletterSubscribed;
  NewsletterTerms: NewsletterTerms;
  OpenReturn: OpenReturn;
  Order: Order;
  OrderLine: OrderLine;
  OrderRateProtection: OrderRateProtection;
  OrderRefused: OrderRefused;
  OrderReturn: OrderReturn;
  OrderTotals: OrderTotals;
  PasswordChangeResult: ResolversUnionTypes<ResolversParentTypes>['PasswordChangeResult'];
  PasswordChanged: PasswordChanged;
  PasswordResetRefused: PasswordResetRefused;
  PasswordResetRequestResult: ResolversUnionTypes<ResolversParentTypes>['PasswordResetRequestResult'];
  PasswordResetRequested: PasswordResetRequested;
  PasswordResetResult: ResolversUnionTypes<ResolversParentTypes>['PasswordResetResult'];
  PayPaylinkResult: ResolversUnionTypes<ResolversParentTypes>['PayPaylinkResult'];
  Payback: Payback;
  PaybackEntry: PaybackEntry;
  PaybackRefused: PaybackRefused;
  PaybackResult: ResolversUnionTypes<ResolversParentTypes>['PaybackResult'];
  Paylink: Paylink;
  PaylinkBankTransfer: PaylinkBankTransfer;
  PaylinkCompletion: ResolversUnionTypes<ResolversParentTypes>['PaylinkCompletion'];
  PaylinkPaymentFailed: PaylinkPaymentFailed;
  PaylinkRedirect: PaylinkRedirect;
  PaylinkRefused: PaylinkRefused;
  PaymentCompletion: ResolversUnionTypes<ResolversParentTypes>['PaymentCompletion'];
  PaymentFailed: PaymentFailed;
  PaymentInput: PaymentInput;
  PaymentOffer: PaymentOffer;
  PaymentPauseOffer: PaymentPauseOffer;
  PersonalData: PersonalData;
  PersonalDataInput: PersonalDataInput;
  PersonalDataProblem: PersonalDataProblem;
  PersonalDataRefused: PersonalDataRefused;
  PersonalDataResult: ResolversUnionTypes<ResolversParentTypes>['PersonalDataResult'];
  PlaceOrderResult: ResolversUnionTypes<ResolversParentTypes>['PlaceOrderResult'];
  PremiumOffer: PremiumOffer;
  PrepaymentHint: PrepaymentHint;
  Price: Price;
  Product: ProductModel;
  ProductConnection: Omit<ProductConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Product']> };
  Query: Record<PropertyKey, never>;
  RateProtection: RateProtection;
  RateProtectionInput: RateProtectionInput;
  RateProtectionOffer: RateProtectionOffer;
  RateProtectionProblem: RateProtectionProblem;
  Rating: RatingModel;
  RatingFilter: RatingFilter;
  RatingFilterState: RatingFilterState;
  Recommendation: Omit<Recommendation, 'products'> & { products: Array<ResolversParentTypes['Product']> };
  RegistrationConfirmResult: ResolversUnionTypes<ResolversParentTypes>['RegistrationConfirmResult'];
  RegistrationInput: RegistrationInput;
  RegistrationLinkRefused: RegistrationLinkRefused;
  RegistrationMailed: RegistrationMailed;
  RegistrationRefused: RegistrationRefused;
  RegistrationResult: ResolversUnionTypes<ResolversParentTypes>['RegistrationResult'];
  RenewSessionResult: ResolversUnionTypes<ResolversParentTypes>['RenewSessionResult'];
  ReturnInput: ReturnInput;
  ReturnLine: ReturnLine;
  ReturnLineInput: ReturnLineInput;
  ReturnRefused: ReturnRefused;
  ReturnRegistered: ReturnRegistered;
  ReturnResult: ResolversUnionTypes<ResolversParentTypes>['ReturnResult'];
  Review: Review;
  ReviewFieldProblem: ReviewFieldProblem;
  ReviewInput: ReviewInput;
  ReviewPage: ReviewPage;
  ReviewRefused: ReviewRefused;
  ReviewTag: ReviewTag;
  ReviewTagCount: ReviewTagCount;
  SeoData: SeoData;
  Service: Service;
  SessionEnded: SessionEnded;
  SessionKey: SessionKey;
  Shipment: Shipment;
  SortingOrder: SortingOrder;
  SponsoredProduct: Omit<SponsoredProduct, 'product'> & { product: ResolversParentTypes['Product'] };
  StarCount: StarCount;
  String: Scalars['String']['output'];
  TooManyAttempts: TooManyAttempts;
  UnitPrice: UnitPrice;
  Variant: Variant;
  VatAmount: VatAmount;
  VoucherRefused: VoucherRefused;
  VoucherResult: ResolversUnionTypes<ResolversParentTypes>['VoucherResult'];
  Wishlist: Omit<Wishlist, 'items'> & { items: Array<ResolversParentTypes['WishlistItem']> };
  WishlistItem: Omit<WishlistItem, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  WishlistRefused: WishlistRefused;
  WishlistResult: ResolversUnionTypes<ResolversParentTypes>['WishlistResult'];
  WriteReviewResult: ResolversUnionTypes<ResolversParentTypes>['WriteReviewResult'];
  WrittenReview: WrittenReview;
};

export type AccountBookingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountBookings'] = ResolversParentTypes['AccountBookings']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
};

export type AccountErasedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountErased'] = ResolversParentTypes['AccountErased']> = {
  erasedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AccountInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountInvoice'] = ResolversParentTypes['AccountInvoice']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  deliveredOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pdf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AccountInvoiceListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountInvoiceList'] = ResolversParentTypes['AccountInvoiceList']> = {
  invoices?: Resolver<Array<ResolversTypes['AccountInvoice']>, ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AccountOpenPaymentsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountOpenPayments'] = ResolversParentTypes['AccountOpenPayments']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Maturity']>, ParentType, ContextType>;
};

export type AccountOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountOrder'] = ResolversParentTypes['AccountOrder']> = {
  deliveries?: Resolver<Array<ResolversTypes['Delivery']>, ParentType, ContextType>;
  inPreparation?: Resolver<Array<ResolversTypes['DeliveryLine']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  pickupDays?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['OrderProgress'], ParentType, ContextType>;
  returnable?: Resolver<Array<ResolversTypes['DeliveryLine']>, ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['OrderReturn']>, ParentType, ContextType>;
};

export type AccountOrderListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountOrderList'] = ResolversParentTypes['AccountOrderList']> = {
  next?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['AccountOrder']>, ParentType, ContextType>;
};

export type AccountOverviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountOverview'] = ResolversParentTypes['AccountOverview']> = {
  openReturns?: Resolver<Array<ResolversTypes['OpenReturn']>, ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType>;
};

export type AccountVoucherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountVoucher'] = ResolversParentTypes['AccountVoucher']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerGroup?: Resolver<ResolversTypes['VoucherCustomerGroup'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VoucherKind'], ParentType, ContextType>;
  minimumOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  standing?: Resolver<ResolversTypes['VoucherStanding'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AccountVouchersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountVouchers'] = ResolversParentTypes['AccountVouchers']> = {
  active?: Resolver<Array<ResolversTypes['AccountVoucher']>, ParentType, ContextType>;
  expired?: Resolver<Array<ResolversTypes['AccountVoucher']>, ParentType, ContextType>;
};

export type AddToBasketRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddToBasketRefused'] = ResolversParentTypes['AddToBasketRefused']> = {
  available?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['AddToBasketRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AddToBasketResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddToBasketResult'] = ResolversParentTypes['AddToBasketResult']> = {
  __resolveType: TypeResolveFn<'AddToBasketRefused' | 'Basket', ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salutation?: Resolver<ResolversTypes['Salutation'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressBookResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressBook'] = ResolversParentTypes['AddressBook']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  defaultBilling?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  defaultDelivery?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AddressBookRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressBookRefused'] = ResolversParentTypes['AddressBookRefused']> = {
  problems?: Resolver<Array<ResolversTypes['AddressProblem']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['AddressBookRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AddressBookResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressBookResult'] = ResolversParentTypes['AddressBookResult']> = {
  __resolveType: TypeResolveFn<'AddressBook' | 'AddressBookRefused', ParentType, ContextType>;
};

export type AddressProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressProblem'] = ResolversParentTypes['AddressProblem']> = {
  code?: Resolver<ResolversTypes['FieldProblemCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['AddressField'], ParentType, ContextType>;
};

export type AppliedVoucherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppliedVoucher'] = ResolversParentTypes['AppliedVoucher']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VoucherKind'], ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['VoucherRefusal']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AttachmentProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttachmentProblem'] = ResolversParentTypes['AttachmentProblem']> = {
  code?: Resolver<ResolversTypes['UploadProblemCode'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BasketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Basket'] = ResolversParentTypes['Basket']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['BasketLine']>, ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['BasketShipping'], ParentType, ContextType>;
  subtotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BasketLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BasketLine'] = ResolversParentTypes['BasketLine']> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lineTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productSku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  variantLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variantSku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BasketShippingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BasketShipping'] = ResolversParentTypes['BasketShipping']> = {
  cost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  freeFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['ShippingMethod'], ParentType, ContextType>;
  missingForFree?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Booking'] = ResolversParentTypes['Booking']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BookingKind'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  returnId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type BreadcrumbResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = {
  categoryKey?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  basket?: Resolver<ResolversTypes['Basket'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  deliveryCountries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryOption?: Resolver<Maybe<ResolversTypes['DeliveryOption']>, ParentType, ContextType>;
  deliveryOptions?: Resolver<Array<ResolversTypes['DeliveryOffer']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instalmentCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  instalmentCounts?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  instalmentPlan?: Resolver<Maybe<ResolversTypes['InstalmentPlan']>, ParentType, ContextType>;
  instalmentPlans?: Resolver<Array<ResolversTypes['InstalmentPlan']>, ParentType, ContextType, RequireFields<CheckoutInstalmentPlansArgs, 'paymentPause'>>;
  missing?: Resolver<Array<ResolversTypes['CheckoutStep']>, ParentType, ContextType>;
  parcelShop?: Resolver<Maybe<ResolversTypes['CheckoutParcelShop']>, ParentType, ContextType>;
  parcelShops?: Resolver<Array<ResolversTypes['CheckoutParcelShop']>, ParentType, ContextType, RequireFields<CheckoutParcelShopsArgs, 'near'>>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentOffer']>, ParentType, ContextType>;
  paymentPause?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentPauseOffer?: Resolver<Maybe<ResolversTypes['PaymentPauseOffer']>, ParentType, ContextType>;
  premium?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  premiumOffer?: Resolver<Maybe<ResolversTypes['PremiumOffer']>, ParentType, ContextType>;
  rateProtection?: Resolver<Maybe<ResolversTypes['RateProtection']>, ParentType, ContextType>;
  rateProtectionOffer?: Resolver<Maybe<ResolversTypes['RateProtectionOffer']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  voucher?: Resolver<Maybe<ResolversTypes['AppliedVoucher']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CheckoutParcelShopResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckoutParcelShop'] = ResolversParentTypes['CheckoutParcelShop']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceMeters?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckoutRefused'] = ResolversParentTypes['CheckoutRefused']> = {
  problems?: Resolver<Array<ResolversTypes['AddressProblem']>, ParentType, ContextType>;
  rateProtectionProblems?: Resolver<Array<ResolversTypes['RateProtectionProblem']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['CheckoutRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CheckoutUpdateResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckoutUpdateResult'] = ResolversParentTypes['CheckoutUpdateResult']> = {
  __resolveType: TypeResolveFn<'Checkout' | 'CheckoutRefused', ParentType, ContextType>;
};

export type ColourResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Colour'] = ResolversParentTypes['Colour']> = {
  hex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactFieldProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactFieldProblem'] = ResolversParentTypes['ContactFieldProblem']> = {
  code?: Resolver<ResolversTypes['FieldProblemCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['ContactField'], ParentType, ContextType>;
};

export type ContactFormResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactForm'] = ResolversParentTypes['ContactForm']> = {
  captcha?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjects?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactFormRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactFormRefused'] = ResolversParentTypes['ContactFormRefused']> = {
  attachmentProblems?: Resolver<Array<ResolversTypes['AttachmentProblem']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['ContactFieldProblem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContactMessageResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactMessageResult'] = ResolversParentTypes['ContactMessageResult']> = {
  __resolveType: TypeResolveFn<'ContactFormRefused' | 'ContactMessageSent' | 'ContactRefused', ParentType, ContextType>;
};

export type ContactMessageSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactMessageSent'] = ResolversParentTypes['ContactMessageSent']> = {
  attachments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContactRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactRefused'] = ResolversParentTypes['ContactRefused']> = {
  reason?: Resolver<ResolversTypes['ContactRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  businessPartnerNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  premiumUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Delivery'] = ResolversParentTypes['Delivery']> = {
  carrier?: Resolver<ResolversTypes['Carrier'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['DeliveryEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['DeliveryLine']>, ParentType, ContextType>;
  shippedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DeliveryStatus'], ParentType, ContextType>;
  trackingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryEvent'] = ResolversParentTypes['DeliveryEvent']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DeliveryEventKind'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryLine'] = ResolversParentTypes['DeliveryLine']> = {
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productSku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variantLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variantSku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeliveryOfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryOffer'] = ResolversParentTypes['DeliveryOffer']> = {
  earliest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option?: Resolver<ResolversTypes['DeliveryOption'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmailChangeRequestedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailChangeRequested'] = ResolversParentTypes['EmailChangeRequested']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EmailChangeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailChangeResult'] = ResolversParentTypes['EmailChangeResult']> = {
  __resolveType: TypeResolveFn<'EmailChangeRequested' | 'PersonalDataRefused' | 'TooManyAttempts', ParentType, ContextType>;
};

export type EmailChangedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailChanged'] = ResolversParentTypes['EmailChanged']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EmailConfirmationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailConfirmationResult'] = ResolversParentTypes['EmailConfirmationResult']> = {
  __resolveType: TypeResolveFn<'EmailChanged' | 'LinkRefused', ParentType, ContextType>;
};

export type ErasureConfirmationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErasureConfirmationResult'] = ResolversParentTypes['ErasureConfirmationResult']> = {
  __resolveType: TypeResolveFn<'AccountErased' | 'LinkRefused', ParentType, ContextType>;
};

export type ErasureRequestResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErasureRequestResult'] = ResolversParentTypes['ErasureRequestResult']> = {
  __resolveType: TypeResolveFn<'ErasureRequested' | 'PersonalDataRefused' | 'TooManyAttempts', ParentType, ContextType>;
};

export type ErasureRequestedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErasureRequested'] = ResolversParentTypes['ErasureRequested']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FieldProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldProblem'] = ResolversParentTypes['FieldProblem']> = {
  code?: Resolver<ResolversTypes['FieldProblemCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['RegistrationField'], ParentType, ContextType>;
};

export type GuestOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuestOrder'] = ResolversParentTypes['GuestOrder']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['Delivery']>, ParentType, ContextType>;
  inPreparation?: Resolver<Array<ResolversTypes['DeliveryLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['OrderProgress'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GuestOrderNotFoundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuestOrderNotFound'] = ResolversParentTypes['GuestOrderNotFound']> = {
  number?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GuestOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuestOrderResult'] = ResolversParentTypes['GuestOrderResult']> = {
  __resolveType: TypeResolveFn<'GuestOrder' | 'GuestOrderNotFound' | 'TooManyAttempts', ParentType, ContextType>;
};

export type HealthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = {
  database?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InstalmentCalculationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstalmentCalculation'] = ResolversParentTypes['InstalmentCalculation']> = {
  basePrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxBasePrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minBasePrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['BasePriceNotice']>, ParentType, ContextType>;
  pausedPlans?: Resolver<Array<ResolversTypes['InstalmentPlan']>, ParentType, ContextType>;
  paymentPauseOffer?: Resolver<Maybe<ResolversTypes['PaymentPauseOffer']>, ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['InstalmentPlan']>, ParentType, ContextType>;
};

export type InstalmentNumberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstalmentNumber'] = ResolversParentTypes['InstalmentNumber']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InstalmentPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstalmentPlan'] = ResolversParentTypes['InstalmentPlan']> = {
  basePrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  effectiveAnnualRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  firstInstalment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interest?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastInstalment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyInstalment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyInterestFactor?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthlyRateSurchargeFactor?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overallPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pauseSurchargePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  surcharge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LendMoneyFormResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LendMoneyForm'] = ResolversParentTypes['LendMoneyForm']> = {
  accountHolder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LinkRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LinkRefused'] = ResolversParentTypes['LinkRefused']> = {
  reason?: Resolver<ResolversTypes['LinkRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LoanFieldProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanFieldProblem'] = ResolversParentTypes['LoanFieldProblem']> = {
  code?: Resolver<ResolversTypes['FieldProblemCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['LoanField'], ParentType, ContextType>;
};

export type LoanFormRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanFormRefused'] = ResolversParentTypes['LoanFormRefused']> = {
  problems?: Resolver<Array<ResolversTypes['LoanFieldProblem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LoanRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanRefused'] = ResolversParentTypes['LoanRefused']> = {
  conditions?: Resolver<Array<ResolversTypes['LoanCondition']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['LoanRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LoanRequestResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanRequestResult'] = ResolversParentTypes['LoanRequestResult']> = {
  __resolveType: TypeResolveFn<'LoanFormRefused' | 'LoanRefused' | 'LoanRequested', ParentType, ContextType>;
};

export type LoanRequestedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanRequested'] = ResolversParentTypes['LoanRequested']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LocalizedSlugResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalizedSlug'] = ResolversParentTypes['LocalizedSlug']> = {
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoginCodeRequestResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginCodeRequestResult'] = ResolversParentTypes['LoginCodeRequestResult']> = {
  __resolveType: TypeResolveFn<'LoginCodeSent' | 'TooManyAttempts', ParentType, ContextType>;
};

export type LoginCodeSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginCodeSent'] = ResolversParentTypes['LoginCodeSent']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LoginRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginRefused'] = ResolversParentTypes['LoginRefused']> = {
  reason?: Resolver<ResolversTypes['LoginRefusal'], ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  __resolveType: TypeResolveFn<'LoginRefused' | 'SessionKey', ParentType, ContextType>;
};

export type LoginStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginState'] = ResolversParentTypes['LoginState']> = {
  bop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ca?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  np?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MailingsNotFoundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MailingsNotFound'] = ResolversParentTypes['MailingsNotFound']> = {
  notFound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MailingsUnsubscribeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MailingsUnsubscribeResult'] = ResolversParentTypes['MailingsUnsubscribeResult']> = {
  __resolveType: TypeResolveFn<'MailingsNotFound' | 'MailingsUnsubscribed', ParentType, ContextType>;
};

export type MailingsUnsubscribedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MailingsUnsubscribed'] = ResolversParentTypes['MailingsUnsubscribed']> = {
  unsubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MaturityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Maturity'] = ResolversParentTypes['Maturity']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  due?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  instalment?: Resolver<Maybe<ResolversTypes['InstalmentNumber']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MaturityKind'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MaturityState'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addToBasket?: Resolver<ResolversTypes['AddToBasketResult'], ParentType, ContextType, RequireFields<MutationAddToBasketArgs, 'quantity' | 'variantSku'>>;
  addToWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationAddToWishlistArgs, 'variantSku'>>;
  applyVoucher?: Resolver<ResolversTypes['VoucherResult'], ParentType, ContextType, RequireFields<MutationApplyVoucherArgs, 'code' | 'locale'>>;
  changeBasketQuantity?: Resolver<ResolversTypes['AddToBasketResult'], ParentType, ContextType, RequireFields<MutationChangeBasketQuantityArgs, 'quantity' | 'variantSku'>>;
  changePassword?: Resolver<ResolversTypes['PasswordChangeResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  changeWishlistItem?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationChangeWishlistItemArgs, 'newVariantSku' | 'variantSku'>>;
  completePaylinkPayment?: Resolver<ResolversTypes['PaylinkCompletion'], ParentType, ContextType, RequireFields<MutationCompletePaylinkPaymentArgs, 'paymentId' | 'signature' | 'status' | 'token'>>;
  completePayment?: Resolver<ResolversTypes['PaymentCompletion'], ParentType, ContextType, RequireFields<MutationCompletePaymentArgs, 'locale' | 'paymentId' | 'signature' | 'status'>>;
  confirmEmailChange?: Resolver<ResolversTypes['EmailConfirmationResult'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'locale' | 'token'>>;
  confirmErasure?: Resolver<ResolversTypes['ErasureConfirmationResult'], ParentType, ContextType, RequireFields<MutationConfirmErasureArgs, 'locale' | 'token'>>;
  confirmNewsletter?: Resolver<ResolversTypes['NewsletterConfirmResult'], ParentType, ContextType, RequireFields<MutationConfirmNewsletterArgs, 'input'>>;
  confirmRegistration?: Resolver<ResolversTypes['RegistrationConfirmResult'], ParentType, ContextType, RequireFields<MutationConfirmRegistrationArgs, 'token'>>;
  deleteAddress?: Resolver<ResolversTypes['AddressBookResult'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  linkPaybackCard?: Resolver<ResolversTypes['PaybackResult'], ParentType, ContextType, RequireFields<MutationLinkPaybackCardArgs, 'number'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'keepLoggedIn' | 'password'>>;
  loginWithCode?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginWithCodeArgs, 'code' | 'keepLoggedIn'>>;
  loginWithCustomerNumber?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginWithCustomerNumberArgs, 'customerNumber' | 'dateOfBirth' | 'keepLoggedIn'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lookUpOrder?: Resolver<ResolversTypes['GuestOrderResult'], ParentType, ContextType, RequireFields<MutationLookUpOrderArgs, 'email' | 'locale' | 'number' | 'postalCode'>>;
  payPaylink?: Resolver<ResolversTypes['PayPaylinkResult'], ParentType, ContextType, RequireFields<MutationPayPaylinkArgs, 'locale' | 'method' | 'token'>>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderResult'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'expectedTotal' | 'locale'>>;
  register?: Resolver<ResolversTypes['RegistrationResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  registerReturn?: Resolver<ResolversTypes['ReturnResult'], ParentType, ContextType, RequireFields<MutationRegisterReturnArgs, 'input'>>;
  removeFromBasket?: Resolver<ResolversTypes['Basket'], ParentType, ContextType, RequireFields<MutationRemoveFromBasketArgs, 'variantSku'>>;
  removeFromWishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType, RequireFields<MutationRemoveFromWishlistArgs, 'variantSku'>>;
  removeVoucher?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<MutationRemoveVoucherArgs, 'locale'>>;
  renewSession?: Resolver<ResolversTypes['RenewSessionResult'], ParentType, ContextType>;
  requestEmailChange?: Resolver<ResolversTypes['EmailChangeResult'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'email' | 'locale' | 'password'>>;
  requestErasure?: Resolver<ResolversTypes['ErasureRequestResult'], ParentType, ContextType, RequireFields<MutationRequestErasureArgs, 'locale' | 'password'>>;
  requestLoan?: Resolver<ResolversTypes['LoanRequestResult'], ParentType, ContextType, RequireFields<MutationRequestLoanArgs, 'input'>>;
  requestLoginCode?: Resolver<ResolversTypes['LoginCodeRequestResult'], ParentType, ContextType, RequireFields<MutationRequestLoginCodeArgs, 'locale'>>;
  requestPasswordReset?: Resolver<ResolversTypes['PasswordResetRequestResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email' | 'locale'>>;
  resendNewsletterConfirmation?: Resolver<ResolversTypes['NewsletterSignUpResult'], ParentType, ContextType, RequireFields<MutationResendNewsletterConfirmationArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['PasswordResetResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  saveAddress?: Resolver<ResolversTypes['AddressBookResult'], ParentType, ContextType, RequireFields<MutationSaveAddressArgs, 'input'>>;
  sendContactMessage?: Resolver<ResolversTypes['ContactMessageResult'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  setDefaultAddress?: Resolver<ResolversTypes['AddressBookResult'], ParentType, ContextType, RequireFields<MutationSetDefaultAddressArgs, 'id' | 'use'>>;
  setDelivery?: Resolver<ResolversTypes['CheckoutUpdateResult'], ParentType, ContextType, RequireFields<MutationSetDeliveryArgs, 'input'>>;
  setPayment?: Resolver<ResolversTypes['CheckoutUpdateResult'], ParentType, ContextType, RequireFields<MutationSetPaymentArgs, 'input'>>;
  setPremium?: Resolver<ResolversTypes['CheckoutUpdateResult'], ParentType, ContextType, RequireFields<MutationSetPremiumArgs, 'locale' | 'premium'>>;
  setRateProtection?: Resolver<ResolversTypes['CheckoutUpdateResult'], ParentType, ContextType, RequireFields<MutationSetRateProtectionArgs, 'input'>>;
  subscribeNewsletter?: Resolver<ResolversTypes['NewsletterSignUpResult'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'input'>>;
  unlinkPaybackCard?: Resolver<ResolversTypes['PaybackResult'], ParentType, ContextType>;
  unsubscribeMailings?: Resolver<ResolversTypes['MailingsUnsubscribeResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeMailingsArgs, 'token'>>;
  updateNewsletterSettings?: Resolver<ResolversTypes['NewsletterSettingsResult'], ParentType, ContextType, RequireFields<MutationUpdateNewsletterSettingsArgs, 'input'>>;
  updatePersonalData?: Resolver<ResolversTypes['PersonalDataResult'], ParentType, ContextType, RequireFields<MutationUpdatePersonalDataArgs, 'input'>>;
  writeReview?: Resolver<ResolversTypes['WriteReviewResult'], ParentType, ContextType, RequireFields<MutationWriteReviewArgs, 'input'>>;
};

export type NewsletterAlreadySubscribedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterAlreadySubscribed'] = ResolversParentTypes['NewsletterAlreadySubscribed']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsletterConfirmResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterConfirmResult'] = ResolversParentTypes['NewsletterConfirmResult']> = {
  __resolveType: TypeResolveFn<'NewsletterAlreadySubscribed' | 'NewsletterLinkInvalid' | 'NewsletterSubscribed', ParentType, ContextType>;
};

export type NewsletterLinkInvalidResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterLinkInvalid'] = ResolversParentTypes['NewsletterLinkInvalid']> = {
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsletterPendingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterPending'] = ResolversParentTypes['NewsletterPending']> = {
  subscription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsletterRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterRefused'] = ResolversParentTypes['NewsletterRefused']> = {
  reason?: Resolver<ResolversTypes['NewsletterRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsletterSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterSettings'] = ResolversParentTypes['NewsletterSettings']> = {
  frequencies?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pauseDays?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  pausedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondBrand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shopNewsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NewsletterSettingsRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterSettingsRefused'] = ResolversParentTypes['NewsletterSettingsRefused']> = {
  reason?: Resolver<ResolversTypes['NewsletterSettingsRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsletterSettingsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterSettingsResult'] = ResolversParentTypes['NewsletterSettingsResult']> = {
  __resolveType: TypeResolveFn<'NewsletterSettingsRefused' | 'NewsletterSettingsSaved', ParentType, ContextType>;
};

export type NewsletterSettingsSavedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterSettingsSaved'] = ResolversParentTypes['NewsletterSettingsSaved']> = {
  frequencies?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pauseDays?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  pausedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondBrand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shopNewsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsletterSignUpResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterSignUpResult'] = ResolversParentTypes['NewsletterSignUpResult']> = {
  __resolveType: TypeResolveFn<'NewsletterAlreadySubscribed' | 'NewsletterPending' | 'NewsletterRefused' | 'NewsletterSubscribed', ParentType, ContextType>;
};

export type NewsletterSubscribedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterSubscribed'] = ResolversParentTypes['NewsletterSubscribed']> = {
  voucherMailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsletterTermsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterTerms'] = ResolversParentTypes['NewsletterTerms']> = {
  doubleOptIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minimumOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  validDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OpenReturnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpenReturn'] = ResolversParentTypes['OpenReturn']> = {
  orderNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  return?: Resolver<ResolversTypes['OrderReturn'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  deliveryEarliest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryLatest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryOption?: Resolver<ResolversTypes['DeliveryOption'], ParentType, ContextType>;
  instalmentPlan?: Resolver<Maybe<ResolversTypes['InstalmentPlan']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parcelShop?: Resolver<Maybe<ResolversTypes['CheckoutParcelShop']>, ParentType, ContextType>;
  payLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paymentPause?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentRedirect?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  premiumUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prepayment?: Resolver<Maybe<ResolversTypes['PrepaymentHint']>, ParentType, ContextType>;
  rateProtection?: Resolver<Maybe<ResolversTypes['OrderRateProtection']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  lineTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productSku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variantLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variantSku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OrderRateProtectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderRateProtection'] = ResolversParentTypes['OrderRateProtection']> = {
  covers?: Resolver<Array<ResolversTypes['InsuredRisk']>, ParentType, ContextType>;
  monthlyPremium?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  occupation?: Resolver<ResolversTypes['Occupation'], ParentType, ContextType>;
  totalPremium?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderRefused'] = ResolversParentTypes['OrderRefused']> = {
  reason?: Resolver<ResolversTypes['OrderRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderReturnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderReturn'] = ResolversParentTypes['OrderReturn']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ReturnLine']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['ReturnMethod'], ParentType, ContextType>;
  pickupOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReturnStatus'], ParentType, ContextType>;
};

export type OrderTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderTotals'] = ResolversParentTypes['OrderTotals']> = {
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  goods?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentSurcharge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vat?: Resolver<Array<ResolversTypes['VatAmount']>, ParentType, ContextType>;
};

export type PasswordChangeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordChangeResult'] = ResolversParentTypes['PasswordChangeResult']> = {
  __resolveType: TypeResolveFn<'PasswordChanged' | 'PersonalDataRefused' | 'TooManyAttempts', ParentType, ContextType>;
};

export type PasswordChangedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordChanged'] = ResolversParentTypes['PasswordChanged']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PasswordResetRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetRefused'] = ResolversParentTypes['PasswordResetRefused']> = {
  reason?: Resolver<ResolversTypes['PasswordResetRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PasswordResetRequestResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetRequestResult'] = ResolversParentTypes['PasswordResetRequestResult']> = {
  __resolveType: TypeResolveFn<'PasswordResetRequested' | 'TooManyAttempts', ParentType, ContextType>;
};

export type PasswordResetRequestedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetRequested'] = ResolversParentTypes['PasswordResetRequested']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PasswordResetResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetResult'] = ResolversParentTypes['PasswordResetResult']> = {
  __resolveType: TypeResolveFn<'PasswordChanged' | 'PasswordResetRefused', ParentType, ContextType>;
};

export type PayPaylinkResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayPaylinkResult'] = ResolversParentTypes['PayPaylinkResult']> = {
  __resolveType: TypeResolveFn<'PaylinkBankTransfer' | 'PaylinkRedirect' | 'PaylinkRefused', ParentType, ContextType>;
};

export type PaybackResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Payback'] = ResolversParentTypes['Payback']> = {
  cardNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['PaybackEntry']>, ParentType, ContextType>;
  linkedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaybackEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaybackEntry'] = ResolversParentTypes['PaybackEntry']> = {
  bookedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PaybackEntryKind'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PaybackRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaybackRefused'] = ResolversParentTypes['PaybackRefused']> = {
  reason?: Resolver<ResolversTypes['PaybackRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaybackResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaybackResult'] = ResolversParentTypes['PaybackResult']> = {
  __resolveType: TypeResolveFn<'Payback' | 'PaybackRefused', ParentType, ContextType>;
};

export type PaylinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Paylink'] = ResolversParentTypes['Paylink']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bankTransferReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['PaylinkMethod']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidMethod?: Resolver<Maybe<ResolversTypes['PaylinkMethod']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaylinkStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaylinkBankTransferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaylinkBankTransfer'] = ResolversParentTypes['PaylinkBankTransfer']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bankTransferReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaylinkCompletionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaylinkCompletion'] = ResolversParentTypes['PaylinkCompletion']> = {
  __resolveType: TypeResolveFn<'Paylink' | 'PaylinkPaymentFailed', ParentType, ContextType>;
};

export type PaylinkPaymentFailedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaylinkPaymentFailed'] = ResolversParentTypes['PaylinkPaymentFailed']> = {
  reason?: Resolver<ResolversTypes['PaymentFailure'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaylinkRedirectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaylinkRedirect'] = ResolversParentTypes['PaylinkRedirect']> = {
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaylinkRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaylinkRefused'] = ResolversParentTypes['PaylinkRefused']> = {
  reason?: Resolver<ResolversTypes['PaylinkRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentCompletionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentCompletion'] = ResolversParentTypes['PaymentCompletion']> = {
  __resolveType: TypeResolveFn<'Order' | 'PaymentFailed', ParentType, ContextType>;
};

export type PaymentFailedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentFailed'] = ResolversParentTypes['PaymentFailed']> = {
  orderNumber?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['PaymentFailure'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentOfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentOffer'] = ResolversParentTypes['PaymentOffer']> = {
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  unavailable?: Resolver<Maybe<ResolversTypes['PaymentUnavailable']>, ParentType, ContextType>;
};

export type PaymentPauseOfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentPauseOffer'] = ResolversParentTypes['PaymentPauseOffer']> = {
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  surcharge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  surchargePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PersonalDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonalData'] = ResolversParentTypes['PersonalData']> = {
  customerNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dateOfBirth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PersonalDataProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonalDataProblem'] = ResolversParentTypes['PersonalDataProblem']> = {
  code?: Resolver<ResolversTypes['FieldProblemCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['PersonalDataField'], ParentType, ContextType>;
};

export type PersonalDataRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonalDataRefused'] = ResolversParentTypes['PersonalDataRefused']> = {
  problems?: Resolver<Array<ResolversTypes['PersonalDataProblem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PersonalDataResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonalDataResult'] = ResolversParentTypes['PersonalDataResult']> = {
  __resolveType: TypeResolveFn<'PersonalData' | 'PersonalDataRefused', ParentType, ContextType>;
};

export type PlaceOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceOrderResult'] = ResolversParentTypes['PlaceOrderResult']> = {
  __resolveType: TypeResolveFn<'Order' | 'OrderRefused', ParentType, ContextType>;
};

export type PremiumOfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PremiumOffer'] = ResolversParentTypes['PremiumOffer']> = {
  memberUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  renewsUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PrepaymentHintResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrepaymentHint'] = ResolversParentTypes['PrepaymentHint']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bankTransferReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Price'] = ResolversParentTypes['Price']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  installmentAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  installmentCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  installmentEffectiveRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  installmentFirstAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  installmentLastAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  installmentTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  originalAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['UnitPrice']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  colours?: Resolver<Array<ResolversTypes['Colour']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewTags?: Resolver<Array<ResolversTypes['ReviewTag']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slugs?: Resolver<Array<ResolversTypes['LocalizedSlug']>, ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Variant']>, ParentType, ContextType>;
  variationDimension?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountBookings?: Resolver<Maybe<ResolversTypes['AccountBookings']>, ParentType, ContextType, RequireFields<QueryAccountBookingsArgs, 'first'>>;
  accountInvoices?: Resolver<Maybe<ResolversTypes['AccountInvoiceList']>, ParentType, ContextType, RequireFields<QueryAccountInvoicesArgs, 'first'>>;
  accountOpenPayments?: Resolver<Maybe<ResolversTypes['AccountOpenPayments']>, ParentType, ContextType>;
  accountOrder?: Resolver<Maybe<ResolversTypes['AccountOrder']>, ParentType, ContextType, RequireFields<QueryAccountOrderArgs, 'locale' | 'number'>>;
  accountOrders?: Resolver<Maybe<ResolversTypes['AccountOrderList']>, ParentType, ContextType, RequireFields<QueryAccountOrdersArgs, 'first' | 'locale'>>;
  accountOverview?: Resolver<Maybe<ResolversTypes['AccountOverview']>, ParentType, ContextType, RequireFields<QueryAccountOverviewArgs, 'locale'>>;
  accountVouchers?: Resolver<Maybe<ResolversTypes['AccountVouchers']>, ParentType, ContextType>;
  addressBook?: Resolver<Maybe<ResolversTypes['AddressBook']>, ParentType, ContextType>;
  basket?: Resolver<ResolversTypes['Basket'], ParentType, ContextType, Partial<QueryBasketArgs>>;
  checkout?: Resolver<Maybe<ResolversTypes['Checkout']>, ParentType, ContextType, RequireFields<QueryCheckoutArgs, 'locale'>>;
  contactForm?: Resolver<ResolversTypes['ContactForm'], ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  instalmentCalculator?: Resolver<ResolversTypes['InstalmentCalculation'], ParentType, ContextType, RequireFields<QueryInstalmentCalculatorArgs, 'basePrice'>>;
  lendMoneyForm?: Resolver<Maybe<ResolversTypes['LendMoneyForm']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  newsletterSettings?: Resolver<Maybe<ResolversTypes['NewsletterSettings']>, ParentType, ContextType, RequireFields<QueryNewsletterSettingsArgs, 'token'>>;
  newsletterTerms?: Resolver<ResolversTypes['NewsletterTerms'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'locale' | 'number'>>;
  payback?: Resolver<Maybe<ResolversTypes['Payback']>, ParentType, ContextType>;
  paylink?: Resolver<Maybe<ResolversTypes['Paylink']>, ParentType, ContextType, RequireFields<QueryPaylinkArgs, 'locale' | 'token'>>;
  personalData?: Resolver<Maybe<ResolversTypes['PersonalData']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'currency' | 'locale' | 'sku'>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'currency' | 'first' | 'locale'>>;
  rating?: Resolver<Maybe<ResolversTypes['Rating']>, ParentType, ContextType, RequireFields<QueryRatingArgs, 'id' | 'locale'>>;
  recommendations?: Resolver<ResolversTypes['Recommendation'], ParentType, ContextType, RequireFields<QueryRecommendationsArgs, 'currency' | 'locale' | 'placement' | 'sku' | 'slot'>>;
  seoData?: Resolver<Maybe<ResolversTypes['SeoData']>, ParentType, ContextType, RequireFields<QuerySeoDataArgs, 'locale' | 'sku'>>;
  sortingOrder?: Resolver<Maybe<ResolversTypes['SortingOrder']>, ParentType, ContextType, RequireFields<QuerySortingOrderArgs, 'key' | 'locale'>>;
  sortingOrders?: Resolver<Array<ResolversTypes['SortingOrder']>, ParentType, ContextType, RequireFields<QuerySortingOrdersArgs, 'locale'>>;
  sponsoredProducts?: Resolver<Array<ResolversTypes['SponsoredProduct']>, ParentType, ContextType, RequireFields<QuerySponsoredProductsArgs, 'currency' | 'first' | 'locale'>>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType, Partial<QueryWishlistArgs>>;
};

export type RateProtectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RateProtection'] = ResolversParentTypes['RateProtection']> = {
  ageProblem?: Resolver<Maybe<ResolversTypes['RateProtectionRefusal']>, ParentType, ContextType>;
  birthDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmedMonthlyPremium?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  covers?: Resolver<Array<ResolversTypes['InsuredRisk']>, ParentType, ContextType>;
  monthlyPremium?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  needsConfirmation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  occupation?: Resolver<ResolversTypes['Occupation'], ParentType, ContextType>;
  totalPremium?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RateProtectionOfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RateProtectionOffer'] = ResolversParentTypes['RateProtectionOffer']> = {
  customerBirthDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastInstalment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxAgeAtEnd?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthlyPremium?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPremium?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RateProtectionProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RateProtectionProblem'] = ResolversParentTypes['RateProtectionProblem']> = {
  code?: Resolver<ResolversTypes['FieldProblemCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['RateProtectionField'], ParentType, ContextType>;
};

export type RatingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Rating'] = ResolversParentTypes['Rating']> = {
  average?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  distribution?: Resolver<Array<ResolversTypes['StarCount']>, ParentType, ContextType>;
  filter?: Resolver<ResolversTypes['RatingFilterState'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ReviewPage'], ParentType, ContextType, RequireFields<RatingReviewsArgs, 'page'>>;
  tags?: Resolver<Array<ResolversTypes['ReviewTagCount']>, ParentType, ContextType>;
};

export type RatingFilterStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RatingFilterState'] = ResolversParentTypes['RatingFilterState']> = {
  stars?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RecommendationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Recommendation'] = ResolversParentTypes['Recommendation']> = {
  kind?: Resolver<ResolversTypes['RecommendationKind'], ParentType, ContextType>;
  placement?: Resolver<ResolversTypes['RecommendationPlacement'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sponsor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RegistrationConfirmResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistrationConfirmResult'] = ResolversParentTypes['RegistrationConfirmResult']> = {
  __resolveType: TypeResolveFn<'RegistrationLinkRefused' | 'SessionKey', ParentType, ContextType>;
};

export type RegistrationLinkRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistrationLinkRefused'] = ResolversParentTypes['RegistrationLinkRefused']> = {
  reason?: Resolver<ResolversTypes['RegistrationLinkRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RegistrationMailedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistrationMailed'] = ResolversParentTypes['RegistrationMailed']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RegistrationRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistrationRefused'] = ResolversParentTypes['RegistrationRefused']> = {
  problems?: Resolver<Array<ResolversTypes['FieldProblem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RegistrationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistrationResult'] = ResolversParentTypes['RegistrationResult']> = {
  __resolveType: TypeResolveFn<'RegistrationMailed' | 'RegistrationRefused' | 'TooManyAttempts', ParentType, ContextType>;
};

export type RenewSessionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RenewSessionResult'] = ResolversParentTypes['RenewSessionResult']> = {
  __resolveType: TypeResolveFn<'SessionEnded' | 'SessionKey', ParentType, ContextType>;
};

export type ReturnLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnLine'] = ResolversParentTypes['ReturnLine']> = {
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReturnReason'], ParentType, ContextType>;
  variantLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReturnRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnRefused'] = ResolversParentTypes['ReturnRefused']> = {
  earliestPickup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReturnRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReturnRegisteredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnRegistered'] = ResolversParentTypes['ReturnRegistered']> = {
  return?: Resolver<ResolversTypes['OrderReturn'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReturnResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnResult'] = ResolversParentTypes['ReturnResult']> = {
  __resolveType: TypeResolveFn<'ReturnRefused' | 'ReturnRegistered', ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ReviewTag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifiedPurchase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReviewFieldProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewFieldProblem'] = ResolversParentTypes['ReviewFieldProblem']> = {
  field?: Resolver<ResolversTypes['ReviewField'], ParentType, ContextType>;
  problem?: Resolver<ResolversTypes['ReviewProblem'], ParentType, ContextType>;
};

export type ReviewPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewPage'] = ResolversParentTypes['ReviewPage']> = {
  nodes?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewRefused'] = ResolversParentTypes['ReviewRefused']> = {
  problems?: Resolver<Array<ResolversTypes['ReviewFieldProblem']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReviewRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReviewTagResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewTag'] = ResolversParentTypes['ReviewTag']> = {
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewTagCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewTagCount'] = ResolversParentTypes['ReviewTagCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SeoDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeoData'] = ResolversParentTypes['SeoData']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SessionEndedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionEnded'] = ResolversParentTypes['SessionEnded']> = {
  reason?: Resolver<ResolversTypes['SessionEndReason'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SessionKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionKey'] = ResolversParentTypes['SessionKey']> = {
  cc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  exp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keepUntil?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  loginState?: Resolver<ResolversTypes['LoginState'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShipmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = {
  delivery?: Resolver<ResolversTypes['Delivery'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SortingOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SortingOrder'] = ResolversParentTypes['SortingOrder']> = {
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SponsoredProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SponsoredProduct'] = ResolversParentTypes['SponsoredProduct']> = {
  campaign?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  sponsor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StarCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StarCount'] = ResolversParentTypes['StarCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TooManyAttemptsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TooManyAttempts'] = ResolversParentTypes['TooManyAttempts']> = {
  retryAfterSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UnitPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnitPrice'] = ResolversParentTypes['UnitPrice']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Variant'] = ResolversParentTypes['Variant']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VatAmountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VatAmount'] = ResolversParentTypes['VatAmount']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VoucherRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VoucherRefused'] = ResolversParentTypes['VoucherRefused']> = {
  reason?: Resolver<ResolversTypes['VoucherRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VoucherResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VoucherResult'] = ResolversParentTypes['VoucherResult']> = {
  __resolveType: TypeResolveFn<'Checkout' | 'VoucherRefused', ParentType, ContextType>;
};

export type WishlistResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['WishlistItem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WishlistItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishlistItem'] = ResolversParentTypes['WishlistItem']> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productSku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  variantLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variantSku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WishlistRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishlistRefused'] = ResolversParentTypes['WishlistRefused']> = {
  reason?: Resolver<ResolversTypes['WishlistRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WishlistResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishlistResult'] = ResolversParentTypes['WishlistResult']> = {
  __resolveType: TypeResolveFn<'Wishlist' | 'WishlistRefused', ParentType, ContextType>;
};

export type WriteReviewResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WriteReviewResult'] = ResolversParentTypes['WriteReviewResult']> = {
  __resolveType: TypeResolveFn<'ReviewRefused' | 'WrittenReview', ParentType, ContextType>;
};

export type WrittenReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WrittenReview'] = ResolversParentTypes['WrittenReview']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReviewStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AccountBookings?: AccountBookingsResolvers<ContextType>;
  AccountErased?: AccountErasedResolvers<ContextType>;
  AccountInvoice?: AccountInvoiceResolvers<ContextType>;
  AccountInvoiceList?: AccountInvoiceListResolvers<ContextType>;
  AccountOpenPayments?: AccountOpenPaymentsResolvers<ContextType>;
  AccountOrder?: AccountOrderResolvers<ContextType>;
  AccountOrderList?: AccountOrderListResolvers<ContextType>;
  AccountOverview?: AccountOverviewResolvers<ContextType>;
  AccountVoucher?: AccountVoucherResolvers<ContextType>;
  AccountVouchers?: AccountVouchersResolvers<ContextType>;
  AddToBasketRefused?: AddToBasketRefusedResolvers<ContextType>;
  AddToBasketResult?: AddToBasketResultResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressBook?: AddressBookResolvers<ContextType>;
  AddressBookRefused?: AddressBookRefusedResolvers<ContextType>;
  AddressBookResult?: AddressBookResultResolvers<ContextType>;
  AddressProblem?: AddressProblemResolvers<ContextType>;
  AppliedVoucher?: AppliedVoucherResolvers<ContextType>;
  AttachmentProblem?: AttachmentProblemResolvers<ContextType>;
  Basket?: BasketResolvers<ContextType>;
  BasketLine?: BasketLineResolvers<ContextType>;
  BasketShipping?: BasketShippingResolvers<ContextType>;
  Booking?: BookingResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  CheckoutParcelShop?: CheckoutParcelShopResolvers<ContextType>;
  CheckoutRefused?: CheckoutRefusedResolvers<ContextType>;
  CheckoutUpdateResult?: CheckoutUpdateResultResolvers<ContextType>;
  Colour?: ColourResolvers<ContextType>;
  ContactFieldProblem?: ContactFieldProblemResolvers<ContextType>;
  ContactForm?: ContactFormResolvers<ContextType>;
  ContactFormRefused?: ContactFormRefusedResolvers<ContextType>;
  ContactMessageResult?: ContactMessageResultResolvers<ContextType>;
  ContactMessageSent?: ContactMessageSentResolvers<ContextType>;
  ContactRefused?: ContactRefusedResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  Delivery?: DeliveryResolvers<ContextType>;
  DeliveryEvent?: DeliveryEventResolvers<ContextType>;
  DeliveryLine?: DeliveryLineResolvers<ContextType>;
  DeliveryOffer?: DeliveryOfferResolvers<ContextType>;
  EmailChangeRequested?: EmailChangeRequestedResolvers<ContextType>;
  EmailChangeResult?: EmailChangeResultResolvers<ContextType>;
  EmailChanged?: EmailChangedResolvers<ContextType>;
  EmailConfirmationResult?: EmailConfirmationResultResolvers<ContextType>;
  ErasureConfirmationResult?: ErasureConfirmationResultResolvers<ContextType>;
  ErasureRequestResult?: ErasureRequestResultResolvers<ContextType>;
  ErasureRequested?: ErasureRequestedResolvers<ContextType>;
  FieldProblem?: FieldProblemResolvers<ContextType>;
  GuestOrder?: GuestOrderResolvers<ContextType>;
  GuestOrderNotFound?: GuestOrderNotFoundResolvers<ContextType>;
  GuestOrderResult?: GuestOrderResultResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  InstalmentCalculation?: InstalmentCalculationResolvers<ContextType>;
  InstalmentNumber?: InstalmentNumberResolvers<ContextType>;
  InstalmentPlan?: InstalmentPlanResolvers<ContextType>;
  LendMoneyForm?: LendMoneyFormResolvers<ContextType>;
  LinkRefused?: LinkRefusedResolvers<ContextType>;
  LoanFieldProblem?: LoanFieldProblemResolvers<ContextType>;
  LoanFormRefused?: LoanFormRefusedResolvers<ContextType>;
  LoanRefused?: LoanRefusedResolvers<ContextType>;
  LoanRequestResult?: LoanRequestResultResolvers<ContextType>;
  LoanRequested?: LoanRequestedResolvers<ContextType>;
  LocalizedSlug?: LocalizedSlugResolvers<ContextType>;
  LoginCodeRequestResult?: LoginCodeRequestResultResolvers<ContextType>;
  LoginCodeSent?: LoginCodeSentResolvers<ContextType>;
  LoginRefused?: LoginRefusedResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  LoginState?: LoginStateResolvers<ContextType>;
  MailingsNotFound?: MailingsNotFoundResolvers<ContextType>;
  MailingsUnsubscribeResult?: MailingsUnsubscribeResultResolvers<ContextType>;
  MailingsUnsubscribed?: MailingsUnsubscribedResolvers<ContextType>;
  Maturity?: MaturityResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsletterAlreadySubscribed?: NewsletterAlreadySubscribedResolvers<ContextType>;
  NewsletterConfirmResult?: NewsletterConfirmResultResolvers<ContextType>;
  NewsletterLinkInvalid?: NewsletterLinkInvalidResolvers<ContextType>;
  NewsletterPending?: NewsletterPendingResolvers<ContextType>;
  NewsletterRefused?: NewsletterRefusedResolvers<ContextType>;
  NewsletterSettings?: NewsletterSettingsResolvers<ContextType>;
  NewsletterSettingsRefused?: NewsletterSettingsRefusedResolvers<ContextType>;
  NewsletterSettingsResult?: NewsletterSettingsResultResolvers<ContextType>;
  NewsletterSettingsSaved?: NewsletterSettingsSavedResolvers<ContextType>;
  NewsletterSignUpResult?: NewsletterSignUpResultResolvers<ContextType>;
  NewsletterSubscribed?: NewsletterSubscribedResolvers<ContextType>;
  NewsletterTerms?: NewsletterTermsResolvers<ContextType>;
  OpenReturn?: OpenReturnResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderRateProtection?: OrderRateProtectionResolvers<ContextType>;
  OrderRefused?: OrderRefusedResolvers<ContextType>;
  OrderReturn?: OrderReturnResolvers<ContextType>;
  OrderTotals?: OrderTotalsResolvers<ContextType>;
  PasswordChangeResult?: PasswordChangeResultResolvers<ContextType>;
  PasswordChanged?: PasswordChangedResolvers<ContextType>;
  PasswordResetRefused?: PasswordResetRefusedResolvers<ContextType>;
  PasswordResetRequestResult?: PasswordResetRequestResultResolvers<ContextType>;
  PasswordResetRequested?: PasswordResetRequestedResolvers<ContextType>;
  PasswordResetResult?: PasswordResetResultResolvers<ContextType>;
  PayPaylinkResult?: PayPaylinkResultResolvers<ContextType>;
  Payback?: PaybackResolvers<ContextType>;
  PaybackEntry?: PaybackEntryResolvers<ContextType>;
  PaybackRefused?: PaybackRefusedResolvers<ContextType>;
  PaybackResult?: PaybackResultResolvers<ContextType>;
  Paylink?: PaylinkResolvers<ContextType>;
  PaylinkBankTransfer?: PaylinkBankTransferResolvers<ContextType>;
  PaylinkCompletion?: PaylinkCompletionResolvers<ContextType>;
  PaylinkPaymentFailed?: PaylinkPaymentFailedResolvers<ContextType>;
  PaylinkRedirect?: PaylinkRedirectResolvers<ContextType>;
  PaylinkRefused?: PaylinkRefusedResolvers<ContextType>;
  PaymentCompletion?: PaymentCompletionResolvers<ContextType>;
  PaymentFailed?: PaymentFailedResolvers<ContextType>;
  PaymentOffer?: PaymentOfferResolvers<ContextType>;
  PaymentPauseOffer?: PaymentPauseOfferResolvers<ContextType>;
  PersonalData?: PersonalDataResolvers<ContextType>;
  PersonalDataProblem?: PersonalDataProblemResolvers<ContextType>;
  PersonalDataRefused?: PersonalDataRefusedResolvers<ContextType>;
  PersonalDataResult?: PersonalDataResultResolvers<ContextType>;
  PlaceOrderResult?: PlaceOrderResultResolvers<ContextType>;
  PremiumOffer?: PremiumOfferResolvers<ContextType>;
  PrepaymentHint?: PrepaymentHintResolvers<ContextType>;
  Price?: PriceResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateProtection?: RateProtectionResolvers<ContextType>;
  RateProtectionOffer?: RateProtectionOfferResolvers<ContextType>;
  RateProtectionProblem?: RateProtectionProblemResolvers<ContextType>;
  Rating?: RatingResolvers<ContextType>;
  RatingFilterState?: RatingFilterStateResolvers<ContextType>;
  Recommendation?: RecommendationResolvers<ContextType>;
  RegistrationConfirmResult?: RegistrationConfirmResultResolvers<ContextType>;
  RegistrationLinkRefused?: RegistrationLinkRefusedResolvers<ContextType>;
  RegistrationMailed?: RegistrationMailedResolvers<ContextType>;
  RegistrationRefused?: RegistrationRefusedResolvers<ContextType>;
  RegistrationResult?: RegistrationResultResolvers<ContextType>;
  RenewSessionResult?: RenewSessionResultResolvers<ContextType>;
  ReturnLine?: ReturnLineResolvers<ContextType>;
  ReturnRefused?: ReturnRefusedResolvers<ContextType>;
  ReturnRegistered?: ReturnRegisteredResolvers<ContextType>;
  ReturnResult?: ReturnResultResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewFieldProblem?: ReviewFieldProblemResolvers<ContextType>;
  ReviewPage?: ReviewPageResolvers<ContextType>;
  ReviewRefused?: ReviewRefusedResolvers<ContextType>;
  ReviewTag?: ReviewTagResolvers<ContextType>;
  ReviewTagCount?: ReviewTagCountResolvers<ContextType>;
  SeoData?: SeoDataResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  SessionEnded?: SessionEndedResolvers<ContextType>;
  SessionKey?: SessionKeyResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  SortingOrder?: SortingOrderResolvers<ContextType>;
  SponsoredProduct?: SponsoredProductResolvers<ContextType>;
  StarCount?: StarCountResolvers<ContextType>;
  TooManyAttempts?: TooManyAttemptsResolvers<ContextType>;
  UnitPrice?: UnitPriceResolvers<ContextType>;
  Variant?: VariantResolvers<ContextType>;
  VatAmount?: VatAmountResolvers<ContextType>;
  VoucherRefused?: VoucherRefusedResolvers<ContextType>;
  VoucherResult?: VoucherResultResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
  WishlistItem?: WishlistItemResolvers<ContextType>;
  WishlistRefused?: WishlistRefusedResolvers<ContextType>;
  WishlistResult?: WishlistResultResolvers<ContextType>;
  WriteReviewResult?: WriteReviewResultResolvers<ContextType>;
  WrittenReview?: WrittenReviewResolvers<ContextType>;
};


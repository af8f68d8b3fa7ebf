/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddToBasketRefusal =
  /** Fewer pieces in stock than the basket would hold. */
  | 'NOT_ENOUGH_STOCK'
  | 'SOLD_OUT'
  /** More than 10 pieces of one variant. */
  | 'TOO_MANY_PIECES'
  | 'UNKNOWN_VARIANT'
  /** A product sku: choose one of its variants first. */
  | 'VARIANT_REQUIRED';

export type AddressBookInput = {
  /** The address (the checkout's new address has the same shape). */
  address: AddressInput;
  /** Make it the default for these uses. */
  defaultFor?: Array<AddressUse> | null | undefined;
  /** The address to change; none adds one. */
  id?: string | number | null | undefined;
};

export type AddressBookRefusal =
  | 'ADDRESS_INVALID'
  /** The book holds its most addresses (ADDRESS_BOOK_LIMIT); delete one first. */
  | 'BOOK_FULL'
  | 'COUNTRY_NOT_SERVED'
  | 'NOT_FOUND';

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
  city: string;
  /** ISO country code, one of the shop's delivery countries. */
  country: string;
  firstName: string;
  houseNumber: string;
  lastName: string;
  postalCode: string;
  salutation: Salutation;
  street: string;
};

export type AddressUse =
  | 'BILLING'
  | 'DELIVERY';

export type BasePriceNotice =
  /** Not a whole amount of minor units: rounded. */
  | 'INVALID_INPUT'
  | 'LOWERED_TO_MAXIMUM'
  | 'RAISED_TO_MINIMUM';

export type BookingKind =
  /** Interest, surcharges and fees of an order beyond its goods, booked with its first invoice: owed. */
  | 'CHARGE'
  /** A return booked back. */
  | 'CREDIT'
  /** An invoice: owed. */
  | 'INVOICE'
  /** A payment received. */
  | 'PAYMENT';

export type Carrier =
  | 'DHL'
  | 'POSTNL'
  | 'SWISS_POST';

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

export type CheckoutStep =
  | 'BASKET'
  | 'DELIVERY'
  | 'PAYMENT'
  /** The rate protection's premium changed: confirm it again (the update page). */
  | 'RATE_PROTECTION';

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

export type ContactMessageInput = {
  /** Ids of this visitor's uploads, in the order attached. */
  attachments: Array<string>;
  /** YYYY-MM-DD or DD.MM.YYYY; empty: none given. */
  birthday: string;
  /** The solved captcha where the shop has one: base64 of the JSON { challenge, solution }. */
  captcha?: string | null | undefined;
  city: string;
  customerNumber: string;
  email: string;
  firstName: string;
  houseNumber: string;
  lastName: string;
  /** The page's locale: the confirmation mail's language. */
  locale: string;
  message: string;
  optOutAdvertising: boolean;
  optOutMarketing: boolean;
  optOutNewsletter: boolean;
  phone: string;
  postalCode: string;
  salutation: string;
  street: string;
  subject: string;
};

export type ContactRefusal =
  | 'TRY_LATER';

export type Currency =
  | 'CHF'
  | 'EUR';

export type DeliveryEventKind =
  | 'DELIVERED'
  | 'HANDED_OVER'
  | 'IN_TRANSIT'
  | 'OUT_FOR_DELIVERY';

export type DeliveryInput = {
  /** An address of the customer's book; or `newAddress`. */
  addressId?: string | number | null | undefined;
  /** The page's locale (the answer's texts and prices). */
  locale: string;
  newAddress?: AddressInput | null | undefined;
  option: DeliveryOption;
  /** The parcel shop (PARCEL_SHOP only). */
  parcelShopId?: string | number | null | undefined;
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

export type InsuredRisk =
  | 'DEATH'
  /** Incapacity for work. */
  | 'INCAPACITY'
  /** Involuntary unemployment (employees only). */
  | 'UNEMPLOYMENT';

export type LinkRefusal =
  /** Another account of this shop took the address since the link was sent. */
  | 'EMAIL_TAKEN'
  /** Unknown, used or expired: ask again. */
  | 'LINK_INVALID_OR_EXPIRED';

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

export type LoanRefusal =
  /** The shop knows no IBAN of the customer, or does not offer lending. */
  | 'CANNOT_BE_PROCESSED'
  /** One or more conditions of spec §5 are not met. */
  | 'CONDITIONS_NOT_MET'
  /** The credit bureau did not answer: try later. */
  | 'STATUS_CHECK_FAILED';

export type LoanRequestInput = {
  accountHolder: string;
  /** Whole euros. */
  amount: string;
  /** The page's locale: the confirmation mail's language. */
  locale: string;
  phone: string;
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

export type MaturityKind =
  | 'INSTALMENT'
  | 'INVOICE'
  | 'PREPAYMENT';

export type MaturityState =
  | 'OPEN'
  /** Open after its day. */
  | 'OVERDUE'
  | 'PAID';

export type NewsletterConfirmInput = {
  locale: string;
  /** The token of the mail's link. */
  token: string;
};

export type NewsletterRefusal =
  | 'EMAIL_INVALID'
  /** Too many mails to this address for now. */
  | 'TRY_LATER';

export type NewsletterResendInput = {
  locale: string;
  /** The pending subscription (NewsletterPending.subscription). */
  subscription: string;
};

export type NewsletterSettingsInput = {
  option: string;
  /** 7, 14, 21 or 30 with pause|-100. */
  pauseDays?: number | null | undefined;
  /** shop, second-brand or both with unsubscribe|99. */
  scope?: string | null | undefined;
  /** The mail link's `s`. */
  token: string;
};

export type NewsletterSettingsRefusal =
  /** The link's subscription is not (or no longer) on. */
  | 'NOT_SUBSCRIBED'
  | 'OPTION_REQUIRED'
  | 'PAUSE_REQUIRED'
  | 'SCOPE_REQUIRED';

export type NewsletterSignUpInput = {
  email: string;
  /** The page's locale: the mails' language. */
  locale: string;
};

export type Occupation =
  | 'CIVIL_SERVANT'
  | 'EMPLOYED'
  | 'OTHER'
  | 'RETIRED'
  | 'SELF_EMPLOYED';

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

export type OrderStatus =
  | 'AWAITING_PAYMENT'
  | 'CANCELLED'
  | 'PAID'
  | 'PLACED';

export type PasswordResetRefusal =
  /** Unknown, used or expired: ask for a new link. */
  | 'LINK_INVALID_OR_EXPIRED'
  | 'PASSWORD_COMMON'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_TOO_SHORT';

export type PaybackEntryKind =
  | 'COLLECTED'
  | 'TAKEN_BACK';

export type PaybackRefusal =
  /** This shop does not offer PAYBACK. */
  | 'NOT_ENABLED'
  /** Not a PAYBACK customer number (10 digits with their check digit). */
  | 'NUMBER_INVALID';

export type PaylinkMethod =
  | 'CREDIT_CARD'
  | 'IDEAL'
  | 'PAYPAL'
  /** By bank transfer with the reference (nothing to do at the provider). */
  | 'PREPAYMENT'
  | 'TWINT';

export type PaylinkRefusal =
  | 'ALREADY_PAID'
  | 'CANCELLED'
  | 'EXPIRED'
  /** Not a method the shop allows for links. */
  | 'METHOD_UNAVAILABLE'
  | 'UNKNOWN';

export type PaylinkStatus =
  | 'CANCELLED'
  /** Past its date: the customer service makes a new one. */
  | 'EXPIRED'
  | 'OPEN'
  | 'PAID';

export type PaymentFailure =
  | 'ABANDONED'
  | 'DECLINED'
  /** Not the provider's word, or not this customer's payment. */
  | 'INVALID'
  /** Not finished at the provider yet. */
  | 'PENDING';

export type PaymentInput = {
  /** The number of instalments (INSTALMENTS only): one of Checkout.instalmentCounts. */
  instalmentCount?: number | null | undefined;
  /** The page's locale. */
  locale: string;
  method: PaymentMethod;
  /** Pay later (the tenant's months) for a surcharge; where the shop offers it. */
  paymentPause?: boolean | null | undefined;
};

export type PaymentMethod =
  | 'CREDIT_CARD'
  | 'IDEAL'
  | 'INSTALMENTS'
  | 'INVOICE'
  | 'PREPAYMENT';

export type PaymentUnavailable =
  /** The total is above the shop's invoice limit. */
  | 'ABOVE_INVOICE_LIMIT'
  /** The goods are outside the instalment calculator's range. */
  | 'OUTSIDE_INSTALMENT_RANGE';

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
  dateOfBirth: string;
  firstName: string;
  /** A new IBAN; absent, null or empty keeps the stored one. */
  iban?: string | null | undefined;
  lastName: string;
  /** Empty forgets the number. */
  phone: string;
  removeIban?: boolean | null | undefined;
};

export type RateProtectionField =
  | 'BIRTH_DATE'
  | 'CONSENT'
  | 'OCCUPATION';

export type RateProtectionInput = {
  /** YYYY-MM-DD or DD.MM.YYYY, as typed. */
  birthDate?: string | null | undefined;
  /** The shopper ticked the consent to the insurance's terms and its product information. */
  consent?: boolean | null | undefined;
  /** The page's locale. */
  locale: string;
  occupation?: Occupation | null | undefined;
  /** Insure the instalments (true), or take the insurance off (false: the other fields are not needed). */
  protect: boolean;
};

export type RateProtectionRefusal =
  | 'AGE_TOO_OLD'
  | 'AGE_TOO_YOUNG';

export type RatingFilter = {
  /** Only reviews with this many stars (1–5). */
  stars?: number | null | undefined;
  /** Only reviews with this tag key. */
  tag?: string | null | undefined;
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

export type RegistrationField =
  | 'DATE_OF_BIRTH'
  | 'EMAIL'
  | 'FIRST_NAME'
  | 'LAST_NAME'
  | 'PASSWORD';

export type RegistrationInput = {
  /** YYYY-MM-DD */
  dateOfBirth: string;
  email: string;
  firstName: string;
  keepLoggedIn?: boolean | null | undefined;
  lastName: string;
  /** The page's locale: the mails' language. */
  locale: string;
  /** Where the shopper goes after confirming (a path of the shop, e.g. back to the checkout). */
  next?: string | null | undefined;
  password: string;
};

export type RegistrationLinkRefusal =
  /** An account with this e-mail was opened meanwhile: log in. */
  | 'EMAIL_TAKEN'
  /** Unknown, used or expired: register again. */
  | 'LINK_INVALID_OR_EXPIRED';

export type ReturnInput = {
  lines: Array<ReturnLineInput>;
  /** The page's locale. */
  locale: string;
  method: ReturnMethod;
  orderNumber: string | number;
  /** YYYY-MM-DD (PICKUP only). */
  pickupOn?: string | null | undefined;
};

export type ReturnLineInput = {
  /** The order line's position. */
  position: number;
  quantity: number;
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

export type ReturnStatus =
  | 'RECEIVED'
  | 'REFUNDED'
  | 'REGISTERED';

export type ReviewField =
  | 'AUTHOR'
  | 'BODY'
  | 'STARS'
  | 'TAGS'
  | 'TITLE';

export type ReviewInput = {
  /** The name shown, 2 to 40 characters. */
  author: string;
  /** 20 to 2000 characters. */
  body: string;
  /** The shop locale the review was written in. */
  locale: string;
  sku: string | number;
  /** 1 to 5. */
  stars: number;
  /** Tag keys the product's reviews offer (see Rating.tags / Product.reviewTags). */
  tags?: Array<string> | null | undefined;
  /** 3 to 80 characters. */
  title: string;
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

export type ReviewStatus =
  | 'PENDING'
  | 'PUBLISHED'
  | 'REJECTED';

export type Salutation =
  | 'FEMALE'
  | 'MALE'
  | 'NONE';

export type SessionEndReason =
  /** Expired and not kept on the device. */
  | 'EXPIRED'
  /** No token, or one that is not this shop's. */
  | 'NO_SESSION'
  /** Logged out, or the password changed. */
  | 'REVOKED';

/** How a basket travels: as parcels, or the whole order by freight carrier (large furniture, appliances). */
export type ShippingMethod =
  | 'FREIGHT'
  | 'PARCEL';

/** The upload rules of @vitrine/upload-rules, and an upload that is gone. */
export type UploadProblemCode =
  | 'DUPLICATE_NAME'
  | 'FILE_TOO_LARGE'
  /** Not an upload of this visitor waiting for a message (expired, used, or never made). */
  | 'NOT_FOUND'
  | 'TOO_MANY_FILES'
  | 'TOTAL_TOO_LARGE'
  | 'UNSUPPORTED_FORMAT';

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

export type VoucherStanding =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'UPCOMING'
  /** The newsletter voucher, once redeemed. */
  | 'USED';

export type WishlistRefusal =
  | 'NOT_ON_WISHLIST'
  | 'NO_CHANGES'
  | 'SOLD_OUT'
  | 'UNKNOWN_VARIANT'
  | 'VARIANT_REQUIRED';

export type AddressBookFieldsFragment = { defaultDelivery: string | null, defaultBilling: string | null, addresses: Array<{ id: string, salutation: Salutation, firstName: string, lastName: string, street: string, houseNumber: string, postalCode: string, city: string, country: string }> };

export type AddressBookPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AddressBookPageQuery = { addressBook: { defaultDelivery: string | null, defaultBilling: string | null, addresses: Array<{ id: string, salutation: Salutation, firstName: string, lastName: string, street: string, houseNumber: string, postalCode: string, city: string, country: string }> } | null };

export type SaveAddressMutationVariables = Exact<{
  input: AddressBookInput;
}>;


export type SaveAddressMutation = { saveAddress:
    | { __typename: 'AddressBook', defaultDelivery: string | null, defaultBilling: string | null, addresses: Array<{ id: string, salutation: Salutation, firstName: string, lastName: string, street: string, houseNumber: string, postalCode: string, city: string, country: string }> }
    | { __typename: 'AddressBookRefused', reason: AddressBookRefusal, problems: Array<{ field: AddressField, code: FieldProblemCode }> }
   };

export type DeleteAddressMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAddressMutation = { deleteAddress:
    | { __typename: 'AddressBook' }
    | { __typename: 'AddressBookRefused', reason: AddressBookRefusal }
   };

export type SetDefaultAddressMutationVariables = Exact<{
  id: string | number;
  use: AddressUse;
}>;


export type SetDefaultAddressMutation = { setDefaultAddress:
    | { __typename: 'AddressBook' }
    | { __typename: 'AddressBookRefused', reason: AddressBookRefusal }
   };

export type AccountParcelLineFragment = { position: number, productName: string, variantLabel: string | null, quantity: number };

export type AccountParcelFragment = { id: string, status: DeliveryStatus, carrier: Carrier, trackingNumber: string, trackingUrl: string, shippedAt: string, deliveredAt: string | null, lines: Array<{ position: number, productName: string, variantLabel: string | null, quantity: number }>, events: Array<{ at: string, kind: DeliveryEventKind, place: string }> };

export type AccountReturnFragment = { id: string, method: ReturnMethod, pickupOn: string | null, status: ReturnStatus, label: string };

export type AccountOrderFieldsFragment = { progress: OrderProgress, order: { number: string, status: OrderStatus, createdAt: string, currency: Currency, lines: Array<{ position: number, productName: string, variantLabel: string | null, quantity: number, lineTotal: number }>, totals: { total: number } }, deliveries: Array<{ id: string, status: DeliveryStatus, carrier: Carrier, trackingNumber: string, trackingUrl: string, shippedAt: string, deliveredAt: string | null, lines: Array<{ position: number, productName: string, variantLabel: string | null, quantity: number }>, events: Array<{ at: string, kind: DeliveryEventKind, place: string }> }>, inPreparation: Array<{ position: number, productName: string, variantLabel: string | null, quantity: number }>, returns: Array<{ id: string, method: ReturnMethod, pickupOn: string | null, status: ReturnStatus, label: string }>, returnable: Array<{ quantity: number }> };

export type AccountOrdersPageQueryVariables = Exact<{
  locale: string;
  first?: number | null | undefined;
  after?: string | number | null | undefined;
}>;


export type AccountOrdersPageQuery = { accountOrders: { next: string | null, orders: Array<{ progress: OrderProgress, order: { number: string, status: OrderStatus, createdAt: string, currency: Currency, lines: Array<{ position: number, productName: string, variantLabel: string | null, quantity: number, lineTotal: number }>, totals: { total: number } }, deliveries: Array<{ id: string, status: DeliveryStatus, carrier: Carrier, trackingNumber: string, trackingUrl: string, shippedAt: string, deliveredAt: string | null, lines: Array<{ position: number, productName: string, variantLabel: string | null, quantity: number }>, events: Array<{ at: string, kind: DeliveryEventKind, place: string }> }>, inPreparation: Array<{ position: number, productName: string, variantLabel: string | null, quantity: number }>, returns: Array<{ id: string, method: ReturnMethod, pickupOn: string | null, status: ReturnStatus, label: string }>, returnable: Array<{ quantity: number }> }> } | null };

export type AccountInvoicesPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | number | null | undefined;
}>;


export type AccountInvoicesPageQuery = { accountInvoices: { next: string | null, invoices: Array<{ number: string, orderNumber: string, issuedOn: string, deliveredOn: string, currency: Currency, total: number, dueOn: string | null, pdf: string }> } | null };

export type AccountOrderReturnQueryVariables = Exact<{
  number: string | number;
  locale: string;
}>;


export type AccountOrderReturnQuery = { accountOrder: { pickupDays: Array<string>, order: { number: string, address: { country: string } }, returnable: Array<{ position: number, productName: string, variantLabel: string | null, quantity: number }> } | null };

export type RegisterReturnMutationVariables = Exact<{
  input: ReturnInput;
}>;


export type RegisterReturnMutation = { registerReturn:
    | { __typename: 'ReturnRefused', reason: ReturnRefusal, earliestPickup: string | null }
    | { __typename: 'ReturnRegistered', return: { id: string } }
   };

export type AccountBookingsPageQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type AccountBookingsPageQuery = { accountBookings: { currency: Currency, balance: number, count: number, entries: Array<{ id: string, bookedOn: string, kind: BookingKind, amount: number, balance: number, orderNumber: string | null, invoiceNumber: string | null, returnId: string | null }> } | null };

export type AccountOpenPaymentsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountOpenPaymentsQuery = { accountOpenPayments: { currency: Currency, open: number, payments: Array<{ kind: MaturityKind, orderNumber: string, invoiceNumber: string | null, due: string, amount: number, open: number, state: MaturityState, instalment: { number: number, count: number } | null }> } | null };

export type AccountOverviewPageQueryVariables = Exact<{
  locale: string;
}>;


export type AccountOverviewPageQuery = { accountOverview: { shipments: Array<{ orderNumber: string, delivery: { id: string, status: DeliveryStatus, carrier: Carrier, trackingNumber: string, trackingUrl: string, shippedAt: string, deliveredAt: string | null, lines: Array<{ position: number, productName: string, variantLabel: string | null, quantity: number }>, events: Array<{ at: string, kind: DeliveryEventKind, place: string }> } }>, openReturns: Array<{ orderNumber: string, return: { id: string, method: ReturnMethod, pickupOn: string | null, status: ReturnStatus, label: string } }> } | null, accountVouchers: { active: Array<{ code: string, value: number, percent: boolean, minimumOrder: number, validUntil: string, customerGroup: VoucherCustomerGroup, standing: VoucherStanding }>, expired: Array<{ code: string, value: number, percent: boolean, minimumOrder: number, validUntil: string, customerGroup: VoucherCustomerGroup, standing: VoucherStanding }> } | null, me: { premiumUntil: string | null } | null };

export type AccountVoucherFieldsFragment = { code: string, value: number, percent: boolean, minimumOrder: number, validUntil: string, customerGroup: VoucherCustomerGroup, standing: VoucherStanding };

export type PersonalDataFieldsFragment = { customerNumber: string, email: string, pendingEmail: string | null, firstName: string, lastName: string, dateOfBirth: string, phone: string | null, iban: string | null };

export type PersonalDataProblemsFragment = { problems: Array<{ field: PersonalDataField, code: FieldProblemCode }> };

export type PersonalDataPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PersonalDataPageQuery = { personalData: { customerNumber: string, email: string, pendingEmail: string | null, firstName: string, lastName: string, dateOfBirth: string, phone: string | null, iban: string | null } | null };

export type UpdatePersonalDataMutationVariables = Exact<{
  input: PersonalDataInput;
}>;


export type UpdatePersonalDataMutation = { updatePersonalData:
    | { __typename: 'PersonalData', customerNumber: string, email: string, pendingEmail: string | null, firstName: string, lastName: string, dateOfBirth: string, phone: string | null, iban: string | null }
    | { __typename: 'PersonalDataRefused', problems: Array<{ field: PersonalDataField, code: FieldProblemCode }> }
   };

export type RequestEmailChangeMutationVariables = Exact<{
  email: string;
  password: string;
  locale: string;
}>;


export type RequestEmailChangeMutation = { requestEmailChange:
    | { __typename: 'EmailChangeRequested', email: string }
    | { __typename: 'PersonalDataRefused', problems: Array<{ field: PersonalDataField, code: FieldProblemCode }> }
    | { __typename: 'TooManyAttempts', retryAfterSeconds: number }
   };

export type ConfirmEmailChangeMutationVariables = Exact<{
  token: string;
  locale: string;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange:
    | { __typename: 'EmailChanged', email: string }
    | { __typename: 'LinkRefused', reason: LinkRefusal }
   };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword:
    | { __typename: 'PasswordChanged', email: string }
    | { __typename: 'PersonalDataRefused', problems: Array<{ field: PersonalDataField, code: FieldProblemCode }> }
    | { __typename: 'TooManyAttempts', retryAfterSeconds: number }
   };

export type RequestErasureMutationVariables = Exact<{
  password: string;
  locale: string;
}>;


export type RequestErasureMutation = { requestErasure:
    | { __typename: 'ErasureRequested', email: string }
    | { __typename: 'PersonalDataRefused', problems: Array<{ field: PersonalDataField, code: FieldProblemCode }> }
    | { __typename: 'TooManyAttempts', retryAfterSeconds: number }
   };

export type ConfirmErasureMutationVariables = Exact<{
  token: string;
  locale: string;
}>;


export type ConfirmErasureMutation = { confirmErasure:
    | { __typename: 'AccountErased', erasedAt: string }
    | { __typename: 'LinkRefused', reason: LinkRefusal }
   };

export type LookUpOrderMutationVariables = Exact<{
  number: string | number;
  email: string;
  postalCode: string;
  locale: string;
}>;


export type LookUpOrderMutation = { lookUpOrder:
    | { __typename: 'GuestOrder', number: string, createdAt: string, progress: OrderProgress, deliveries: Array<{ id: string, status: DeliveryStatus, carrier: Carrier, trackingNumber: string, trackingUrl: string, shippedAt: string, deliveredAt: string | null, lines: Array<{ position: number, productName: string, variantLabel: string | null, quantity: number }>, events: Array<{ at: string, kind: DeliveryEventKind, place: string }> }>, inPreparation: Array<{ position: number, productName: string, variantLabel: string | null, quantity: number }> }
    | { __typename: 'GuestOrderNotFound', number: string }
    | { __typename: 'TooManyAttempts', retryAfterSeconds: number }
   };

export type PaybackFieldsFragment = { cardNumber: string | null, linkedOn: string | null, points: number, entries: Array<{ bookedOn: string, kind: PaybackEntryKind, points: number, invoiceNumber: string | null, returnId: string | null }> };

export type PaybackPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PaybackPageQuery = { payback: { cardNumber: string | null, linkedOn: string | null, points: number, entries: Array<{ bookedOn: string, kind: PaybackEntryKind, points: number, invoiceNumber: string | null, returnId: string | null }> } | null };

export type LinkPaybackCardMutationVariables = Exact<{
  number: string;
}>;


export type LinkPaybackCardMutation = { linkPaybackCard:
    | { __typename: 'Payback', cardNumber: string | null, linkedOn: string | null, points: number, entries: Array<{ bookedOn: string, kind: PaybackEntryKind, points: number, invoiceNumber: string | null, returnId: string | null }> }
    | { __typename: 'PaybackRefused', reason: PaybackRefusal }
   };

export type UnlinkPaybackCardMutationVariables = Exact<{ [key: string]: never; }>;


export type UnlinkPaybackCardMutation = { unlinkPaybackCard:
    | { __typename: 'Payback' }
    | { __typename: 'PaybackRefused' }
   };

export type LendMoneyFormQueryVariables = Exact<{ [key: string]: never; }>;


export type LendMoneyFormQuery = { lendMoneyForm: { accountHolder: string, iban: string | null, phone: string | null, minAmount: number, maxAmount: number } | null };

export type RequestLoanMutationVariables = Exact<{
  input: LoanRequestInput;
}>;


export type RequestLoanMutation = { requestLoan:
    | { __typename: 'LoanFormRefused', problems: Array<{ field: LoanField, code: FieldProblemCode }> }
    | { __typename: 'LoanRefused', reason: LoanRefusal, conditions: Array<LoanCondition> }
    | { __typename: 'LoanRequested', reference: string, amount: number }
   };

export type ProductCardFragment = { sku: string, slug: string, productName: string, brand: string, rating: number | null, reviewCount: number, available: boolean, flags: Array<string>, variationDimension: string | null, colours: Array<{ name: string, hex: string }>, price: { currency: Currency, amount: number, originalAmount: number | null, discountPercent: number | null, installmentCount: number | null, installmentAmount: number | null, installmentFirstAmount: number | null, installmentLastAmount: number | null, installmentTotal: number | null, installmentEffectiveRate: number | null, unitPrice: { amount: number, quantity: number, unit: string } | null }, images: Array<{ url: string, alt: string, width: number, height: number }> };

export type StorefrontProductsQueryVariables = Exact<{
  locale: string;
  currency: Currency;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type StorefrontProductsQuery = { products: { totalCount: number, endCursor: string | null, hasNextPage: boolean, nodes: Array<{ sku: string, slug: string, productName: string, brand: string, rating: number | null, reviewCount: number, available: boolean, flags: Array<string>, variationDimension: string | null, colours: Array<{ name: string, hex: string }>, price: { currency: Currency, amount: number, originalAmount: number | null, discountPercent: number | null, installmentCount: number | null, installmentAmount: number | null, installmentFirstAmount: number | null, installmentLastAmount: number | null, installmentTotal: number | null, installmentEffectiveRate: number | null, unitPrice: { amount: number, quantity: number, unit: string } | null }, images: Array<{ url: string, alt: string, width: number, height: number }> }> } };

export type ProductDetailQueryVariables = Exact<{
  sku: string | number;
  locale: string;
  currency: Currency;
}>;


export type ProductDetailQuery = { product: { description: string, sku: string, slug: string, productName: string, brand: string, rating: number | null, reviewCount: number, available: boolean, flags: Array<string>, variationDimension: string | null, slugs: Array<{ locale: string, slug: string }>, category: { key: string, name: string }, breadcrumbs: Array<{ label: string, categoryKey: string }>, variants: Array<{ sku: string, label: string, available: boolean }>, services: Array<{ key: string, name: string, description: string, price: number }>, reviewTags: Array<{ key: string, label: string }>, colours: Array<{ name: string, hex: string }>, price: { currency: Currency, amount: number, originalAmount: number | null, discountPercent: number | null, installmentCount: number | null, installmentAmount: number | null, installmentFirstAmount: number | null, installmentLastAmount: number | null, installmentTotal: number | null, installmentEffectiveRate: number | null, unitPrice: { amount: number, quantity: number, unit: string } | null }, images: Array<{ url: string, alt: string, width: number, height: number }> } | null };

export type ReviewItemFragment = { id: string, stars: number, title: string, body: string, language: string, author: string, createdAt: string, verifiedPurchase: boolean, tags: Array<{ key: string, label: string }> };

export type ProductRatingQueryVariables = Exact<{
  id: string | number;
  locale: string;
  filter?: RatingFilter | null | undefined;
  page?: number | null | undefined;
}>;


export type ProductRatingQuery = { rating: { id: string, average: number | null, count: number, distribution: Array<{ stars: number, count: number }>, tags: Array<{ key: string, label: string, count: number }>, filter: { stars: number | null, tag: string | null }, reviews: { page: number, pageSize: number, pageCount: number, totalCount: number, nodes: Array<{ id: string, stars: number, title: string, body: string, language: string, author: string, createdAt: string, verifiedPurchase: boolean, tags: Array<{ key: string, label: string }> }> } } | null };

export type RecommendationsQueryVariables = Exact<{
  placement: RecommendationPlacement;
  slot: number;
  sku: string | number;
  locale: string;
  currency: Currency;
}>;


export type RecommendationsQuery = { recommendations: { placement: RecommendationPlacement, slot: number, kind: RecommendationKind, sponsor: string | null, products: Array<{ sku: string, slug: string, productName: string, brand: string, rating: number | null, reviewCount: number, available: boolean, flags: Array<string>, variationDimension: string | null, colours: Array<{ name: string, hex: string }>, price: { currency: Currency, amount: number, originalAmount: number | null, discountPercent: number | null, installmentCount: number | null, installmentAmount: number | null, installmentFirstAmount: number | null, installmentLastAmount: number | null, installmentTotal: number | null, installmentEffectiveRate: number | null, unitPrice: { amount: number, quantity: number, unit: string } | null }, images: Array<{ url: string, alt: string, width: number, height: number }> }> } };

export type SponsoredProductsQueryVariables = Exact<{
  sku?: string | number | null | undefined;
  category?: string | null | undefined;
  locale: string;
  currency: Currency;
  first?: number | null | undefined;
}>;


export type SponsoredProductsQuery = { sponsoredProducts: Array<{ sponsor: string, campaign: string, product: { sku: string, slug: string, productName: string, brand: string, rating: number | null, reviewCount: number, available: boolean, flags: Array<string>, variationDimension: string | null, colours: Array<{ name: string, hex: string }>, price: { currency: Currency, amount: number, originalAmount: number | null, discountPercent: number | null, installmentCount: number | null, installmentAmount: number | null, installmentFirstAmount: number | null, installmentLastAmount: number | null, installmentTotal: number | null, installmentEffectiveRate: number | null, unitPrice: { amount: number, quantity: number, unit: string } | null }, images: Array<{ url: string, alt: string, width: number, height: number }> } }> };

export type WriteReviewMutationVariables = Exact<{
  input: ReviewInput;
}>;


export type WriteReviewMutation = { writeReview:
    | { __typename: 'ReviewRefused', reason: ReviewRefusal, problems: Array<{ field: ReviewField, problem: ReviewProblem }> }
    | { __typename: 'WrittenReview', id: string, status: ReviewStatus }
   };

export type AddToBasketMutationVariables = Exact<{
  variantSku: string | number;
  quantity?: number | null | undefined;
}>;


export type AddToBasketMutation = { addToBasket:
    | { __typename: 'AddToBasketRefused', reason: AddToBasketRefusal, available: number | null }
    | { __typename: 'Basket', id: string, count: number, shipping: { method: ShippingMethod, cost: number, freeFrom: number, missingForFree: number }, lines: Array<{ variantSku: string, productSku: string, quantity: number }> }
   };

export type SitemapProductsQueryVariables = Exact<{
  locale: string;
  currency: Currency;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SitemapProductsQuery = { products: { endCursor: string | null, hasNextPage: boolean, nodes: Array<{ sku: string, slug: string }> } };

export type HeaderCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderCountsQuery = { basket: { id: string, count: number } };

export type BasketShippingFieldsFragment = { method: ShippingMethod, cost: number, freeFrom: number, missingForFree: number };

export type BasketPageQueryVariables = Exact<{
  locale: string;
  currency: Currency;
}>;


export type BasketPageQuery = { basket: { id: string, count: number, subtotal: number | null, shipping: { method: ShippingMethod, cost: number, freeFrom: number, missingForFree: number }, lines: Array<{ variantSku: string, productSku: string, quantity: number, available: number, unitPrice: number | null, lineTotal: number | null, variantLabel: string | null, product: { sku: string, slug: string, productName: string, images: Array<{ url: string, alt: string, width: number, height: number }> } | null }> } };

export type ChangeBasketQuantityMutationVariables = Exact<{
  variantSku: string | number;
  quantity: number;
}>;


export type ChangeBasketQuantityMutation = { changeBasketQuantity:
    | { __typename: 'AddToBasketRefused', reason: AddToBasketRefusal, available: number | null }
    | { __typename: 'Basket', id: string, count: number }
   };

export type RemoveFromBasketMutationVariables = Exact<{
  variantSku: string | number;
}>;


export type RemoveFromBasketMutation = { removeFromBasket: { id: string, count: number } };

export type WishlistCountQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistCountQuery = { wishlist: { id: string, count: number, items: Array<{ productSku: string, variantSku: string }> } };

export type WishlistPageQueryVariables = Exact<{
  locale: string;
  currency: Currency;
}>;


export type WishlistPageQuery = { wishlist: { id: string, count: number, items: Array<{ variantSku: string, productSku: string, addedAt: string, variantLabel: string | null, available: boolean, product: { sku: string, slug: string, productName: string, brand: string, rating: number | null, reviewCount: number, available: boolean, flags: Array<string>, variationDimension: string | null, variants: Array<{ sku: string, label: string, available: boolean }>, colours: Array<{ name: string, hex: string }>, price: { currency: Currency, amount: number, originalAmount: number | null, discountPercent: number | null, installmentCount: number | null, installmentAmount: number | null, installmentFirstAmount: number | null, installmentLastAmount: number | null, installmentTotal: number | null, installmentEffectiveRate: number | null, unitPrice: { amount: number, quantity: number, unit: string } | null }, images: Array<{ url: string, alt: string, width: number, height: number }> } | null }> } };

export type AddToWishlistMutationVariables = Exact<{
  variantSku: string | number;
}>;


export type AddToWishlistMutation = { addToWishlist:
    | { __typename: 'Wishlist', id: string, count: number }
    | { __typename: 'WishlistRefused', reason: WishlistRefusal }
   };

export type RemoveFromWishlistMutationVariables = Exact<{
  variantSku: string | number;
}>;


export type RemoveFromWishlistMutation = { removeFromWishlist: { id: string, count: number } };

export type ChangeWishlistItemMutationVariables = Exact<{
  variantSku: string | number;
  newVariantSku: string | number;
}>;


export type ChangeWishlistItemMutation = { changeWishlistItem:
    | { __typename: 'Wishlist', id: string, count: number }
    | { __typename: 'WishlistRefused', reason: WishlistRefusal }
   };

export type ProductVariantsQueryVariables = Exact<{
  sku: string | number;
  locale: string;
  currency: Currency;
}>;


export type ProductVariantsQuery = { product: { sku: string, variants: Array<{ sku: string, label: string, available: boolean }> } | null };

export type CheckoutAddressFragment = { id: string, salutation: Salutation, firstName: string, lastName: string, street: string, houseNumber: string, postalCode: string, city: string, country: string };

export type CheckoutPlanFragment = { basePrice: number, count: number, firstInstalment: number, monthlyInstalment: number, lastInstalment: number, surcharge: number, interest: number, monthlyInterestFactor: number, monthlyRateSurchargeFactor: number, pauseSurchargePercent: number, overallPrice: number, effectiveAnnualRate: number };

export type CheckoutTotalsFragment = { goods: number, shipping: number, paymentSurcharge: number, discount: number, fees: number, total: number, vat: Array<{ rate: number, amount: number }> };

export type CheckoutPageQueryVariables = Exact<{
  locale: string;
  near: string;
  withParcelShops: boolean;
}>;


export type CheckoutPageQuery = { checkout: { id: string, currency: Currency, missing: Array<CheckoutStep>, deliveryOption: DeliveryOption | null, deliveryCountries: Array<string>, paymentMethod: PaymentMethod | null, instalmentCount: number | null, instalmentCounts: Array<number>, paymentPause: boolean, premium: boolean, addresses: Array<{ id: string, salutation: Salutation, firstName: string, lastName: string, street: string, houseNumber: string, postalCode: string, city: string, country: string }>, address: { id: string, salutation: Salutation, firstName: string, lastName: string, street: string, houseNumber: string, postalCode: string, city: string, country: string } | null, parcelShop: { id: string, name: string, street: string, postalCode: string, city: string, country: string } | null, parcelShops?: Array<{ id: string, name: string, street: string, postalCode: string, city: string, country: string, distanceMeters: number | null }>, deliveryOptions: Array<{ option: DeliveryOption, price: number, earliest: string, latest: string }>, paymentMethods: Array<{ method: PaymentMethod, unavailable: PaymentUnavailable | null }>, instalmentPlan: { basePrice: number, count: number, firstInstalment: number, monthlyInstalment: number, lastInstalment: number, surcharge: number, interest: number, monthlyInterestFactor: number, monthlyRateSurchargeFactor: number, pauseSurchargePercent: number, overallPrice: number, effectiveAnnualRate: number } | null, plans: Array<{ basePrice: number, count: number, firstInstalment: number, monthlyInstalment: number, lastInstalment: number, surcharge: number, interest: number, monthlyInterestFactor: number, monthlyRateSurchargeFactor: number, pauseSurchargePercent: number, overallPrice: number, effectiveAnnualRate: number }>, pausedPlans: Array<{ basePrice: number, count: number, firstInstalment: number, monthlyInstalment: number, lastInstalment: number, surcharge: number, interest: number, monthlyInterestFactor: number, monthlyRateSurchargeFactor: number, pauseSurchargePercent: number, overallPrice: number, effectiveAnnualRate: number }>, paymentPauseOffer: { months: number, surchargePercent: number, surcharge: number } | null, voucher: { code: string, kind: VoucherKind, value: number, discount: number, problem: VoucherRefusal | null } | null, premiumOffer: { price: number, months: number, memberUntil: string | null, renewsUntil: string } | null, rateProtectionOffer: { monthlyPercent: number, monthlyPremium: number, totalPremium: number, minAge: number, maxAgeAtEnd: number, lastInstalment: string, customerBirthDate: string | null } | null, rateProtection: { birthDate: string, occupation: Occupation, covers: Array<InsuredRisk>, monthlyPremium: number, totalPremium: number, confirmedMonthlyPremium: number, needsConfirmation: boolean, ageProblem: RateProtectionRefusal | null } | null, totals: { goods: number, shipping: number, paymentSurcharge: number, discount: number, fees: number, total: number, vat: Array<{ rate: number, amount: number }> }, basket: { id: string, count: number, lines: Array<{ variantSku: string, productSku: string, quantity: number, available: number, lineTotal: number | null, variantLabel: string | null, product: { sku: string, productName: string, images: Array<{ url: string, alt: string, width: number, height: number }> } | null }> } } | null };

export type SetDeliveryMutationVariables = Exact<{
  input: DeliveryInput;
}>;


export type SetDeliveryMutation = { setDelivery:
    | { __typename: 'Checkout', id: string, missing: Array<CheckoutStep> }
    | { __typename: 'CheckoutRefused', reason: CheckoutRefusal, problems: Array<{ field: AddressField, code: FieldProblemCode }> }
   };

export type SetPaymentMutationVariables = Exact<{
  input: PaymentInput;
}>;


export type SetPaymentMutation = { setPayment:
    | { __typename: 'Checkout', id: string, missing: Array<CheckoutStep> }
    | { __typename: 'CheckoutRefused', reason: CheckoutRefusal }
   };

export type PlaceOrderMutationVariables = Exact<{
  expectedTotal: number;
  locale: string;
}>;


export type PlaceOrderMutation = { placeOrder:
    | { __typename: 'Order', number: string, paymentRedirect: string | null }
    | { __typename: 'OrderRefused', reason: OrderRefusal }
   };

export type CompletePaymentMutationVariables = Exact<{
  paymentId: string | number;
  status: string;
  signature: string;
  locale: string;
}>;


export type CompletePaymentMutation = { completePayment:
    | { __typename: 'Order', number: string, status: OrderStatus }
    | { __typename: 'PaymentFailed', reason: PaymentFailure, orderNumber: string | null }
   };

export type OrderPageQueryVariables = Exact<{
  number: string | number;
  locale: string;
}>;


export type OrderPageQuery = { order: { number: string, status: OrderStatus, createdAt: string, currency: Currency, deliveryOption: DeliveryOption, deliveryEarliest: string, deliveryLatest: string, paymentMethod: PaymentMethod, paymentPause: boolean, premiumUntil: string | null, payLink: string | null, lines: Array<{ variantSku: string, productName: string, variantLabel: string | null, quantity: number, lineTotal: number }>, totals: { goods: number, shipping: number, paymentSurcharge: number, discount: number, fees: number, total: number, vat: Array<{ rate: number, amount: number }> }, address: { id: string, salutation: Salutation, firstName: string, lastName: string, street: string, houseNumber: string, postalCode: string, city: string, country: string }, instalmentPlan: { basePrice: number, count: number, firstInstalment: number, monthlyInstalment: number, lastInstalment: number, surcharge: number, interest: number, monthlyInterestFactor: number, monthlyRateSurchargeFactor: number, pauseSurchargePercent: number, overallPrice: number, effectiveAnnualRate: number } | null, rateProtection: { occupation: Occupation, covers: Array<InsuredRisk>, monthlyPremium: number, totalPremium: number } | null, prepayment: { amount: number, bankTransferReference: string, payBy: string } | null } | null };

export type ApplyVoucherMutationVariables = Exact<{
  code: string;
  locale: string;
}>;


export type ApplyVoucherMutation = { applyVoucher:
    | { __typename: 'Checkout', id: string, voucher: { code: string, discount: number } | null }
    | { __typename: 'VoucherRefused', reason: VoucherRefusal }
   };

export type RemoveVoucherMutationVariables = Exact<{
  locale: string;
}>;


export type RemoveVoucherMutation = { removeVoucher: { id: string } };

export type SetPremiumMutationVariables = Exact<{
  premium: boolean;
  locale: string;
}>;


export type SetPremiumMutation = { setPremium:
    | { __typename: 'Checkout', id: string, premium: boolean }
    | { __typename: 'CheckoutRefused', reason: CheckoutRefusal }
   };

export type SetRateProtectionMutationVariables = Exact<{
  input: RateProtectionInput;
}>;


export type SetRateProtectionMutation = { setRateProtection:
    | { __typename: 'Checkout', id: string, missing: Array<CheckoutStep> }
    | { __typename: 'CheckoutRefused', reason: CheckoutRefusal, rateProtectionProblems: Array<{ field: RateProtectionField, code: FieldProblemCode }> }
   };

export type PaylinkPageQueryVariables = Exact<{
  token: string | number;
  locale: string;
}>;


export type PaylinkPageQuery = { paylink: { reference: string, orderNumber: string | null, amount: number, currency: Currency, status: PaylinkStatus, expiresAt: string, paidAt: string | null, paidMethod: PaylinkMethod | null, methods: Array<PaylinkMethod>, bankTransferReference: string } | null };

export type PayPaylinkMutationVariables = Exact<{
  token: string | number;
  method: PaylinkMethod;
  locale: string;
}>;


export type PayPaylinkMutation = { payPaylink:
    | { __typename: 'PaylinkBankTransfer' }
    | { __typename: 'PaylinkRedirect', redirectUrl: string }
    | { __typename: 'PaylinkRefused', reason: PaylinkRefusal }
   };

export type CompletePaylinkPaymentMutationVariables = Exact<{
  token: string | number;
  paymentId: string | number;
  status: string;
  signature: string;
}>;


export type CompletePaylinkPaymentMutation = { completePaylinkPayment:
    | { __typename: 'Paylink', reference: string, amount: number, currency: Currency, status: PaylinkStatus, paidMethod: PaylinkMethod | null }
    | { __typename: 'PaylinkPaymentFailed', reason: PaymentFailure }
   };

export type InstalmentCalculatorQueryVariables = Exact<{
  basePrice: number;
}>;


export type InstalmentCalculatorQuery = { instalmentCalculator: { basePrice: number, notice: BasePriceNotice | null, minBasePrice: number, maxBasePrice: number, plans: Array<{ basePrice: number, count: number, firstInstalment: number, monthlyInstalment: number, lastInstalment: number, surcharge: number, interest: number, monthlyInterestFactor: number, monthlyRateSurchargeFactor: number, pauseSurchargePercent: number, overallPrice: number, effectiveAnnualRate: number }>, pausedPlans: Array<{ basePrice: number, count: number, firstInstalment: number, monthlyInstalment: number, lastInstalment: number, surcharge: number, interest: number, monthlyInterestFactor: number, monthlyRateSurchargeFactor: number, pauseSurchargePercent: number, overallPrice: number, effectiveAnnualRate: number }>, paymentPauseOffer: { months: number, surchargePercent: number, surcharge: number } | null } };

export type SessionKeyFieldsFragment = { token: string, exp: number, type: number, cc: string, keepUntil: number | null, loginState: { ca: boolean, bop: boolean, np: boolean }, customer: { customerNumber: string, firstName: string, lastName: string } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
  keepLoggedIn?: boolean | null | undefined;
}>;


export type LoginMutation = { login:
    | { __typename: 'LoginRefused', reason: LoginRefusal, retryAfterSeconds: number | null }
    | { __typename: 'SessionKey', token: string, exp: number, type: number, cc: string, keepUntil: number | null, loginState: { ca: boolean, bop: boolean, np: boolean }, customer: { customerNumber: string, firstName: string, lastName: string } }
   };

export type RequestLoginCodeMutationVariables = Exact<{
  locale: string;
}>;


export type RequestLoginCodeMutation = { requestLoginCode:
    | { __typename: 'LoginCodeSent', email: string, validMinutes: number }
    | { __typename: 'TooManyAttempts', retryAfterSeconds: number }
   };

export type LoginWithCodeMutationVariables = Exact<{
  code: string;
  keepLoggedIn?: boolean | null | undefined;
}>;


export type LoginWithCodeMutation = { loginWithCode:
    | { __typename: 'LoginRefused', reason: LoginRefusal, retryAfterSeconds: number | null }
    | { __typename: 'SessionKey', token: string, exp: number, type: number, cc: string, keepUntil: number | null, loginState: { ca: boolean, bop: boolean, np: boolean }, customer: { customerNumber: string, firstName: string, lastName: string } }
   };

export type LoginWithCustomerNumberMutationVariables = Exact<{
  customerNumber: string;
  dateOfBirth: string;
  keepLoggedIn?: boolean | null | undefined;
}>;


export type LoginWithCustomerNumberMutation = { loginWithCustomerNumber:
    | { __typename: 'LoginRefused', reason: LoginRefusal, retryAfterSeconds: number | null }
    | { __typename: 'SessionKey', token: string, exp: number, type: number, cc: string, keepUntil: number | null, loginState: { ca: boolean, bop: boolean, np: boolean }, customer: { customerNumber: string, firstName: string, lastName: string } }
   };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { customerNumber: string, email: string, firstName: string, lastName: string, premiumUntil: string | null } | null };

export type RegisterMutationVariables = Exact<{
  input: RegistrationInput;
}>;


export type RegisterMutation = { register:
    | { __typename: 'RegistrationMailed', email: string, validHours: number }
    | { __typename: 'RegistrationRefused', problems: Array<{ field: RegistrationField, code: FieldProblemCode }> }
    | { __typename: 'TooManyAttempts', retryAfterSeconds: number }
   };

export type ConfirmRegistrationMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmRegistrationMutation = { confirmRegistration:
    | { __typename: 'RegistrationLinkRefused', reason: RegistrationLinkRefusal }
    | { __typename: 'SessionKey', token: string, exp: number, type: number, cc: string, keepUntil: number | null, loginState: { ca: boolean, bop: boolean, np: boolean }, customer: { customerNumber: string, firstName: string, lastName: string } }
   };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
  locale: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset:
    | { __typename: 'PasswordResetRequested', email: string }
    | { __typename: 'TooManyAttempts', retryAfterSeconds: number }
   };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword:
    | { __typename: 'PasswordChanged', email: string }
    | { __typename: 'PasswordResetRefused', reason: PasswordResetRefusal }
   };

export type RenewSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RenewSessionMutation = { renewSession:
    | { __typename: 'SessionEnded', reason: SessionEndReason }
    | { __typename: 'SessionKey', token: string, exp: number, type: number, cc: string, keepUntil: number | null, loginState: { ca: boolean, bop: boolean, np: boolean } }
   };

export type ContactFormQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactFormQuery = { contactForm: { subjects: Array<string>, captcha: string | null } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage:
    | { __typename: 'ContactFormRefused', problems: Array<{ field: ContactField, code: FieldProblemCode }>, attachmentProblems: Array<{ id: string, code: UploadProblemCode }> }
    | { __typename: 'ContactMessageSent', reference: string, attachments: number }
    | { __typename: 'ContactRefused', reason: ContactRefusal }
   };

export type NewsletterTermsQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterTermsQuery = { newsletterTerms: { value: number, percent: number | null, minimumOrder: number, validDays: number, doubleOptIn: boolean } };

type NewsletterSignUpAnswer_NewsletterAlreadySubscribed_Fragment = { __typename: 'NewsletterAlreadySubscribed', email: string };

type NewsletterSignUpAnswer_NewsletterPending_Fragment = { __typename: 'NewsletterPending', subscription: string, validHours: number };

type NewsletterSignUpAnswer_NewsletterRefused_Fragment = { __typename: 'NewsletterRefused', reason: NewsletterRefusal };

type NewsletterSignUpAnswer_NewsletterSubscribed_Fragment = { __typename: 'NewsletterSubscribed', voucherMailed: boolean };

export type NewsletterSignUpAnswerFragment =
  | NewsletterSignUpAnswer_NewsletterAlreadySubscribed_Fragment
  | NewsletterSignUpAnswer_NewsletterPending_Fragment
  | NewsletterSignUpAnswer_NewsletterRefused_Fragment
  | NewsletterSignUpAnswer_NewsletterSubscribed_Fragment
;

export type SubscribeNewsletterMutationVariables = Exact<{
  input: NewsletterSignUpInput;
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter:
    | { __typename: 'NewsletterAlreadySubscribed', email: string }
    | { __typename: 'NewsletterPending', subscription: string, validHours: number }
    | { __typename: 'NewsletterRefused', reason: NewsletterRefusal }
    | { __typename: 'NewsletterSubscribed', voucherMailed: boolean }
   };

export type ResendNewsletterConfirmationMutationVariables = Exact<{
  input: NewsletterResendInput;
}>;


export type ResendNewsletterConfirmationMutation = { resendNewsletterConfirmation:
    | { __typename: 'NewsletterAlreadySubscribed', email: string }
    | { __typename: 'NewsletterPending', subscription: string, validHours: number }
    | { __typename: 'NewsletterRefused', reason: NewsletterRefusal }
    | { __typename: 'NewsletterSubscribed', voucherMailed: boolean }
   };

export type ConfirmNewsletterMutationVariables = Exact<{
  input: NewsletterConfirmInput;
}>;


export type ConfirmNewsletterMutation = { confirmNewsletter:
    | { __typename: 'NewsletterAlreadySubscribed', email: string }
    | { __typename: 'NewsletterLinkInvalid', expired: boolean }
    | { __typename: 'NewsletterSubscribed', voucherMailed: boolean }
   };

export type NewsletterSettingsFieldsFragment = { subscribed: boolean, frequency: number, pausedUntil: string | null, shopNewsletter: boolean, secondBrand: boolean, frequencies: Array<number>, pauseDays: Array<number> };

export type NewsletterSettingsQueryVariables = Exact<{
  token: string;
}>;


export type NewsletterSettingsQuery = { newsletterSettings: { subscribed: boolean, frequency: number, pausedUntil: string | null, shopNewsletter: boolean, secondBrand: boolean, frequencies: Array<number>, pauseDays: Array<number> } | null };

export type UpdateNewsletterSettingsMutationVariables = Exact<{
  input: NewsletterSettingsInput;
}>;


export type UpdateNewsletterSettingsMutation = { updateNewsletterSettings:
    | { __typename: 'NewsletterSettingsRefused', reason: NewsletterSettingsRefusal }
    | { __typename: 'NewsletterSettingsSaved', subscribed: boolean, frequency: number, pausedUntil: string | null, shopNewsletter: boolean, secondBrand: boolean }
   };

export type UnsubscribeMailingsMutationVariables = Exact<{
  token: string;
}>;


export type UnsubscribeMailingsMutation = { unsubscribeMailings:
    | { __typename: 'MailingsNotFound' }
    | { __typename: 'MailingsUnsubscribed' }
   };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CheckoutAddressFragmentDoc = new TypedDocumentString(`
    fragment CheckoutAddress on Address {
  id
  salutation
  firstName
  lastName
  street
  houseNumber
  postalCode
  city
  country
}
    `, {"fragmentName":"CheckoutAddress"}) as unknown as TypedDocumentString<CheckoutAddressFragment, unknown>;
export const AddressBookFieldsFragmentDoc = new TypedDocumentString(`
    fragment AddressBookFields on AddressBook {
  addresses {
    ...CheckoutAddress
  }
  defaultDelivery
  defaultBilling
}
    fragment CheckoutAddress on Address {
  id
  salutation
  firstName
  lastName
  street
  houseNumber
  postalCode
  city
  country
}`, {"fragmentName":"AddressBookFields"}) as unknown as TypedDocumentString<AddressBookFieldsFragment, unknown>;
export const AccountParcelLineFragmentDoc = new TypedDocumentString(`
    "Part or all of an order line (a parcel's content, what is still prepared)."
fragment AccountParcelLine on DeliveryLine {
  position
  productName
  variantLabel
  quantity
}
    `, {"fragmentName":"AccountParcelLine"}) as unknown as TypedDocumentString<AccountParcelLineFragment, unknown>;
export const AccountParcelFragmentDoc = new TypedDocumentString(`
    "A parcel as the account shows it: carrier, tracking, what it holds, the scans."
fragment AccountParcel on Delivery {
  id
  status
  carrier
  trackingNumber
  trackingUrl
  shippedAt
  deliveredAt
  lines {
    ...AccountParcelLine
  }
  events {
    at
    kind
    place
  }
}
    "Part or all of an order line (a parcel's content, what is still prepared)."
fragment AccountParcelLine on DeliveryLine {
  position
  productName
  variantLabel
  quantity
}`, {"fragmentName":"AccountParcel"}) as unknown as TypedDocumentString<AccountParcelFragment, unknown>;
export const AccountReturnFragmentDoc = new TypedDocumentString(`
    "A return as the account lists it."
fragment AccountReturn on OrderReturn {
  id
  method
  pickupOn
  status
  label
}
    `, {"fragmentName":"AccountReturn"}) as unknown as TypedDocumentString<AccountReturnFragment, unknown>;
export const AccountOrderFieldsFragmentDoc = new TypedDocumentString(`
    "An order as the account shows it: what was ordered, where it stands, its parcels."
fragment AccountOrderFields on AccountOrder {
  order {
    number
    status
    createdAt
    currency
    lines {
      position
      productName
      variantLabel
      quantity
      lineTotal
    }
    totals {
      total
    }
  }
  progress
  deliveries {
    ...AccountParcel
  }
  inPreparation {
    ...AccountParcelLine
  }
  returns {
    ...AccountReturn
  }
  returnable {
    quantity
  }
}
    "Part or all of an order line (a parcel's content, what is still prepared)."
fragment AccountParcelLine on DeliveryLine {
  position
  productName
  variantLabel
  quantity
}
"A parcel as the account shows it: carrier, tracking, what it holds, the scans."
fragment AccountParcel on Delivery {
  id
  status
  carrier
  trackingNumber
  trackingUrl
  shippedAt
  deliveredAt
  lines {
    ...AccountParcelLine
  }
  events {
    at
    kind
    place
  }
}
"A return as the account lists it."
fragment AccountReturn on OrderReturn {
  id
  method
  pickupOn
  status
  label
}`, {"fragmentName":"AccountOrderFields"}) as unknown as TypedDocumentString<AccountOrderFieldsFragment, unknown>;
export const AccountVoucherFieldsFragmentDoc = new TypedDocumentString(`
    fragment AccountVoucherFields on AccountVoucher {
  code
  value
  percent
  minimumOrder
  validUntil
  customerGroup
  standing
}
    `, {"fragmentName":"AccountVoucherFields"}) as unknown as TypedDocumentString<AccountVoucherFieldsFragment, unknown>;
export const PersonalDataFieldsFragmentDoc = new TypedDocumentString(`
    "The personal-data page's fields."
fragment PersonalDataFields on PersonalData {
  customerNumber
  email
  pendingEmail
  firstName
  lastName
  dateOfBirth
  phone
  iban
}
    `, {"fragmentName":"PersonalDataFields"}) as unknown as TypedDocumentString<PersonalDataFieldsFragment, unknown>;
export const PersonalDataProblemsFragmentDoc = new TypedDocumentString(`
    "Each field's first problem of a refused personal-data form."
fragment PersonalDataProblems on PersonalDataRefused {
  problems {
    field
    code
  }
}
    `, {"fragmentName":"PersonalDataProblems"}) as unknown as TypedDocumentString<PersonalDataProblemsFragment, unknown>;
export const PaybackFieldsFragmentDoc = new TypedDocumentString(`
    "The PAYBACK page's card and points."
fragment PaybackFields on Payback {
  cardNumber
  linkedOn
  points
  entries {
    bookedOn
    kind
    points
    invoiceNumber
    returnId
  }
}
    `, {"fragmentName":"PaybackFields"}) as unknown as TypedDocumentString<PaybackFieldsFragment, unknown>;
export const ProductCardFragmentDoc = new TypedDocumentString(`
    fragment ProductCard on Product {
  sku
  slug
  productName
  brand
  rating
  reviewCount
  available
  flags
  variationDimension
  colours {
    name
    hex
  }
  price {
    currency
    amount
    originalAmount
    discountPercent
    unitPrice {
      amount
      quantity
      unit
    }
    installmentCount
    installmentAmount
    installmentFirstAmount
    installmentLastAmount
    installmentTotal
    installmentEffectiveRate
  }
  images {
    url
    alt
    width
    height
  }
}
    `, {"fragmentName":"ProductCard"}) as unknown as TypedDocumentString<ProductCardFragment, unknown>;
export const ReviewItemFragmentDoc = new TypedDocumentString(`
    fragment ReviewItem on Review {
  id
  stars
  title
  body
  language
  author
  createdAt
  verifiedPurchase
  tags {
    key
    label
  }
}
    `, {"fragmentName":"ReviewItem"}) as unknown as TypedDocumentString<ReviewItemFragment, unknown>;
export const BasketShippingFieldsFragmentDoc = new TypedDocumentString(`
    "The basket page: every line with its product, label, stock and price of now."
fragment BasketShippingFields on BasketShipping {
  method
  cost
  freeFrom
  missingForFree
}
    `, {"fragmentName":"BasketShippingFields"}) as unknown as TypedDocumentString<BasketShippingFieldsFragment, unknown>;
export const CheckoutPlanFragmentDoc = new TypedDocumentString(`
    fragment CheckoutPlan on InstalmentPlan {
  basePrice
  count
  firstInstalment
  monthlyInstalment
  lastInstalment
  surcharge
  interest
  monthlyInterestFactor
  monthlyRateSurchargeFactor
  pauseSurchargePercent
  overallPrice
  effectiveAnnualRate
}
    `, {"fragmentName":"CheckoutPlan"}) as unknown as TypedDocumentString<CheckoutPlanFragment, unknown>;
export const CheckoutTotalsFragmentDoc = new TypedDocumentString(`
    "What an order comes to, VAT per rate (the checkout's and the order's)."
fragment CheckoutTotals on OrderTotals {
  goods
  shipping
  paymentSurcharge
  discount
  fees
  total
  vat {
    rate
    amount
  }
}
    `, {"fragmentName":"CheckoutTotals"}) as unknown as TypedDocumentString<CheckoutTotalsFragment, unknown>;
export const SessionKeyFieldsFragmentDoc = new TypedDocumentString(`
    fragment SessionKeyFields on SessionKey {
  token
  exp
  type
  cc
  keepUntil
  loginState {
    ca
    bop
    np
  }
  customer {
    customerNumber
    firstName
    lastName
  }
}
    `, {"fragmentName":"SessionKeyFields"}) as unknown as TypedDocumentString<SessionKeyFieldsFragment, unknown>;
export const NewsletterSignUpAnswerFragmentDoc = new TypedDocumentString(`
    fragment NewsletterSignUpAnswer on NewsletterSignUpResult {
  __typename
  ... on NewsletterPending {
    subscription
    validHours
  }
  ... on NewsletterSubscribed {
    voucherMailed
  }
  ... on NewsletterAlreadySubscribed {
    email
  }
  ... on NewsletterRefused {
    reason
  }
}
    `, {"fragmentName":"NewsletterSignUpAnswer"}) as unknown as TypedDocumentString<NewsletterSignUpAnswerFragment, unknown>;
export const NewsletterSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment NewsletterSettingsFields on NewsletterSettings {
  subscribed
  frequency
  pausedUntil
  shopNewsletter
  secondBrand
  frequencies
  pauseDays
}
    `, {"fragmentName":"NewsletterSettingsFields"}) as unknown as TypedDocumentString<NewsletterSettingsFieldsFragment, unknown>;
export const AddressBookPageDocument = new TypedDocumentString(`
    query AddressBookPage {
  addressBook {
    ...AddressBookFields
  }
}
    fragment AddressBookFields on AddressBook {
  addresses {
    ...CheckoutAddress
  }
  defaultDelivery
  defaultBilling
}
fragment CheckoutAddress on Address {
  id
  salutation
  firstName
  lastName
  street
  houseNumber
  postalCode
  city
  country
}`, {"hash":"sha256:8ffb0488a618c7ef4207c9723bc91ef0084a12924207344f540975cea80338ba"}) as unknown as TypedDocumentString<AddressBookPageQuery, AddressBookPageQueryVariables>;
export const SaveAddressDocument = new TypedDocumentString(`
    mutation SaveAddress($input: AddressBookInput!) {
  saveAddress(input: $input) {
    __typename
    ... on AddressBook {
      ...AddressBookFields
    }
    ... on AddressBookRefused {
      reason
      problems {
        field
        code
      }
    }
  }
}
    fragment AddressBookFields on AddressBook {
  addresses {
    ...CheckoutAddress
  }
  defaultDelivery
  defaultBilling
}
fragment CheckoutAddress on Address {
  id
  salutation
  firstName
  lastName
  street
  houseNumber
  postalCode
  city
  country
}`, {"hash":"sha256:5925aa0f5d699e4a5efe3dd677bf5eee9da9cfa86f1acbfe453dff1ce3cf102f"}) as unknown as TypedDocumentString<SaveAddressMutation, SaveAddressMutationVariables>;
export const DeleteAddressDocument = new TypedDocumentString(`
    mutation DeleteAddress($id: ID!) {
  deleteAddress(id: $id) {
    __typename
    ... on AddressBookRefused {
      reason
    }
  }
}
    `, {"hash":"sha256:461c62c82b45a071a8584254745824647f8ef1e63b82286ebb2decd800935fdd"}) as unknown as TypedDocumentString<DeleteAddressMutation, DeleteAddressMutationVariables>;
export const SetDefaultAddressDocument = new TypedDocumentString(`
    mutation SetDefaultAddress($id: ID!, $use: AddressUse!) {
  setDefaultAddress(id: $id, use: $use) {
    __typename
    ... on AddressBookRefused {
      reason
    }
  }
}
    `, {"hash":"sha256:57f8a37b51190e34f2939bb1fdb3700ca72c7e751ba2365f3673c8c796b5887a"}) as unknown as TypedDocumentString<SetDefaultAddressMutation, SetDefaultAddressMutationVariables>;
export const AccountOrdersPageDocument = new TypedDocumentString(`
    query AccountOrdersPage($locale: String!, $first: Int, $after: ID) {
  accountOrders(locale: $locale, first: $first, after: $after) {
    orders {
      ...AccountOrderFields
    }
    next
  }
}
    "Part or all of an order line (a parcel's content, what is still prepared)."
fragment AccountParcelLine on DeliveryLine {
  position
  productName
  variantLabel
  quantity
}
"A parcel as the account shows it: carrier, tracking, what it holds, the scans."
fragment AccountParcel on Delivery {
  id
  status
  carrier
  trackingNumber
  trackingUrl
  shippedAt
  deliveredAt
  lines {
    ...AccountParcelLine
  }
  events {
    at
    kind
    place
  }
}
"A return as the account lists it."
fragment AccountReturn on OrderReturn {
  id
  method
  pickupOn
  status
  label
}
"An order as the account shows it: what was ordered, where it stands, its parcels."
fragment AccountOrderFields on AccountOrder {
  order {
    number
    status
    createdAt
    currency
    lines {
      position
      productName
      variantLabel
      quantity
      lineTotal
    }
    totals {
      total
    }
  }
  progress
  deliveries {
    ...AccountParcel
  }
  inPreparation {
    ...AccountParcelLine
  }
  returns {
    ...AccountReturn
  }
  returnable {
    quantity
  }
}`, {"hash":"sha256:31ac8ec358e1ce3f9e4dbaa3641859024981262ab3e86179a4c4fead0c4db0b6"}) as unknown as TypedDocumentString<AccountOrdersPageQuery, AccountOrdersPageQueryVariables>;
export const AccountInvoicesPageDocument = new TypedDocumentString(`
    query AccountInvoicesPage($first: Int, $after: ID) {
  accountInvoices(first: $first, after: $after) {
    invoices {
      number
      orderNumber
      issuedOn
      deliveredOn
      currency
      total
      dueOn
      pdf
    }
    next
  }
}
    `, {"hash":"sha256:62d318361f8f955b4818ee62289e1b89aa52ed88c841e2e50b6751b446b52a78"}) as unknown as TypedDocumentString<AccountInvoicesPageQuery, AccountInvoicesPageQueryVariables>;
export const AccountOrderReturnDocument = new TypedDocumentString(`
    "One order's return form: what can still go back and the days a pickup can be booked."
query AccountOrderReturn($number: ID!, $locale: String!) {
  accountOrder(number: $number, locale: $locale) {
    order {
      number
      address {
        country
      }
    }
    returnable {
      ...AccountParcelLine
    }
    pickupDays
  }
}
    "Part or all of an order line (a parcel's content, what is still prepared)."
fragment AccountParcelLine on DeliveryLine {
  position
  productName
  variantLabel
  quantity
}`, {"hash":"sha256:2648a3aea018ff6eb9cddc7f36c6d7c1b2a6ca409f6c5a7d0fff1a03e9212184"}) as unknown as TypedDocumentString<AccountOrderReturnQuery, AccountOrderReturnQueryVariables>;
export const RegisterReturnDocument = new TypedDocumentString(`
    mutation RegisterReturn($input: ReturnInput!) {
  registerReturn(input: $input) {
    __typename
    ... on ReturnRegistered {
      return {
        id
      }
    }
    ... on ReturnRefused {
      reason
      earliestPickup
    }
  }
}
    `, {"hash":"sha256:a8d9539168d2e983e8f58cd8a2a6fbadbcedda398e7bec383429fd4abd9b94f5"}) as unknown as TypedDocumentString<RegisterReturnMutation, RegisterReturnMutationVariables>;
export const AccountBookingsPageDocument = new TypedDocumentString(`
    "The account's bookings page: the ledger, newest first, each booking with the balance after it."
query AccountBookingsPage($first: Int) {
  accountBookings(first: $first) {
    currency
    balance
    count
    entries {
      id
      bookedOn
      kind
      amount
      balance
      orderNumber
      invoiceNumber
      returnId
    }
  }
}
    `, {"hash":"sha256:aef28b0958b09b2515625b684e768b14560d5a2128def6735ba8e026132e7e86"}) as unknown as TypedDocumentString<AccountBookingsPageQuery, AccountBookingsPageQueryVariables>;
export const AccountOpenPaymentsDocument = new TypedDocumentString(`
    "What the customer still pays, and when: the bookings page, the payment dates, the overview."
query AccountOpenPayments {
  accountOpenPayments {
    currency
    open
    payments {
      kind
      orderNumber
      invoiceNumber
      instalment {
        number
        count
      }
      due
      amount
      open
      state
    }
  }
}
    `, {"hash":"sha256:878181e207765283f82edc2effcdcd2add19dda5f870f1bf255d7294c9491350"}) as unknown as TypedDocumentString<AccountOpenPaymentsQuery, AccountOpenPaymentsQueryVariables>;
export const AccountOverviewPageDocument = new TypedDocumentString(`
    "The account's overview: parcels on their way, open returns, vouchers, the premium membership."
query AccountOverviewPage($locale: String!) {
  accountOverview(locale: $locale) {
    shipments {
      orderNumber
      delivery {
        ...AccountParcel
      }
    }
    openReturns {
      orderNumber
      return {
        ...AccountReturn
      }
    }
  }
  accountVouchers {
    active {
      ...AccountVoucherFields
    }
    expired {
      ...AccountVoucherFields
    }
  }
  me {
    premiumUntil
  }
}
    "Part or all of an order line (a parcel's content, what is still prepared)."
fragment AccountParcelLine on DeliveryLine {
  position
  productName
  variantLabel
  quantity
}
"A parcel as the account shows it: carrier, tracking, what it holds, the scans."
fragment AccountParcel on Delivery {
  id
  status
  carrier
  trackingNumber
  trackingUrl
  shippedAt
  deliveredAt
  lines {
    ...AccountParcelLine
  }
  events {
    at
    kind
    place
  }
}
"A return as the account lists it."
fragment AccountReturn on OrderReturn {
  id
  method
  pickupOn
  status
  label
}
fragment AccountVoucherFields on AccountVoucher {
  code
  value
  percent
  minimumOrder
  validUntil
  customerGroup
  standing
}`, {"hash":"sha256:4eabc8d35029e0ef7f086bf0ad618d743f90df4cf1ce2ce7e5e1fdf04d10d939"}) as unknown as TypedDocumentString<AccountOverviewPageQuery, AccountOverviewPageQueryVariables>;
export const PersonalDataPageDocument = new TypedDocumentString(`
    query PersonalDataPage {
  personalData {
    ...PersonalDataFields
  }
}
    "The personal-data page's fields."
fragment PersonalDataFields on PersonalData {
  customerNumber
  email
  pendingEmail
  firstName
  lastName
  dateOfBirth
  phone
  iban
}`, {"hash":"sha256:4b28a41851bd66cc2d5c08b77a0b89b41df7f10c96eaffc20ac21e321e1be3f8"}) as unknown as TypedDocumentString<PersonalDataPageQuery, PersonalDataPageQueryVariables>;
export const UpdatePersonalDataDocument = new TypedDocumentString(`
    mutation UpdatePersonalData($input: PersonalDataInput!) {
  updatePersonalData(input: $input) {
    __typename
    ...PersonalDataFields
    ...PersonalDataProblems
  }
}
    "The personal-data page's fields."
fragment PersonalDataFields on PersonalData {
  customerNumber
  email
  pendingEmail
  firstName
  lastName
  dateOfBirth
  phone
  iban
}
"Each field's first problem of a refused personal-data form."
fragment PersonalDataProblems on PersonalDataRefused {
  problems {
    field
    code
  }
}`, {"hash":"sha256:dc5c28fda683ffe5f1be891055ca3bb4993298aa1a7550278101e34af8a4f3ac"}) as unknown as TypedDocumentString<UpdatePersonalDataMutation, UpdatePersonalDataMutationVariables>;
export const RequestEmailChangeDocument = new TypedDocumentString(`
    mutation RequestEmailChange($email: String!, $password: String!, $locale: String!) {
  requestEmailChange(email: $email, password: $password, locale: $locale) {
    __typename
    ... on EmailChangeRequested {
      email
    }
    ...PersonalDataProblems
    ... on TooManyAttempts {
      retryAfterSeconds
    }
  }
}
    "Each field's first problem of a refused personal-data form."
fragment PersonalDataProblems on PersonalDataRefused {
  problems {
    field
    code
  }
}`, {"hash":"sha256:6d42ec15daf7843de4c3526d72dc3ec1e3916814cc85fef3c8205936c4ed65b7"}) as unknown as TypedDocumentString<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const ConfirmEmailChangeDocument = new TypedDocumentString(`
    mutation ConfirmEmailChange($token: String!, $locale: String!) {
  confirmEmailChange(token: $token, locale: $locale) {
    __typename
    ... on EmailChanged {
      email
    }
    ... on LinkRefused {
      reason
    }
  }
}
    `, {"hash":"sha256:b6a266ffd60620c978075603ed7a662dddaa593d3a2aee692ac58f89ce9c5e34"}) as unknown as TypedDocumentString<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
    __typename
    ... on PasswordChanged {
      email
    }
    ...PersonalDataProblems
    ... on TooManyAttempts {
      retryAfterSeconds
    }
  }
}
    "Each field's first problem of a refused personal-data form."
fragment PersonalDataProblems on PersonalDataRefused {
  problems {
    field
    code
  }
}`, {"hash":"sha256:148bcbbe05be809ab330c09e420c80f45f5ed1c822fc8c95078318ea8d7ecccb"}) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const RequestErasureDocument = new TypedDocumentString(`
    mutation RequestErasure($password: String!, $locale: String!) {
  requestErasure(password: $password, locale: $locale) {
    __typename
    ... on ErasureRequested {
      email
    }
    ...PersonalDataProblems
    ... on TooManyAttempts {
      retryAfterSeconds
    }
  }
}
    "Each field's first problem of a refused personal-data form."
fragment PersonalDataProblems on PersonalDataRefused {
  problems {
    field
    code
  }
}`, {"hash":"sha256:e82582202aaabc0bb9f7a53a58836dc75d76c679e75910d189016e541b2a6331"}) as unknown as TypedDocumentString<RequestErasureMutation, RequestErasureMutationVariables>;
export const ConfirmErasureDocument = new TypedDocumentString(`
    mutation ConfirmErasure($token: String!, $locale: String!) {
  confirmErasure(token: $token, locale: $locale) {
    __typename
    ... on AccountErased {
      erasedAt
    }
    ... on LinkRefused {
      reason
    }
  }
}
    `, {"hash":"sha256:863c8a364f92122bf9a1561eed8d3281a43dc58da02d394169b886ff2526f4d9"}) as unknown as TypedDocumentString<ConfirmErasureMutation, ConfirmErasureMutationVariables>;
export const LookUpOrderDocument = new TypedDocumentString(`
    mutation LookUpOrder($number: ID!, $email: String!, $postalCode: String!, $locale: String!) {
  lookUpOrder(
    number: $number
    email: $email
    postalCode: $postalCode
    locale: $locale
  ) {
    __typename
    ... on GuestOrder {
      number
      createdAt
      progress
      deliveries {
        ...AccountParcel
      }
      inPreparation {
        ...AccountParcelLine
      }
    }
    ... on GuestOrderNotFound {
      number
    }
    ... on TooManyAttempts {
      retryAfterSeconds
    }
  }
}
    "Part or all of an order line (a parcel's content, what is still prepared)."
fragment AccountParcelLine on DeliveryLine {
  position
  productName
  variantLabel
  quantity
}
"A parcel as the account shows it: carrier, tracking, what it holds, the scans."
fragment AccountParcel on Delivery {
  id
  status
  carrier
  trackingNumber
  trackingUrl
  shippedAt
  deliveredAt
  lines {
    ...AccountParcelLine
  }
  events {
    at
    kind
    place
  }
}`, {"hash":"sha256:06fd6bcad9e3ab038e78860a7c17caa74b186527823bcc037df6cbcc34201a99"}) as unknown as TypedDocumentString<LookUpOrderMutation, LookUpOrderMutationVariables>;
export const PaybackPageDocument = new TypedDocumentString(`
    query PaybackPage {
  payback {
    ...PaybackFields
  }
}
    "The PAYBACK page's card and points."
fragment PaybackFields on Payback {
  cardNumber
  linkedOn
  points
  entries {
    bookedOn
    kind
    points
    invoiceNumber
    returnId
  }
}`, {"hash":"sha256:a7223779c84af0e3261dd6d2f0d7fccadc5bd3b0543b35d24b94dbf06e083db2"}) as unknown as TypedDocumentString<PaybackPageQuery, PaybackPageQueryVariables>;
export const LinkPaybackCardDocument = new TypedDocumentString(`
    mutation LinkPaybackCard($number: String!) {
  linkPaybackCard(number: $number) {
    __typename
    ...PaybackFields
    ... on PaybackRefused {
      reason
    }
  }
}
    "The PAYBACK page's card and points."
fragment PaybackFields on Payback {
  cardNumber
  linkedOn
  points
  entries {
    bookedOn
    kind
    points
    invoiceNumber
    returnId
  }
}`, {"hash":"sha256:4d7c56c4405eb5bf738abcd63dffbd0d1dc7149846388ca7d61bb4268251abe7"}) as unknown as TypedDocumentString<LinkPaybackCardMutation, LinkPaybackCardMutationVariables>;
export const UnlinkPaybackCardDocument = new TypedDocumentString(`
    mutation UnlinkPaybackCard {
  unlinkPaybackCard {
    __typename
  }
}
    `, {"hash":"sha256:e9ea133758a3687ca0b943b67e603f7c86c9a88f19a6fd72bcbdbf97a8a75bf7"}) as unknown as TypedDocumentString<UnlinkPaybackCardMutation, UnlinkPaybackCardMutationVariables>;
export const LendMoneyFormDocument = new TypedDocumentString(`
    query LendMoneyForm {
  lendMoneyForm {
    accountHolder
    iban
    phone
    minAmount
    maxAmount
  }
}
    `, {"hash":"sha256:4a7a1df1dd31f87617273534d8b586563b84c3ccddefa2267a82d598423e3ce9"}) as unknown as TypedDocumentString<LendMoneyFormQuery, LendMoneyFormQueryVariables>;
export const RequestLoanDocument = new TypedDocumentString(`
    mutation RequestLoan($input: LoanRequestInput!) {
  requestLoan(input: $input) {
    __typename
    ... on LoanRequested {
      reference
      amount
    }
    ... on LoanRefused {
      reason
      conditions
    }
    ... on LoanFormRefused {
      problems {
        field
        code
      }
    }
  }
}
    `, {"hash":"sha256:a1a7cb488cd3f74abd528b5a4d4d959b999e2a87452ca4297b35903216704cc0"}) as unknown as TypedDocumentString<RequestLoanMutation, RequestLoanMutationVariables>;
export const StorefrontProductsDocument = new TypedDocumentString(`
    query StorefrontProducts($locale: String!, $currency: Currency!, $first: Int, $after: String) {
  products(locale: $locale, currency: $currency, first: $first, after: $after) {
    nodes {
      ...ProductCard
    }
    totalCount
    endCursor
    hasNextPage
  }
}
    fragment ProductCard on Product {
  sku
  slug
  productName
  brand
  rating
  reviewCount
  available
  flags
  variationDimension
  colours {
    name
    hex
  }
  price {
    currency
    amount
    originalAmount
    discountPercent
    unitPrice {
      amount
      quantity
      unit
    }
    installmentCount
    installmentAmount
    installmentFirstAmount
    installmentLastAmount
    installmentTotal
    installmentEffectiveRate
  }
  images {
    url
    alt
    width
    height
  }
}`, {"hash":"sha256:e76399dd698d7ac075c775858798dd26dce95dfbd972f4c253e3387b2fc4f07c"}) as unknown as TypedDocumentString<StorefrontProductsQuery, StorefrontProductsQueryVariables>;
export const ProductDetailDocument = new TypedDocumentString(`
    query ProductDetail($sku: ID!, $locale: String!, $currency: Currency!) {
  product(sku: $sku, locale: $locale, currency: $currency) {
    ...ProductCard
    slugs {
      locale
      slug
    }
    description
    category {
      key
      name
    }
    breadcrumbs {
      label
      categoryKey
    }
    variants {
      sku
      label
      available
    }
    services {
      key
      name
      description
      price
    }
    reviewTags {
      key
      label
    }
  }
}
    fragment ProductCard on Product {
  sku
  slug
  productName
  brand
  rating
  reviewCount
  available
  flags
  variationDimension
  colours {
    name
    hex
  }
  price {
    currency
    amount
    originalAmount
    discountPercent
    unitPrice {
      amount
      quantity
      unit
    }
    installmentCount
    installmentAmount
    installmentFirstAmount
    installmentLastAmount
    installmentTotal
    installmentEffectiveRate
  }
  images {
    url
    alt
    width
    height
  }
}`, {"hash":"sha256:de05d23245748e6868733854aa95779a1479ac7553e483e38f61e0a4d25fd7d3"}) as unknown as TypedDocumentString<ProductDetailQuery, ProductDetailQueryVariables>;
export const ProductRatingDocument = new TypedDocumentString(`
    query ProductRating($id: ID!, $locale: String!, $filter: RatingFilter, $page: Int) {
  rating(id: $id, locale: $locale, filter: $filter) {
    id
    average
    count
    distribution {
      stars
      count
    }
    tags {
      key
      label
      count
    }
    filter {
      stars
      tag
    }
    reviews(page: $page) {
      page
      pageSize
      pageCount
      totalCount
      nodes {
        ...ReviewItem
      }
    }
  }
}
    fragment ReviewItem on Review {
  id
  stars
  title
  body
  language
  author
  createdAt
  verifiedPurchase
  tags {
    key
    label
  }
}`, {"hash":"sha256:c66107ca562f910dd5890b3e765b055b52e804319cac0f68f4c63264d39de8f4"}) as unknown as TypedDocumentString<ProductRatingQuery, ProductRatingQueryVariables>;
export const RecommendationsDocument = new TypedDocumentString(`
    query Recommendations($placement: RecommendationPlacement!, $slot: Int!, $sku: ID!, $locale: String!, $currency: Currency!) {
  recommendations(
    placement: $placement
    slot: $slot
    sku: $sku
    locale: $locale
    currency: $currency
  ) {
    placement
    slot
    kind
    sponsor
    products {
      ...ProductCard
    }
  }
}
    fragment ProductCard on Product {
  sku
  slug
  productName
  brand
  rating
  reviewCount
  available
  flags
  variationDimension
  colours {
    name
    hex
  }
  price {
    currency
    amount
    originalAmount
    discountPercent
    unitPrice {
      amount
      quantity
      unit
    }
    installmentCount
    installmentAmount
    installmentFirstAmount
    installmentLastAmount
    installmentTotal
    installmentEffectiveRate
  }
  images {
    url
    alt
    width
    height
  }
}`, {"hash":"sha256:e8f737a8c1a22dd6e4e14272175fad18cfb1f3e8a3b16adac98a513971cd4a59"}) as unknown as TypedDocumentString<RecommendationsQuery, RecommendationsQueryVariables>;
export const SponsoredProductsDocument = new TypedDocumentString(`
    query SponsoredProducts($sku: ID, $category: String, $locale: String!, $currency: Currency!, $first: Int) {
  sponsoredProducts(
    sku: $sku
    category: $category
    locale: $locale
    currency: $currency
    first: $first
  ) {
    sponsor
    campaign
    product {
      ...ProductCard
    }
  }
}
    fragment ProductCard on Product {
  sku
  slug
  productName
  brand
  rating
  reviewCount
  available
  flags
  variationDimension
  colours {
    name
    hex
  }
  price {
    currency
    amount
    originalAmount
    discountPercent
    unitPrice {
      amount
      quantity
      unit
    }
    installmentCount
    installmentAmount
    installmentFirstAmount
    installmentLastAmount
    installmentTotal
    installmentEffectiveRate
  }
  images {
    url
    alt
    width
    height
  }
}`, {"hash":"sha256:fa516abb29ad90fd396079b1360f754b1ffdf6608449ce742278edd68b9b9304"}) as unknown as TypedDocumentString<SponsoredProductsQuery, SponsoredProductsQueryVariables>;
export const WriteReviewDocument = new TypedDocumentString(`
    mutation WriteReview($input: ReviewInput!) {
  writeReview(input: $input) {
    __typename
    ... on WrittenReview {
      id
      status
    }
    ... on ReviewRefused {
      reason
      problems {
        field
        problem
      }
    }
  }
}
    `, {"hash":"sha256:07d8c7ee5bd3a1474addc531430bddbb50bf932cd48396ba02cb99313eaade78"}) as unknown as TypedDocumentString<WriteReviewMutation, WriteReviewMutationVariables>;
export const AddToBasketDocument = new TypedDocumentString(`
    mutation AddToBasket($variantSku: ID!, $quantity: Int) {
  addToBasket(variantSku: $variantSku, quantity: $quantity) {
    __typename
    ... on Basket {
      id
      count
      shipping {
        ...BasketShippingFields
      }
      lines {
        variantSku
        productSku
        quantity
      }
    }
    ... on AddToBasketRefused {
      reason
      available
    }
  }
}
    "The basket page: every line with its product, label, stock and price of now."
fragment BasketShippingFields on BasketShipping {
  method
  cost
  freeFrom
  missingForFree
}`, {"hash":"sha256:4a2804bd32c03d0e049a3672f2a020844d048d0d462641d34f14dc07d8ab444b"}) as unknown as TypedDocumentString<AddToBasketMutation, AddToBasketMutationVariables>;
export const SitemapProductsDocument = new TypedDocumentString(`
    query SitemapProducts($locale: String!, $currency: Currency!, $first: Int, $after: String) {
  products(locale: $locale, currency: $currency, first: $first, after: $after) {
    nodes {
      sku
      slug
    }
    endCursor
    hasNextPage
  }
}
    `, {"hash":"sha256:6c452ca756142b9e997b5669ccc70710cdaeb1db9411b8d7b52ea817defcd1c0"}) as unknown as TypedDocumentString<SitemapProductsQuery, SitemapProductsQueryVariables>;
export const HeaderCountsDocument = new TypedDocumentString(`
    "The header's counts island: pieces in the visitor's basket."
query HeaderCounts {
  basket {
    id
    count
  }
}
    `, {"hash":"sha256:a3483083349f31e30a4a96eda0f0b911ad8c91071f7e2a787999d6ff36770dcf"}) as unknown as TypedDocumentString<HeaderCountsQuery, HeaderCountsQueryVariables>;
export const BasketPageDocument = new TypedDocumentString(`
    query BasketPage($locale: String!, $currency: Currency!) {
  basket(locale: $locale, currency: $currency) {
    id
    count
    subtotal
    shipping {
      ...BasketShippingFields
    }
    lines {
      variantSku
      productSku
      quantity
      available
      unitPrice
      lineTotal
      variantLabel
      product {
        sku
        slug
        productName
        images {
          url
          alt
          width
          height
        }
      }
    }
  }
}
    "The basket page: every line with its product, label, stock and price of now."
fragment BasketShippingFields on BasketShipping {
  method
  cost
  freeFrom
  missingForFree
}`, {"hash":"sha256:5f36e735b85a09302f52ec3a530c2b460c3cdabfb9ecfdfdea898d047ed6b6ad"}) as unknown as TypedDocumentString<BasketPageQuery, BasketPageQueryVariables>;
export const ChangeBasketQuantityDocument = new TypedDocumentString(`
    mutation ChangeBasketQuantity($variantSku: ID!, $quantity: Int!) {
  changeBasketQuantity(variantSku: $variantSku, quantity: $quantity) {
    __typename
    ... on Basket {
      id
      count
    }
    ... on AddToBasketRefused {
      reason
      available
    }
  }
}
    `, {"hash":"sha256:f6adff9943111a2da029916d19afe6f7191a944f32825431287c9986163d98c8"}) as unknown as TypedDocumentString<ChangeBasketQuantityMutation, ChangeBasketQuantityMutationVariables>;
export const RemoveFromBasketDocument = new TypedDocumentString(`
    mutation RemoveFromBasket($variantSku: ID!) {
  removeFromBasket(variantSku: $variantSku) {
    id
    count
  }
}
    `, {"hash":"sha256:c09d55ddd2873fa6f3ede4d86f4cf4262eefcb7a81787f579852f19adbe1b55c"}) as unknown as TypedDocumentString<RemoveFromBasketMutation, RemoveFromBasketMutationVariables>;
export const WishlistCountDocument = new TypedDocumentString(`
    "The header's wishlist count and which products are on it (the hearts), for logged-in customers only."
query WishlistCount {
  wishlist {
    id
    count
    items {
      productSku
      variantSku
    }
  }
}
    `, {"hash":"sha256:2e1fff6112b33a8083bc67dde3dc434b6737602fcdc5f53e480821c2133635f5"}) as unknown as TypedDocumentString<WishlistCountQuery, WishlistCountQueryVariables>;
export const WishlistPageDocument = new TypedDocumentString(`
    "The wishlist page: every item with its product, the variant's label and whether it can be bought now."
query WishlistPage($locale: String!, $currency: Currency!) {
  wishlist(locale: $locale, currency: $currency) {
    id
    count
    items {
      variantSku
      productSku
      addedAt
      variantLabel
      available
      product {
        ...ProductCard
        variants {
          sku
          label
          available
        }
      }
    }
  }
}
    fragment ProductCard on Product {
  sku
  slug
  productName
  brand
  rating
  reviewCount
  available
  flags
  variationDimension
  colours {
    name
    hex
  }
  price {
    currency
    amount
    originalAmount
    discountPercent
    unitPrice {
      amount
      quantity
      unit
    }
    installmentCount
    installmentAmount
    installmentFirstAmount
    installmentLastAmount
    installmentTotal
    installmentEffectiveRate
  }
  images {
    url
    alt
    width
    height
  }
}`, {"hash":"sha256:9a40d7df15b895ba3a4ed9de6473b8919f35477c8d754492988e6d847868c7aa"}) as unknown as TypedDocumentString<WishlistPageQuery, WishlistPageQueryVariables>;
export const AddToWishlistDocument = new TypedDocumentString(`
    mutation AddToWishlist($variantSku: ID!) {
  addToWishlist(variantSku: $variantSku) {
    __typename
    ... on Wishlist {
      id
      count
    }
    ... on WishlistRefused {
      reason
    }
  }
}
    `, {"hash":"sha256:a0e3203433f8cd86f6608da640cf208a954e892f583ccc80155701f346061934"}) as unknown as TypedDocumentString<AddToWishlistMutation, AddToWishlistMutationVariables>;
export const RemoveFromWishlistDocument = new TypedDocumentString(`
    mutation RemoveFromWishlist($variantSku: ID!) {
  removeFromWishlist(variantSku: $variantSku) {
    id
    count
  }
}
    `, {"hash":"sha256:ea0ea79c952fdb988868d237a38bc128037a7a46a9ca5eab0a41af17f47eb0b6"}) as unknown as TypedDocumentString<RemoveFromWishlistMutation, RemoveFromWishlistMutationVariables>;
export const ChangeWishlistItemDocument = new TypedDocumentString(`
    mutation ChangeWishlistItem($variantSku: ID!, $newVariantSku: ID!) {
  changeWishlistItem(variantSku: $variantSku, newVariantSku: $newVariantSku) {
    __typename
    ... on Wishlist {
      id
      count
    }
    ... on WishlistRefused {
      reason
    }
  }
}
    `, {"hash":"sha256:5b978e608562c3d402a927af92d290b4b9e65090953cb61f08678f49fd77d336"}) as unknown as TypedDocumentString<ChangeWishlistItemMutation, ChangeWishlistItemMutationVariables>;
export const ProductVariantsDocument = new TypedDocumentString(`
    "The variants of a product (a card's heart keeps the first one that can be bought)."
query ProductVariants($sku: ID!, $locale: String!, $currency: Currency!) {
  product(sku: $sku, locale: $locale, currency: $currency) {
    sku
    variants {
      sku
      label
      available
    }
  }
}
    `, {"hash":"sha256:843efd8dc59544a6d2c2a6b49f611612af258c2d6d44c4d3a8f8b1501a0194b0"}) as unknown as TypedDocumentString<ProductVariantsQuery, ProductVariantsQueryVariables>;
export const CheckoutPageDocument = new TypedDocumentString(`
    "The checkout's steps: what is chosen and can be chosen, the lines and the totals (null for a guest or a soft login)."
query CheckoutPage($locale: String!, $near: String!, $withParcelShops: Boolean!) {
  checkout(locale: $locale) {
    id
    currency
    missing
    addresses {
      ...CheckoutAddress
    }
    address {
      ...CheckoutAddress
    }
    deliveryOption
    parcelShop {
      id
      name
      street
      postalCode
      city
      country
    }
    parcelShops(near: $near) @include(if: $withParcelShops) {
      id
      name
      street
      postalCode
      city
      country
      distanceMeters
    }
    deliveryOptions {
      option
      price
      earliest
      latest
    }
    deliveryCountries
    paymentMethod
    paymentMethods {
      method
      unavailable
    }
    instalmentCount
    instalmentCounts
    instalmentPlan {
      ...CheckoutPlan
    }
    plans: instalmentPlans(paymentPause: false) {
      ...CheckoutPlan
    }
    pausedPlans: instalmentPlans(paymentPause: true) {
      ...CheckoutPlan
    }
    paymentPause
    paymentPauseOffer {
      months
      surchargePercent
      surcharge
    }
    voucher {
      code
      kind
      value
      discount
      problem
    }
    premium
    premiumOffer {
      price
      months
      memberUntil
      renewsUntil
    }
    rateProtectionOffer {
      monthlyPercent
      monthlyPremium
      totalPremium
      minAge
      maxAgeAtEnd
      lastInstalment
      customerBirthDate
    }
    rateProtection {
      birthDate
      occupation
      covers
      monthlyPremium
      totalPremium
      confirmedMonthlyPremium
      needsConfirmation
      ageProblem
    }
    totals {
      ...CheckoutTotals
    }
    basket {
      id
      count
      lines {
        variantSku
        productSku
        quantity
        available
        lineTotal
        variantLabel
        product {
          sku
          productName
          images {
            url
            alt
            width
            height
          }
        }
      }
    }
  }
}
    fragment CheckoutAddress on Address {
  id
  salutation
  firstName
  lastName
  street
  houseNumber
  postalCode
  city
  country
}
fragment CheckoutPlan on InstalmentPlan {
  basePrice
  count
  firstInstalment
  monthlyInstalment
  lastInstalment
  surcharge
  interest
  monthlyInterestFactor
  monthlyRateSurchargeFactor
  pauseSurchargePercent
  overallPrice
  effectiveAnnualRate
}
"What an order comes to, VAT per rate (the checkout's and the order's)."
fragment CheckoutTotals on OrderTotals {
  goods
  shipping
  paymentSurcharge
  discount
  fees
  total
  vat {
    rate
    amount
  }
}`, {"hash":"sha256:b6490cf98bce81d07b9b989b64443c19ebdfc14ea053fa25a057448a5d2fb67d"}) as unknown as TypedDocumentString<CheckoutPageQuery, CheckoutPageQueryVariables>;
export const SetDeliveryDocument = new TypedDocumentString(`
    mutation SetDelivery($input: DeliveryInput!) {
  setDelivery(input: $input) {
    __typename
    ... on Checkout {
      id
      missing
    }
    ... on CheckoutRefused {
      reason
      problems {
        field
        code
      }
    }
  }
}
    `, {"hash":"sha256:3dcb2266f6810cea8f7258b43fda1fa16abb4a03437a5f51d7b93f382fdbf2a1"}) as unknown as TypedDocumentString<SetDeliveryMutation, SetDeliveryMutationVariables>;
export const SetPaymentDocument = new TypedDocumentString(`
    mutation SetPayment($input: PaymentInput!) {
  setPayment(input: $input) {
    __typename
    ... on Checkout {
      id
      missing
    }
    ... on CheckoutRefused {
      reason
    }
  }
}
    `, {"hash":"sha256:efb13362cb4a2225dbe34f3d192fe7e3711b75d3ebc9fb78f12f3c7247efcf13"}) as unknown as TypedDocumentString<SetPaymentMutation, SetPaymentMutationVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($expectedTotal: Int!, $locale: String!) {
  placeOrder(expectedTotal: $expectedTotal, locale: $locale) {
    __typename
    ... on Order {
      number
      paymentRedirect
    }
    ... on OrderRefused {
      reason
    }
  }
}
    `, {"hash":"sha256:f3d02cc8b0e35912587870b9ed2c1dd231f585ed1dce9455b83f99b235c8a45e"}) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const CompletePaymentDocument = new TypedDocumentString(`
    "The shopper back from the payment provider (the after-payment page)."
mutation CompletePayment($paymentId: ID!, $status: String!, $signature: String!, $locale: String!) {
  completePayment(
    paymentId: $paymentId
    status: $status
    signature: $signature
    locale: $locale
  ) {
    __typename
    ... on Order {
      number
      status
    }
    ... on PaymentFailed {
      reason
      orderNumber
    }
  }
}
    `, {"hash":"sha256:5a401c9ef522bbd8f602581c01bc2026c21132ad580824c255c37cc8802ddff4"}) as unknown as TypedDocumentString<CompletePaymentMutation, CompletePaymentMutationVariables>;
export const OrderPageDocument = new TypedDocumentString(`
    "An order of the logged-in customer (the confirmation page)."
query OrderPage($number: ID!, $locale: String!) {
  order(number: $number, locale: $locale) {
    number
    status
    createdAt
    currency
    lines {
      variantSku
      productName
      variantLabel
      quantity
      lineTotal
    }
    totals {
      ...CheckoutTotals
    }
    address {
      ...CheckoutAddress
    }
    deliveryOption
    deliveryEarliest
    deliveryLatest
    paymentMethod
    paymentPause
    instalmentPlan {
      ...CheckoutPlan
    }
    premiumUntil
    payLink
    rateProtection {
      occupation
      covers
      monthlyPremium
      totalPremium
    }
    prepayment {
      amount
      bankTransferReference
      payBy
    }
  }
}
    fragment CheckoutAddress on Address {
  id
  salutation
  firstName
  lastName
  street
  houseNumber
  postalCode
  city
  country
}
fragment CheckoutPlan on InstalmentPlan {
  basePrice
  count
  firstInstalment
  monthlyInstalment
  lastInstalment
  surcharge
  interest
  monthlyInterestFactor
  monthlyRateSurchargeFactor
  pauseSurchargePercent
  overallPrice
  effectiveAnnualRate
}
"What an order comes to, VAT per rate (the checkout's and the order's)."
fragment CheckoutTotals on OrderTotals {
  goods
  shipping
  paymentSurcharge
  discount
  fees
  total
  vat {
    rate
    amount
  }
}`, {"hash":"sha256:3c8798677ca1dbae73e79f30122c7a218dc275b3683060104218b918a33afd1b"}) as unknown as TypedDocumentString<OrderPageQuery, OrderPageQueryVariables>;
export const ApplyVoucherDocument = new TypedDocumentString(`
    mutation ApplyVoucher($code: String!, $locale: String!) {
  applyVoucher(code: $code, locale: $locale) {
    __typename
    ... on Checkout {
      id
      voucher {
        code
        discount
      }
    }
    ... on VoucherRefused {
      reason
    }
  }
}
    `, {"hash":"sha256:a3e970e897e0666583660dc44aa64776337051a79f3831e242396a5b20fce5f8"}) as unknown as TypedDocumentString<ApplyVoucherMutation, ApplyVoucherMutationVariables>;
export const RemoveVoucherDocument = new TypedDocumentString(`
    mutation RemoveVoucher($locale: String!) {
  removeVoucher(locale: $locale) {
    id
  }
}
    `, {"hash":"sha256:f0fffee68cac84d8f2fdb86916ad495bf2debc649c859dfc8103442af7284c11"}) as unknown as TypedDocumentString<RemoveVoucherMutation, RemoveVoucherMutationVariables>;
export const SetPremiumDocument = new TypedDocumentString(`
    mutation SetPremium($premium: Boolean!, $locale: String!) {
  setPremium(premium: $premium, locale: $locale) {
    __typename
    ... on Checkout {
      id
      premium
    }
    ... on CheckoutRefused {
      reason
    }
  }
}
    `, {"hash":"sha256:fd1b749f6da934b84d890d32d09ac962bd5a417fe146299b79711565ac4c51f8"}) as unknown as TypedDocumentString<SetPremiumMutation, SetPremiumMutationVariables>;
export const SetRateProtectionDocument = new TypedDocumentString(`
    "Insures the instalments with the rate-protection insurance (or takes it off)."
mutation SetRateProtection($input: RateProtectionInput!) {
  setRateProtection(input: $input) {
    __typename
    ... on Checkout {
      id
      missing
    }
    ... on CheckoutRefused {
      reason
      rateProtectionProblems {
        field
        code
      }
    }
  }
}
    `, {"hash":"sha256:63ca71366ab2525f226ce473af6a2330ead33b078701f750ea8d5cd95fb6008a"}) as unknown as TypedDocumentString<SetRateProtectionMutation, SetRateProtectionMutationVariables>;
export const PaylinkPageDocument = new TypedDocumentString(`
    "A payment link by its token (the payment-link page; no login)."
query PaylinkPage($token: ID!, $locale: String!) {
  paylink(token: $token, locale: $locale) {
    reference
    orderNumber
    amount
    currency
    status
    expiresAt
    paidAt
    paidMethod
    methods
    bankTransferReference
  }
}
    `, {"hash":"sha256:6c447c952d5e182d59c658e8f21ede89014e356b4f8a3a2a3b9cc19dd8354891"}) as unknown as TypedDocumentString<PaylinkPageQuery, PaylinkPageQueryVariables>;
export const PayPaylinkDocument = new TypedDocumentString(`
    mutation PayPaylink($token: ID!, $method: PaylinkMethod!, $locale: String!) {
  payPaylink(token: $token, method: $method, locale: $locale) {
    __typename
    ... on PaylinkRedirect {
      redirectUrl
    }
    ... on PaylinkRefused {
      reason
    }
  }
}
    `, {"hash":"sha256:a226e687d5e1f06d9f95e3dbc6b57bc8b1a7a4ce81ceac8f0fb9ffb2d7e90338"}) as unknown as TypedDocumentString<PayPaylinkMutation, PayPaylinkMutationVariables>;
export const CompletePaylinkPaymentDocument = new TypedDocumentString(`
    "The shopper back from the payment provider (the payment link's returning-success page)."
mutation CompletePaylinkPayment($token: ID!, $paymentId: ID!, $status: String!, $signature: String!) {
  completePaylinkPayment(
    token: $token
    paymentId: $paymentId
    status: $status
    signature: $signature
  ) {
    __typename
    ... on Paylink {
      reference
      amount
      currency
      status
      paidMethod
    }
    ... on PaylinkPaymentFailed {
      reason
    }
  }
}
    `, {"hash":"sha256:d64229b8395988020c85f3123ecbe3464236b814fdc5a85393e2363cc166b1d4"}) as unknown as TypedDocumentString<CompletePaylinkPaymentMutation, CompletePaylinkPaymentMutationVariables>;
export const InstalmentCalculatorDocument = new TypedDocumentString(`
    "The instalment calculator of the product page (no login): a plan for every count, without and with the payment pause."
query InstalmentCalculator($basePrice: Float!) {
  instalmentCalculator(basePrice: $basePrice) {
    basePrice
    notice
    minBasePrice
    maxBasePrice
    plans {
      ...CheckoutPlan
    }
    pausedPlans {
      ...CheckoutPlan
    }
    paymentPauseOffer {
      months
      surchargePercent
      surcharge
    }
  }
}
    fragment CheckoutPlan on InstalmentPlan {
  basePrice
  count
  firstInstalment
  monthlyInstalment
  lastInstalment
  surcharge
  interest
  monthlyInterestFactor
  monthlyRateSurchargeFactor
  pauseSurchargePercent
  overallPrice
  effectiveAnnualRate
}`, {"hash":"sha256:c6f4c1d25b6854c7de427544e14e42d2e2017e5630ba94dfe8602840488ffbbb"}) as unknown as TypedDocumentString<InstalmentCalculatorQuery, InstalmentCalculatorQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($email: String!, $password: String!, $keepLoggedIn: Boolean) {
  login(email: $email, password: $password, keepLoggedIn: $keepLoggedIn) {
    __typename
    ...SessionKeyFields
    ... on LoginRefused {
      reason
      retryAfterSeconds
    }
  }
}
    fragment SessionKeyFields on SessionKey {
  token
  exp
  type
  cc
  keepUntil
  loginState {
    ca
    bop
    np
  }
  customer {
    customerNumber
    firstName
    lastName
  }
}`, {"hash":"sha256:795a467235649706f60c633e3132c3d15365fae954cc1216d8f15b650e3d1859"}) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const RequestLoginCodeDocument = new TypedDocumentString(`
    mutation RequestLoginCode($locale: String!) {
  requestLoginCode(locale: $locale) {
    __typename
    ... on LoginCodeSent {
      email
      validMinutes
    }
    ... on TooManyAttempts {
      retryAfterSeconds
    }
  }
}
    `, {"hash":"sha256:d2e122318112321e0d127c3577969f98e0d7ff9f514a6865795d435af3235bf0"}) as unknown as TypedDocumentString<RequestLoginCodeMutation, RequestLoginCodeMutationVariables>;
export const LoginWithCodeDocument = new TypedDocumentString(`
    mutation LoginWithCode($code: String!, $keepLoggedIn: Boolean) {
  loginWithCode(code: $code, keepLoggedIn: $keepLoggedIn) {
    __typename
    ...SessionKeyFields
    ... on LoginRefused {
      reason
      retryAfterSeconds
    }
  }
}
    fragment SessionKeyFields on SessionKey {
  token
  exp
  type
  cc
  keepUntil
  loginState {
    ca
    bop
    np
  }
  customer {
    customerNumber
    firstName
    lastName
  }
}`, {"hash":"sha256:dc6b1c8a8990d2a3e7c2a5f58a11667e0caa5d714e5fe6991c6b2244a2e47267"}) as unknown as TypedDocumentString<LoginWithCodeMutation, LoginWithCodeMutationVariables>;
export const LoginWithCustomerNumberDocument = new TypedDocumentString(`
    mutation LoginWithCustomerNumber($customerNumber: String!, $dateOfBirth: String!, $keepLoggedIn: Boolean) {
  loginWithCustomerNumber(
    customerNumber: $customerNumber
    dateOfBirth: $dateOfBirth
    keepLoggedIn: $keepLoggedIn
  ) {
    __typename
    ...SessionKeyFields
    ... on LoginRefused {
      reason
      retryAfterSeconds
    }
  }
}
    fragment SessionKeyFields on SessionKey {
  token
  exp
  type
  cc
  keepUntil
  loginState {
    ca
    bop
    np
  }
  customer {
    customerNumber
    firstName
    lastName
  }
}`, {"hash":"sha256:490f56a80dac2424ff11c4c98df8725e6b2620bde3b5e35761f31b434b8779ad"}) as unknown as TypedDocumentString<LoginWithCustomerNumberMutation, LoginWithCustomerNumberMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `, {"hash":"sha256:cb1d14c1cc99a25294cfa4376de2402364cb32e6c038a11fb36cf0ebb3a5ce91"}) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    customerNumber
    email
    firstName
    lastName
    premiumUntil
  }
}
    `, {"hash":"sha256:6399e98d6509d735b74896453b3dd94c791f55354a90617e2f39ca3d7b9388bb"}) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($input: RegistrationInput!) {
  register(input: $input) {
    __typename
    ... on RegistrationMailed {
      email
      validHours
    }
    ... on RegistrationRefused {
      problems {
        field
        code
      }
    }
    ... on TooManyAttempts {
      retryAfterSeconds
    }
  }
}
    `, {"hash":"sha256:5cbc06966d73282e027b5581948241cb604be43e42a1e415636e34b34730c1ad"}) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const ConfirmRegistrationDocument = new TypedDocumentString(`
    mutation ConfirmRegistration($token: String!) {
  confirmRegistration(token: $token) {
    __typename
    ...SessionKeyFields
    ... on RegistrationLinkRefused {
      reason
    }
  }
}
    fragment SessionKeyFields on SessionKey {
  token
  exp
  type
  cc
  keepUntil
  loginState {
    ca
    bop
    np
  }
  customer {
    customerNumber
    firstName
    lastName
  }
}`, {"hash":"sha256:4cbfaa39b97101abb70e4c06bc14c5d319516d65344829cd4a092530734646e7"}) as unknown as TypedDocumentString<ConfirmRegistrationMutation, ConfirmRegistrationMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!, $locale: String!) {
  requestPasswordReset(email: $email, locale: $locale) {
    __typename
    ... on PasswordResetRequested {
      email
    }
    ... on TooManyAttempts {
      retryAfterSeconds
    }
  }
}
    `, {"hash":"sha256:1ac7da50da69db09f17bfc517d4b72718fc6d555bf9fe10221003dda5c35ef2b"}) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) {
    __typename
    ... on PasswordChanged {
      email
    }
    ... on PasswordResetRefused {
      reason
    }
  }
}
    `, {"hash":"sha256:c5b0c5410d31afd437daa7ac4a8d738b5f87611a569a2d8e166f3ddf4716fd2f"}) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RenewSessionDocument = new TypedDocumentString(`
    mutation RenewSession {
  renewSession {
    __typename
    ... on SessionKey {
      token
      exp
      type
      cc
      keepUntil
      loginState {
        ca
        bop
        np
      }
    }
    ... on SessionEnded {
      reason
    }
  }
}
    `, {"hash":"sha256:cec1e864b1eb14d8ab2e945aed020821f993cf560ebfa433c92418fa008a12cf"}) as unknown as TypedDocumentString<RenewSessionMutation, RenewSessionMutationVariables>;
export const ContactFormDocument = new TypedDocumentString(`
    query ContactForm {
  contactForm {
    subjects
    captcha
  }
}
    `, {"hash":"sha256:d2c2da9204502cc0ef859415feefe837483ba1b1a0d178d3ad2a855b04aa9095"}) as unknown as TypedDocumentString<ContactFormQuery, ContactFormQueryVariables>;
export const SendContactMessageDocument = new TypedDocumentString(`
    mutation SendContactMessage($input: ContactMessageInput!) {
  sendContactMessage(input: $input) {
    __typename
    ... on ContactMessageSent {
      reference
      attachments
    }
    ... on ContactFormRefused {
      problems {
        field
        code
      }
      attachmentProblems {
        id
        code
      }
    }
    ... on ContactRefused {
      reason
    }
  }
}
    `, {"hash":"sha256:8543ade614a73ce2a510dacf8e32395f0a9bad806a3b1b6b7ff19bf1f4982611"}) as unknown as TypedDocumentString<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const NewsletterTermsDocument = new TypedDocumentString(`
    query NewsletterTerms {
  newsletterTerms {
    value
    percent
    minimumOrder
    validDays
    doubleOptIn
  }
}
    `, {"hash":"sha256:baf68ffa473c593a3822212b6e7d036b2db64f0dcd93099bdcf4811ef702b923"}) as unknown as TypedDocumentString<NewsletterTermsQuery, NewsletterTermsQueryVariables>;
export const SubscribeNewsletterDocument = new TypedDocumentString(`
    mutation SubscribeNewsletter($input: NewsletterSignUpInput!) {
  subscribeNewsletter(input: $input) {
    ...NewsletterSignUpAnswer
  }
}
    fragment NewsletterSignUpAnswer on NewsletterSignUpResult {
  __typename
  ... on NewsletterPending {
    subscription
    validHours
  }
  ... on NewsletterSubscribed {
    voucherMailed
  }
  ... on NewsletterAlreadySubscribed {
    email
  }
  ... on NewsletterRefused {
    reason
  }
}`, {"hash":"sha256:3de1265d753bb7aa67418a88c02780da16d5d65a039bb56b3e196488f34ff627"}) as unknown as TypedDocumentString<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const ResendNewsletterConfirmationDocument = new TypedDocumentString(`
    mutation ResendNewsletterConfirmation($input: NewsletterResendInput!) {
  resendNewsletterConfirmation(input: $input) {
    ...NewsletterSignUpAnswer
  }
}
    fragment NewsletterSignUpAnswer on NewsletterSignUpResult {
  __typename
  ... on NewsletterPending {
    subscription
    validHours
  }
  ... on NewsletterSubscribed {
    voucherMailed
  }
  ... on NewsletterAlreadySubscribed {
    email
  }
  ... on NewsletterRefused {
    reason
  }
}`, {"hash":"sha256:2d30234afe976880009dba373653574f6b9f4566d514e9093796565a7ab1c6a6"}) as unknown as TypedDocumentString<ResendNewsletterConfirmationMutation, ResendNewsletterConfirmationMutationVariables>;
export const ConfirmNewsletterDocument = new TypedDocumentString(`
    mutation ConfirmNewsletter($input: NewsletterConfirmInput!) {
  confirmNewsletter(input: $input) {
    __typename
    ... on NewsletterSubscribed {
      voucherMailed
    }
    ... on NewsletterAlreadySubscribed {
      email
    }
    ... on NewsletterLinkInvalid {
      expired
    }
  }
}
    `, {"hash":"sha256:6c8e99627c0e02fa3ed9117805ee510c06eb96fc6005d3840b32d60906f84c94"}) as unknown as TypedDocumentString<ConfirmNewsletterMutation, ConfirmNewsletterMutationVariables>;
export const NewsletterSettingsDocument = new TypedDocumentString(`
    query NewsletterSettings($token: String!) {
  newsletterSettings(token: $token) {
    ...NewsletterSettingsFields
  }
}
    fragment NewsletterSettingsFields on NewsletterSettings {
  subscribed
  frequency
  pausedUntil
  shopNewsletter
  secondBrand
  frequencies
  pauseDays
}`, {"hash":"sha256:f98315f855e188edda3eca07fc2d76d237b268034929c96891ab167e1ef6d22d"}) as unknown as TypedDocumentString<NewsletterSettingsQuery, NewsletterSettingsQueryVariables>;
export const UpdateNewsletterSettingsDocument = new TypedDocumentString(`
    mutation UpdateNewsletterSettings($input: NewsletterSettingsInput!) {
  updateNewsletterSettings(input: $input) {
    __typename
    ... on NewsletterSettingsSaved {
      subscribed
      frequency
      pausedUntil
      shopNewsletter
      secondBrand
    }
    ... on NewsletterSettingsRefused {
      reason
    }
  }
}
    `, {"hash":"sha256:b4c2b33633d3d7425c38a5b3fa496f1ab8e75ab24f2a5cdf08aabe0d36dc928f"}) as unknown as TypedDocumentString<UpdateNewsletterSettingsMutation, UpdateNewsletterSettingsMutationVariables>;
export const UnsubscribeMailingsDocument = new TypedDocumentString(`
    mutation UnsubscribeMailings($token: String!) {
  unsubscribeMailings(token: $token) {
    __typename
  }
}
    `, {"hash":"sha256:2b5f71101b6faf0f727607f014b3ab3de1da95273c220a415116b53891c8b406"}) as unknown as TypedDocumentString<UnsubscribeMailingsMutation, UnsubscribeMailingsMutationVariables>;
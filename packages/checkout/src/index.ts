export { BasketView, ShippingNote } from './basket-view';
export type { BasketLineView, BasketProblem, BasketViewProps, ShippingNoteProps } from './basket-view';
export { CheckoutSteps } from './checkout-steps';
export type { CheckoutStepKey, CheckoutStepsProps } from './checkout-steps';
export { DeliveryForm } from './delivery-form';
export type { DeliveryFormProps } from './delivery-form';
export { PaymentForm } from './payment-form';
export type { PaymentFormProps } from './payment-form';
export { InstalmentPlanTable } from './instalment-plan';
export { InstalmentCalculator } from './instalment-calculator';
export type { InstalmentCalculationView, InstalmentCalculatorProps } from './instalment-calculator';
export type { InstalmentPlanTableProps } from './instalment-plan';
export { OrderSummary } from './order-summary';
export type { OrderSummaryProps } from './order-summary';
export { CheckAndOrderView } from './check-and-order';
export type { CheckAndOrderViewProps } from './check-and-order';
export { OrderConfirmationView } from './order-confirmation';
export type { OrderConfirmationViewProps } from './order-confirmation';
export { NoOrderNotice } from './no-order-notice';
export type { NoOrderNoticeProps, NoOrderReason } from './no-order-notice';
export { PaymentPauseForm } from './payment-pause-form';
export type { PaymentPauseFormProps } from './payment-pause-form';
export { PremiumForm } from './premium-form';
export { RateProtectionForm } from './rate-protection-form';
export { PaylinkSuccessView, PaylinkView } from './paylink-view';
export type { PaylinkMethodKey, PaylinkSuccessViewProps, PaylinkViewData, PaylinkViewProps } from './paylink-view';
export type { RateProtectionFormProps } from './rate-protection-form';
export type { PremiumFormProps } from './premium-form';
export { VoucherBox } from './voucher-box';
export type { VoucherBoxProps, VoucherProblemKey } from './voucher-box';
export { formatDay, formatLongDay, formatRate } from './formats';
export type {
  AddressView,
  CheckoutFormAction,
  CheckoutFormState,
  CheckoutRefusal,
  DeliveryField,
  DeliveryOfferView,
  DeliveryOptionKey,
  InstalmentPlanView,
  OrderLineView,
  ParcelShopView,
  PaymentField,
  PaymentMethodKey,
  PaymentOfferView,
  PaymentPauseView,
  OccupationKey,
  PremiumOfferView,
  RateProtectionField,
  RateProtectionOfferView,
  RateProtectionView,
  TotalsView,
} from './types';

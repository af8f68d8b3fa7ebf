import { createI18n } from '@vitrine/i18n';
import { orderConfirmationMail } from '@vitrine/mail';
import { formatMoney, localDay, type OrderTotals } from '@vitrine/pricing';
import { fullLoginOf, type GatewayContext } from '../../http/context';
import { badInput, customerOwner } from '../../http/input';
import { shipDueOf } from '../fulfilment/model';
import { shopOrigins } from '../../http/shops';
import { TENANTS } from '../../http/tenants';
import { assertLocale } from '../../http/input';
import { localeOf, SHOP, shopLink } from '../../http/links';
import { isIdempotencyKey } from '../../http/idempotency-store';
import { onceKey } from './vouchers';
import { applyPaymentEvent, PROVIDER_METHODS, paymentRedirect } from '../payments/service';
import { payByOf } from './prepayments';
import { prepaymentDates } from '@vitrine/calendar';
import { createOrderPaylink, openPaylinkOfOrder, paylinkUrl } from '../paylinks/service';

/** The methods whose open amount a payment link can pay (the others are paid at once, or by instalments). */
const PAYLINK_METHODS: ReadonlySet<string> = new Set(['INVOICE', 'PREPAYMENT']);
import type { AddressModel } from '../address-book/model';
import {
  checkoutOf,
  type InsuredRiskEnum,
  type OccupationEnum,
  type CheckoutModel,
  type DeliveryOptionEnum,
  type InstalmentPlanModel,
  type ParcelShopModel,
  type PaymentMethodEnum,
} from './service';

export interface OrderModel {
  __typename: 'Order';
  number: string;
  status: 'PLACED' | 'AWAITING_PAYMENT' | 'PAID' | 'CANCELLED';
  createdAt: string;
  currency: 'EUR' | 'CHF';
  lines: { position: number; variantSku: string; productSku: string; productName: string; variantLabel: string | null; quantity: number; unitPrice: number; lineTotal: number }[];
  totals: OrderTotals;
  address: AddressModel;
  deliveryOption: DeliveryOptionEnum;
  parcelShop: ParcelShopModel | null;
  deliveryEarliest: string;
  deliveryLatest: string;
  paymentMethod: PaymentMethodEnum;
  paymentPause: boolean;
  instalmentPlan: InstalmentPlanModel | null;
  /** What to transfer, the reference and the last day to pay (`YYYY-MM-DD`; cancelled after it). */
  prepayment: { amount: number; bankTransferReference: string; payBy: string } | null;
  paymentRedirect: string | null;
  premiumUntil: string | null;
  rateProtection: OrderRateProtectionModel | null;
  payLink: string | null;
}

export interface OrderRateProtectionModel {
  occupation: OccupationEnum;
  covers: InsuredRiskEnum[];
  monthlyPremium: number;
  totalPremium: number;
}

export interface OrderRefusedModel {
  __typename: 'OrderRefused';
  reason: 'BASKET_EMPTY' | 'NOT_ENOUGH_STOCK' | 'DELIVERY_MISSING' | 'PAYMENT_MISSING' | 'TOTAL_CHANGED' | 'LOGIN_REQUIRED' | 'RATE_PROTECTION_UNCONFIRMED';
}

const refused = (reason: OrderRefusedModel['reason']): OrderRefusedModel => ({ __typename: 'OrderRefused', reason });

interface OrderRow {
  number: string;
  status: string;
  created_at: Date | string;
  currency: 'EUR' | 'CHF';
  goods: number;
  shipping: number;
  payment_surcharge: number;
  discount: number;
  fees: number;
  total: number;
  vat: OrderTotals['vat'];
  address: AddressModel;
  delivery_option: DeliveryOptionEnum;
  parcel_shop: ParcelShopModel | null;
  delivery_earliest: Date | string;
  delivery_latest: Date | string;
  payment_method: PaymentMethodEnum;
  payment_pause: boolean;
  /** As stored with the order (plans stored before issue 26 have no `interest`). */
  instalment_plan: (Omit<InstalmentPlanModel, 'interest'> & { interest?: number }) | null;
  premium_until: string | null;
  rate_protection: OrderRateProtectionModel | null;
  locale: string;
  pay_by: string | null;
}

const day = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;

const ORDER_COLUMNS = `number, status, created_at, currency, goods, shipping, payment_surcharge, discount, fees, premium_until::text as premium_until, total, vat, address,
  delivery_option, parcel_shop, delivery_earliest::text as delivery_earliest, delivery_latest::text as delivery_latest, payment_method, payment_pause,
  instalment_plan, rate_protection, locale, pay_by::text as pay_by`;

interface OrderLineRow {
  order_number: string;
  position: number;
  variant_sku: string;
  product_sku: string;
  name: string;
  variant_label: string | null;
  quantity: number;
  unit_price: number;
  line_total: number;
}

/** A stored order of this customer, or null (someone else's order is as unknown as none). */
export async function readOrder(context: GatewayContext, customer: string, where: { number: string } | { attempt: string }): Promise<OrderModel | null> {
  const [row] = await context.db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders where customer_id = $1 and tenant = $2 and ${'number' in where ? 'number' : 'attempt'} = $3`,
    [customer, context.tenant.key, 'number' in where ? where.number : where.attempt],
  );
  return row ? (await modelsOf(context, [row]))[0]! : null;
}

/**
 * The customer's orders in this shop, newest first: `first` of them, after the order numbered
 * `after` (one of theirs; another number starts from the newest). Lines in one query for all.
 */
export async function readOrders(context: GatewayContext, customer: string, { first, after }: { first: number; after?: string | undefined }): Promise<OrderModel[]> {
  const rows = await context.db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o
     where customer_id = $1 and tenant = $2
       and ($3::text is null or not exists (select 1 from orders a where a.number = $3 and a.customer_id = $1 and a.tenant = $2)
            or (created_at, number) < (select a.created_at, a.number from orders a where a.number = $3 and a.customer_id = $1 and a.tenant = $2))
     order by created_at desc, number desc limit $4`,
    [customer, context.tenant.key, after ?? null, first],
  );
  return modelsOf(context, rows);
}

async function modelsOf(context: GatewayContext, rows: OrderRow[]): Promise<OrderModel[]> {
  if (!rows.length) return [];
  const lines = await context.db.query<OrderLineRow>(
    'select order_number, position, variant_sku, product_sku, name, variant_label, quantity, unit_price, line_total from order_lines where order_number = any($1::text[]) order by order_number, position',
    [rows.map((r) => r.number)],
  );
  return Promise.all(
    rows.map((row) =>
      modelOf(
        context,
        row,
        lines.filter((l) => l.order_number === row.number),
      ),
    ),
  );
}

async function modelOf(context: GatewayContext, row: OrderRow, lines: OrderLineRow[]): Promise<OrderModel> {
  return {
    __typename: 'Order',
    number: row.number,
    status: row.status.toUpperCase().replace('-', '_') as OrderModel['status'],
    createdAt: new Date(row.created_at).toISOString(),
    currency: row.currency,
    lines: lines.map((l) => ({
      position: l.position,
      variantSku: l.variant_sku,
      productSku: l.product_sku,
      productName: l.name,
      variantLabel: l.variant_label,
      quantity: l.quantity,
      unitPrice: l.unit_price,
      lineTotal: l.line_total,
    })),
    totals: { goods: row.goods, shipping: row.shipping, paymentSurcharge: row.payment_surcharge, discount: row.discount, fees: row.fees, total: row.total, vat: row.vat },
    address: row.address,
    deliveryOption: row.delivery_option,
    parcelShop: row.parcel_shop,
    deliveryEarliest: day(row.delivery_earliest),
    deliveryLatest: day(row.delivery_latest),
    paymentMethod: row.payment_method,
    paymentPause: row.payment_pause,
    // Plans stored before their interest was kept have it from their own factor (the rule of @vitrine/instalment-math).
    instalmentPlan: row.instalment_plan
      ? {
          ...row.instalment_plan,
          interest: row.instalment_plan.interest ?? Math.round(row.instalment_plan.basePrice * row.instalment_plan.monthlyInterestFactor * row.instalment_plan.count),
        }
      : null,
    prepayment:
      row.payment_method === 'PREPAYMENT'
        ? {
            amount: row.total,
            bankTransferReference: `VITRINE ${row.number}`,
            // Orders placed before the day was stored have it by the same rule.
            payBy: row.pay_by ?? prepaymentDates(localDay(new Date(row.created_at), context.tenant.timeZone), context.tenant.order.prepayment).payBy,
          }
        : null,
    paymentRedirect: null,
    premiumUntil: row.premium_until,
    rateProtection: row.rate_protection,
    payLink: await payLinkOf(context, row),
  };
}

/** An invoice or prepayment order not paid yet can be paid online by its payment link. */
async function payLinkOf(context: GatewayContext, row: OrderRow): Promise<string | null> {
  if (!PAYLINK_METHODS.has(row.payment_method) || (row.status !== 'placed' && row.status !== 'awaiting-payment')) return null;
  const id = await openPaylinkOfOrder(context, row.number);
  return id ? paylinkUrl(context, localeOf(context, row.locale), id) : null;
}

/** An order of the logged-in customer by its number. */
export async function orderOf(context: GatewayContext, number: string, locale: string): Promise<OrderModel | null> {
  assertLocale(locale);
  // Guarded as `fullLogin` (http/access.ts); the customer is the request's, never an argument.
  const customer = fullLoginOf(context);
  if (!customer || !/^\d{8,12}$/.test(number)) return null;
  return readOrder(context, customer, { number });
}

/** A line could not be taken from the stock: the transaction ends without an order. */
class OutOfStock extends Error {}
/** The voucher was redeemed by another order meanwhile: the total the shopper saw is no longer right. */
class VoucherUsed extends Error {}

/**
 * Places the order once per attempt. The checkout is read again (prices and stock of now); when
 * it is complete and comes to what the shopper saw, one transaction claims the attempt, takes the
 * pieces from the stock (never below zero), writes the order and its lines and empties those
 * lines from the basket. A second request with the attempt, at the same time or after a crash or a
 * lost answer, finds the order (or, when the first never committed, places it).
 */
/**
 * The order's attempt: the request's Idempotency-Key (the one idempotency of every write), or the
 * deprecated `attempt` argument; when both come they must agree.
 */
/** The job that tells the shops again which products an order sold out (at least once, beside the word sent at once). */
export const STALE_PAGES_JOB = 'stale-pages';
/** When it runs: after the word sent at once has had its chance. */
export const STALE_PAGES_AGAIN_MS = 3000;

export function attemptOf(key: string | undefined, attempt: string | null | undefined): string {
  if (key !== undefined && attempt != null && key !== attempt) throw badInput('attempt', 'attempt-mismatch', 'attempt must be the Idempotency-Key when both are sent');
  const chosen = key ?? attempt;
  if (chosen == null) throw badInput('attempt', 'attempt-required', 'Send an Idempotency-Key header (or the deprecated attempt argument)');
  return chosen;
}

export async function placeOrder(context: GatewayContext, locale: string, attempt: string, expectedTotal: number): Promise<OrderModel | OrderRefusedModel> {
  const customer = fullLoginOf(context);
  if (!customer) return refused('LOGIN_REQUIRED');
  if (!isIdempotencyKey(attempt)) throw badInput('attempt', 'attempt-format', 'attempt must be 8 to 128 letters, digits or . _ : -');
  if (!Number.isSafeInteger(expectedTotal) || expectedTotal < 0) throw badInput('expectedTotal', 'amount', 'expectedTotal must be whole minor units ≥ 0');
  const placed = await readOrder(context, customer, { attempt });
  if (placed) return withRedirect(context, placed, locale);
  const checkout = (await checkoutOf(context, locale))!;
  const problem: OrderRefusedModel['reason'] | null = !checkout.basket.lines.length
    ? 'BASKET_EMPTY'
    : checkout.missing.includes('BASKET')
      ? 'NOT_ENOUGH_STOCK'
      : checkout.missing.includes('DELIVERY')
        ? 'DELIVERY_MISSING'
        : checkout.missing.includes('PAYMENT')
          ? 'PAYMENT_MISSING'
          : checkout.missing.includes('RATE_PROTECTION')
            ? 'RATE_PROTECTION_UNCONFIRMED'
            : checkout.totals.total !== expectedTotal
              ? 'TOTAL_CHANGED'
              : null;
  // A request of the same attempt may have placed the order meanwhile (and emptied the basket): its order is the answer.
  if (problem) {
    const meanwhile = await readOrder(context, customer, { attempt });
    return meanwhile ? withRedirect(context, meanwhile, locale) : refused(problem);
  }
  let number: string | null;
  /** Products one of whose variants this order sold out: their cached pages in the shops went stale. */
  const soldOut: string[] = [];
  /** The job that tells the shops again, taken back once they were told at once. */
  let staleJob: string | undefined;
  try {
    number = await context.db.transaction(async (tx) => {
      soldOut.length = 0;
      const [claimed] = await tx.query<{ number: string }>(
        `insert into orders (number, tenant, customer_id, attempt, status, locale, currency, goods, shipping, payment_surcharge, discount, total, vat, address,
                             delivery_option, parcel_shop, delivery_earliest, delivery_latest, payment_method, payment_pause, instalment_plan, created_at, pay_by)
         values (nextval('order_numbers')::text, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14, $15::jsonb, $16, $17, $18, $19, $20::jsonb, $21, $22)
         on conflict (customer_id, attempt) do nothing returning number`,
        orderValues(context, customer, attempt, checkout),
      );
      if (!claimed) return null;
      // When the (sandbox) warehouse ships it: modules/fulfilment. Its confirmation mail is owed from
      // now, in this transaction (a card or iDEAL order's once its payment is booked).
      await tx.query('update orders set ship_due = $2, confirmation_due_at = $3 where number = $1', [
        claimed.number,
        shipDueOf(context.clock.now()),
        PROVIDER_METHODS.has(checkout.paymentMethod!) ? null : context.clock.now().toISOString(),
      ]);
      for (const [position, line] of checkout.internal.orderable.entries()) {
        const taken = await tx.query<{ product_sku: string; stock: number }>('update variants set stock = stock - $2 where sku = $1 and stock >= $2 returning product_sku, stock', [
          line.variantSku,
          line.quantity,
        ]);
        if (!taken.length) throw new OutOfStock(line.variantSku);
        if (taken[0]!.stock === 0) soldOut.push(taken[0]!.product_sku);
        await tx.query(
          'insert into order_lines (order_number, position, variant_sku, product_sku, name, variant_label, quantity, unit_price, line_total) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
          [
            claimed.number,
            position,
            line.variantSku,
            line.productSku,
            line.product?.productName ?? line.productSku,
            line.variantLabel,
            line.quantity,
            line.unitPrice,
            line.lineTotal,
          ],
        );
      }
      // The shops hear of a sold-out product at once, after the commit (below); should this gateway die
      // before it tells them, the job stored with the order tells them again a few seconds later.
      staleJob = soldOut.length
        ? await context.jobs.send(STALE_PAGES_JOB, { products: [...new Set(soldOut)] }, { startAfter: new Date(context.clock.now().getTime() + STALE_PAGES_AGAIN_MS), within: tx })
        : undefined;
      // An order paid at the provider keeps the basket until the payment is authorised (abandoned: as it was).
      if (!PROVIDER_METHODS.has(checkout.paymentMethod!)) {
        await tx.query('delete from basket_lines where owner = $1 and variant_sku = any($2::text[])', [
          customerOwner(customer),
          checkout.internal.orderable.map((l) => l.variantSku),
        ]);
      }
      if (checkout.internal.premiumUntil) {
        // The membership runs from this order: its fee in the totals, the customer's renewal date now.
        await tx.query('update orders set fees = $2, premium_until = $3 where number = $1', [claimed.number, checkout.totals.fees, checkout.internal.premiumUntil]);
        // Paid at the provider: the membership starts when the payment is authorised (applyPaymentEvent).
        if (!PROVIDER_METHODS.has(checkout.paymentMethod!)) await tx.query('update customers set premium_until = $2 where id = $1', [customer, checkout.internal.premiumUntil]);
        await tx.query('update checkouts set premium = false where customer_id = $1', [customer]);
      }
      if (PAYLINK_METHODS.has(checkout.paymentMethod!)) {
        await createOrderPaylink(context, tx, {
          number: claimed.number,
          customerId: customer,
          amount: checkout.totals.total,
          currency: checkout.currency,
          createdAt: context.clock.now(),
        });
      }
      if (checkout.rateProtection) {
        const { occupation, covers, monthlyPremium, totalPremium } = checkout.rateProtection;
        await tx.query('update orders set rate_protection = $2::jsonb where number = $1', [claimed.number, JSON.stringify({ occupation, covers, monthlyPremium, totalPremium })]);
        await tx.query('update checkouts set rate_protection = false, rate_protection_monthly = null where customer_id = $1', [customer]);
      }
      const { voucherCode, voucherKind } = checkout.internal;
      if (voucherCode && voucherKind) {
        // Once (a day): an order placed beside this one with the same voucher conflicts here and rolls back.
        const redeemed = await tx.query(
          `insert into voucher_redemptions (order_number, tenant, code, customer_id, redeemed_at, once_key) values ($1, $2, $3, $4, $5, $6)
           on conflict (once_key) do nothing returning order_number`,
          [claimed.number, context.tenant.key, voucherCode, customer, context.clock.now().toISOString(), onceKey(context, voucherKind, voucherCode, customer)],
        );
        if (!redeemed.length) throw new VoucherUsed(voucherCode);
        await tx.query('update orders set voucher_code = $2 where number = $1', [claimed.number, voucherCode]);
        await tx.query('update checkouts set voucher_code = null where customer_id = $1', [customer]);
      }
      return claimed.number;
    });
  } catch (error) {
    if (error instanceof OutOfStock) return (await readOrder(context, customer, { attempt })) ?? refused('NOT_ENOUGH_STOCK');
    if (error instanceof VoucherUsed) return (await readOrder(context, customer, { attempt })) ?? refused('TOTAL_CHANGED');
    throw error;
  }
  if (number && soldOut.length) {
    const job = staleJob;
    context.staleProducts(soldOut, job ? () => context.jobs.cancel(STALE_PAGES_JOB, job) : undefined);
  }
  const order = await readOrder(context, customer, number ? { number } : { attempt });
  if (!order) throw new Error('The order of this attempt is gone');
  // A card or iDEAL order is confirmed once its payment is authorised (see mailOrderConfirmation).
  if (number && !PROVIDER_METHODS.has(order.paymentMethod)) await sendConfirmation(context, order, checkout.internal.locale, customer);
  return withRedirect(context, order, locale);
}

/** A card or iDEAL order waiting for its payment carries the provider's address (started when needed). */
async function withRedirect(context: GatewayContext, order: OrderModel, locale: string): Promise<OrderModel> {
  if (order.status !== 'AWAITING_PAYMENT' || !PROVIDER_METHODS.has(order.paymentMethod)) return order;
  return {
    ...order,
    paymentRedirect: await paymentRedirect(
      context,
      { number: order.number, total: order.totals.total, currency: order.currency, method: order.paymentMethod },
      assertLocale(locale),
    ),
  };
}

export interface PaymentFailedModel {
  __typename: 'PaymentFailed';
  reason: 'DECLINED' | 'ABANDONED' | 'PENDING' | 'INVALID';
  orderNumber: string | null;
}

/**
 * The shopper back from the provider: its signed word is checked, and so is where the payment stands
 * at the provider (a return never says more than the provider); the event is applied once.
 */
export async function completePayment(context: GatewayContext, paymentId: string, status: string, signature: string, _locale: string): Promise<OrderModel | PaymentFailedModel> {
  const failed = (reason: PaymentFailedModel['reason'], orderNumber: string | null = null): PaymentFailedModel => ({ __typename: 'PaymentFailed', reason, orderNumber });
  if (!context.customer || !/^pay_[a-z0-9]{8,64}$/.test(paymentId) || !context.payments.verifyReturn(paymentId, status, signature.slice(0, 200))) return failed('INVALID');
  const [payment] = await context.db.query<{ order_number: string }>(
    'select p.order_number from payments p join orders o on o.number = p.order_number where p.id = $1 and o.customer_id = $2 and o.tenant = $3',
    [paymentId, context.customer.sub, context.tenant.key],
  );
  if (!payment) return failed('INVALID');
  const actual = await context.payments.status(paymentId);
  if (!actual || actual === 'open' || actual === 'challenge') return failed('PENDING', payment.order_number);
  const outcome = await applyPaymentEvent(
    context.db,
    { id: `return_${paymentId}_${actual}`, paymentId, status: actual, occurredAt: context.clock.now() },
    context.clock.now(),
    context.staleProducts,
  );
  if (outcome === 'applied' && actual === 'authorised') await mailOrderConfirmation(context, payment.order_number);
  const order = await readOrder(context, context.customer.sub, { number: payment.order_number });
  if (actual === 'authorised' && order?.status === 'PAID') return order;
  return failed(actual === 'abandoned' ? 'ABANDONED' : 'DECLINED', payment.order_number);
}

function orderValues(context: GatewayContext, customer: string, attempt: string, checkout: CheckoutModel): unknown[] {
  const { totals } = checkout;
  const { id: _id, ...address } = checkout.address!;
  return [
    context.tenant.key,
    customer,
    attempt,
    checkout.paymentMethod === 'PREPAYMENT' || PROVIDER_METHODS.has(checkout.paymentMethod!) ? 'awaiting-payment' : 'placed',
    checkout.internal.locale,
    checkout.currency,
    totals.goods,
    totals.shipping,
    totals.paymentSurcharge,
    totals.discount,
    totals.total,
    JSON.stringify(totals.vat),
    JSON.stringify({ id: checkout.address!.id, ...address }),
    checkout.deliveryOption,
    checkout.parcelShop ? JSON.stringify(checkout.parcelShop) : null,
    checkout.internal.earliest,
    checkout.internal.latest,
    checkout.paymentMethod,
    checkout.paymentPause,
    checkout.instalmentPlan ? JSON.stringify(checkout.instalmentPlan) : null,
    context.clock.now().toISOString(),
    // A prepayment order is paid by this day (the shop's calendar) or cancelled after it.
    checkout.paymentMethod === 'PREPAYMENT' ? payByOf(context.clock.now(), context.tenant) : null,
  ];
}

/**
 * The confirmation mail, after the order is committed. A mail that fails does not undo the order
 * (the confirmation page shows it all); the outbox keeps what was sent. The order stays marked as
 * owed its mail (`confirmation_due_at`) until it is sent: {@link sendOwedConfirmations} sends the ones
 * a failed mail or a gateway that died left behind.
 */
async function sendConfirmation(context: GatewayContext, order: OrderModel, locale: string, customerId: string): Promise<boolean> {
  try {
    const [customer] = await context.db.query<{ email: string; first_name: string }>('select email, first_name from customers where id = $1', [customerId]);
    if (!customer) return false;
    const productLocale = localeOf(context, locale);
    const i18n = await createI18n(productLocale);
    const money = (amount: number) => formatMoney(amount, order.currency, context.tenant.priceFormat);
    const mail = orderConfirmationMail(i18n, {
      shop: SHOP,
      firstName: customer.first_name,
      orderNumber: order.number,
      lines: order.lines.map((l) => ({ name: l.variantLabel ? `${l.productName} (${l.variantLabel})` : l.productName, quantity: l.quantity, total: money(l.lineTotal) })),
      total: money(order.totals.total),
      deliveryFrom: order.deliveryEarliest,
      deliveryUntil: order.deliveryLatest,
      prepayment: order.prepayment ? { amount: money(order.prepayment.amount), reference: order.prepayment.bankTransferReference, payBy: order.prepayment.payBy } : undefined,
      link: shopLink(context, productLocale, 'orderConfirmation', `?order=${order.number}`),
      payLink: order.payLink ?? undefined,
      instalments: order.instalmentPlan
        ? {
            count: order.instalmentPlan.count,
            first: money(order.instalmentPlan.firstInstalment),
            monthly: money(order.instalmentPlan.monthlyInstalment),
            last: money(order.instalmentPlan.lastInstalment),
            total: money(order.instalmentPlan.overallPrice),
            interest: money(order.instalmentPlan.interest),
            effectiveRate: new Intl.NumberFormat(productLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(order.instalmentPlan.effectiveAnnualRate),
          }
        : undefined,
    });
    await context.mail.send({ tenant: context.tenant.key, locale, kind: 'order-confirmation', to: customer.email, ...mail }, context.clock.now());
    // In the outbox: no longer owed. (A gateway that dies just before this sends it again: at least once.)
    await context.db.query('update orders set confirmation_due_at = null where number = $1', [order.number]);
    return true;
  } catch (error) {
    console.error('Order confirmation mail failed', order.number, error);
    return false;
  }
}

/**
 * The confirmation mail of an order, in the order's shop and language: once its payment is authorised
 * (by the shopper's return or by the provider's webhook, whichever came first), or when it is still
 * owed (see {@link sendOwedConfirmations}). True when the mail is in the outbox.
 */
export async function mailOrderConfirmation(context: GatewayContext, orderNumber: string): Promise<boolean> {
  const [row] = await context.db.query<{ tenant: string; customer_id: string; locale: string }>('select tenant, customer_id, locale from orders where number = $1', [orderNumber]);
  const tenant = row ? TENANTS[row.tenant] : undefined;
  if (!row || !tenant) return false;
  const orderContext: GatewayContext = { ...context, tenant, shopOrigin: shopOrigins()[row.tenant] ?? context.shopOrigin };
  const order = await readOrder(orderContext, row.customer_id, { number: orderNumber });
  return order ? sendConfirmation(orderContext, order, row.locale, row.customer_id) : false;
}

/**
 * The confirmation mails still owed a minute after their order was placed or paid (the gateway that
 * placed it died before mailing, or the mail failed): sent now, each in its order's shop and
 * language. Answers the orders mailed. Runs every minute on the job queue.
 */
export async function sendOwedConfirmations(context: GatewayContext, now: Date): Promise<string[]> {
  const owed = await context.db.query<{ number: string }>(
    `select number from orders where confirmation_due_at is not null and confirmation_due_at < $1 and status <> 'cancelled' order by confirmation_due_at limit 50`,
    [new Date(now.getTime() - 60_000).toISOString()],
  );
  const sent: string[] = [];
  for (const { number } of owed) if (await mailOrderConfirmation(context, number)) sent.push(number);
  return sent;
}

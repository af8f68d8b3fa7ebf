import { FINAL_STATUSES, type PaymentProvider, type PaymentStatus } from '../../adapters/payments';
import type { Database } from '../../db/database';
import type { GatewayContext } from '../../http/context';
import { customerOwner } from '../../http/input';
import type { ProductLocale } from '@vitrine/i18n';
import { localDay } from '@vitrine/pricing';
import { TENANTS } from '../../http/tenants';
import { book } from '../bookings/repository';
import { shopLink } from '../../http/links';

/** The methods paid at the payment provider (the order waits for the payment). */
export const PROVIDER_METHODS: ReadonlySet<string> = new Set(['CREDIT_CARD', 'IDEAL']);

/**
 * The open payment of an order waiting for it, started at the provider when there is none yet (a
 * replay after a crash between the order and the start finds the order and starts it then): where
 * to send the shopper.
 */
export async function paymentRedirect(
  context: GatewayContext,
  order: { number: string; total: number; currency: 'EUR' | 'CHF'; method: string },
  locale: ProductLocale,
): Promise<string> {
  const [open] = await context.db.query<{ id: string }>(`select id from payments where order_number = $1 and status in ('open', 'challenge') order by created_at desc limit 1`, [
    order.number,
  ]);
  const id = open?.id ?? `pay_${context.random.uuid().replace(/-/g, '')}`;
  const { redirectUrl } = await context.payments.start(
    {
      id,
      tenant: context.tenant.key,
      orderNumber: order.number,
      method: order.method === 'IDEAL' ? 'ideal' : 'creditCard',
      amount: order.total,
      currency: order.currency,
      locale,
      returnUrl: shopLink(context, locale, 'afterPayment', `?${new URLSearchParams({ order: order.number })}`),
    },
    context.clock.now(),
  );
  return redirectUrl;
}

/** The ledger: a payment the provider authorised, booked against its order on the shop's day. */
async function bookPayment(
  db: Pick<Database, 'query'>,
  paymentId: string,
  payment: { amount: number; currency: 'EUR' | 'CHF'; tenant: string },
  orderNumber: string,
  at: Date,
): Promise<void> {
  const [order] = await db.query<{ customer_id: string }>('select customer_id from orders where number = $1', [orderNumber]);
  const tenant = TENANTS[payment.tenant];
  if (!order || !tenant) return;
  await book(db, {
    tenant: payment.tenant,
    customerId: order.customer_id,
    bookedOn: localDay(at, tenant.timeZone),
    kind: 'payment',
    amount: payment.amount,
    currency: payment.currency,
    orderNumber,
    reference: `payment:${paymentId}`,
  });
}

export type PaymentOutcome = 'applied' | 'ignored' | 'duplicate' | 'unknown-payment' | 'amount-mismatch';

/**
 * What a provider's event (the shopper's return or a webhook) does to the order, once per event id:
 * `authorised` makes a waiting order paid and takes its lines out of the basket; `declined` and
 * `abandoned` cancel it (the stock back, the voucher free again, the basket as it was). An order
 * that is already paid or cancelled stays so: a late, repeated or out-of-order event changes nothing.
 */
export async function applyPaymentEvent(
  db: Pick<Database, 'transaction'>,
  /** `amount` and `currency`, where the provider states them (its webhook does), must be the payment's, or nothing is applied. */
  event: { id: string; paymentId: string; status: PaymentStatus; occurredAt: Date; amount?: number; currency?: string },
  now: Date,
  /** Told, once the change is committed, of the products a cancelled order brought back into stock (their cached pages went stale). */
  staleProducts: (productSkus: readonly string[]) => void = () => undefined,
): Promise<PaymentOutcome> {
  const restocked: string[] = [];
  const outcome = await db.transaction(async (tx): Promise<PaymentOutcome> => {
    restocked.length = 0;
    const [payment] = await tx.query<{ order_number: string | null; paylink_id: string | null; method: string; amount: number; currency: 'EUR' | 'CHF'; tenant: string }>(
      'select order_number, paylink_id, method, amount, currency, tenant from payments where id = $1',
      [event.paymentId],
    );
    if (!payment) return 'unknown-payment';
    // Checked before the event is recorded: a correct delivery of the same event id still applies.
    if ((event.amount !== undefined && event.amount !== payment.amount) || (event.currency !== undefined && event.currency !== payment.currency)) return 'amount-mismatch';
    const recorded = await tx.query(
      `insert into payment_events (id, payment_id, status, occurred_at, received_at, outcome) values ($1, $2, $3, $4, $5, 'pending')
       on conflict (id) do nothing returning id`,
      [event.id, event.paymentId, event.status, event.occurredAt.toISOString(), now.toISOString()],
    );
    if (!recorded.length) return 'duplicate';
    let outcome: PaymentOutcome = 'ignored';
    if (payment.paylink_id) {
      // A payment link: paid once; its order (if it has one) is paid with it. A declined or abandoned payment leaves the link open.
      if (event.status === 'authorised') {
        const paid = await tx.query<{ order_number: string | null }>(
          `update paylinks set status = 'paid', paid_method = $2, paid_at = $3 where id = $1 and status = 'open' returning order_number`,
          [payment.paylink_id, payment.method, event.occurredAt.toISOString()],
        );
        if (paid.length) {
          const orderNumber = paid[0]!.order_number;
          if (orderNumber) {
            await tx.query(`update orders set status = 'paid' where number = $1 and status in ('placed', 'awaiting-payment')`, [orderNumber]);
            await bookPayment(tx, event.paymentId, payment, orderNumber, event.occurredAt);
          }
          outcome = 'applied';
        }
      }
    } else if (event.status === 'authorised') {
      const paid = await tx.query<{ customer_id: string; premium_until: string | null }>(
        // Paid: its confirmation mail is owed from now, in this transaction (see confirmation_due_at).
        `update orders set status = 'paid', confirmation_due_at = $2 where number = $1 and status = 'awaiting-payment' returning customer_id, premium_until::text as premium_until`,
        [payment.order_number, now.toISOString()],
      );
      if (paid.length) {
        if (paid[0]!.premium_until) await tx.query('update customers set premium_until = $2 where id = $1', [paid[0]!.customer_id, paid[0]!.premium_until]);
        await bookPayment(tx, event.paymentId, payment, payment.order_number!, event.occurredAt);
        await tx.query(`delete from basket_lines b using order_lines l where l.order_number = $1 and b.owner = $2 and b.variant_sku = l.variant_sku`, [
          payment.order_number,
          customerOwner(paid[0]!.customer_id),
        ]);
        outcome = 'applied';
      }
    } else if (event.status === 'declined' || event.status === 'abandoned') {
      const cancelled = await cancelAwaitingOrder(tx, payment.order_number!, { restoreCheckout: true });
      if (cancelled) {
        restocked.push(...cancelled.restocked);
        outcome = 'applied';
      }
    }
    await tx.query('update payment_events set outcome = $2 where id = $1', [event.id, outcome]);
    return outcome;
  });
  if (restocked.length) staleProducts(restocked);
  return outcome;
}

/**
 * Cancels an order still awaiting payment, in the caller's transaction: its stock back, its voucher's
 * redemption undone (the voucher is free again), its payment link ended. With `restoreCheckout`
 * (a declined or abandoned card payment: the shopper tries again) the voucher and a premium
 * membership go back on the checkout. Null when the order is not awaiting payment (paid, cancelled
 * already: nothing changes twice). Answers the products that were sold out and are back in stock.
 */
export async function cancelAwaitingOrder(
  tx: Pick<Database, 'query'>,
  orderNumber: string,
  { restoreCheckout = false }: { restoreCheckout?: boolean } = {},
): Promise<{ customerId: string; voucherCode: string | null; restocked: string[] } | null> {
  const [cancelled] = await tx.query<{ customer_id: string; voucher_code: string | null; premium_until: string | null }>(
    `update orders set status = 'cancelled' where number = $1 and status = 'awaiting-payment' returning customer_id, voucher_code, premium_until::text as premium_until`,
    [orderNumber],
  );
  if (!cancelled) return null;
  const back = await tx.query<{ product_sku: string; was_sold_out: boolean }>(
    'update variants v set stock = v.stock + l.quantity from order_lines l where l.order_number = $1 and v.sku = l.variant_sku returning v.product_sku, v.stock = l.quantity as was_sold_out',
    [orderNumber],
  );
  await tx.query('delete from voucher_redemptions where order_number = $1', [orderNumber]);
  await tx.query(`update paylinks set status = 'cancelled' where order_number = $1 and status = 'open'`, [orderNumber]);
  if (restoreCheckout) {
    // The voucher goes back on the checkout, for the next try.
    if (cancelled.voucher_code) await tx.query('update checkouts set voucher_code = $2 where customer_id = $1', [cancelled.customer_id, cancelled.voucher_code]);
    if (cancelled.premium_until) await tx.query('update checkouts set premium = true where customer_id = $1', [cancelled.customer_id]);
  }
  return { customerId: cancelled.customer_id, voucherCode: cancelled.voucher_code, restocked: back.filter((row) => row.was_sold_out).map((row) => row.product_sku) };
}

/** How long a payment may go without its provider's word before the gateway asks the provider itself. */
export const RECONCILE_AFTER_MS = 10 * 60_000;

/**
 * The gateway's own look at payments whose word never arrived (both webhook deliveries failed, the
 * shopper closed the tab): the payments of orders still awaiting payment and of payment links still
 * open, unchanged for {@link RECONCILE_AFTER_MS} and with no event recorded, are asked about at the
 * provider. A final status is applied as its webhook would have been: an authorised order is paid, a
 * declined or abandoned one cancelled with its stock back and the basket as it was. Once: the event
 * id is the reconciliation's, and a webhook arriving later changes nothing. Says which it applied.
 */
export async function reconcilePayments(
  db: Pick<Database, 'query' | 'transaction'>,
  payments: PaymentProvider,
  now: Date,
  /** An order's payment was found authorised: its confirmation mail (as after a webhook). */
  onAuthorised?: (orderNumber: string) => Promise<unknown>,
  limit = 100,
  /** The products a cancelled order brought back into stock (see {@link applyPaymentEvent}). */
  staleProducts?: (productSkus: readonly string[]) => void,
): Promise<string[]> {
  const waiting = await db.query<{ id: string; order_number: string | null }>(
    `select p.id, p.order_number from payments p
       left join orders o on o.number = p.order_number
       left join paylinks l on l.id = p.paylink_id
     where p.updated_at <= $1
       and ((p.order_number is not null and o.status = 'awaiting-payment') or (p.paylink_id is not null and l.status = 'open'))
       and not exists (select 1 from payment_events e where e.payment_id = p.id)
     order by p.updated_at limit $2`,
    [new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString(), limit],
  );
  const applied: string[] = [];
  for (const { id, order_number: orderNumber } of waiting) {
    const status = await payments.status(id);
    if (!status || !FINAL_STATUSES.has(status)) continue;
    const outcome = await applyPaymentEvent(db, { id: `reconcile_${id}_${status}`, paymentId: id, status, occurredAt: now }, now, staleProducts);
    if (outcome !== 'applied') continue;
    applied.push(id);
    if (status === 'authorised' && orderNumber) await onAuthorised?.(orderNumber);
  }
  return applied;
}

import { prepaymentDates } from '@vitrine/calendar';
import { createI18n, type ProductLocale } from '@vitrine/i18n';
import { orderCancelledMail, prepaymentReminderMail } from '@vitrine/mail';
import { formatMoney, localDay } from '@vitrine/pricing';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { GatewayContext } from '../../http/context';
import { shopOrigins } from '../../http/shops';
import { TENANTS } from '../../http/tenants';
import { localeOf, SHOP, shopLink } from '../../http/links';
import { openPaylinkOfOrder, paylinkUrl } from '../paylinks/service';
import { cancelAwaitingOrder } from '../payments/service';

interface WaitingRow {
  number: string;
  tenant: string;
  customer_id: string;
  locale: string;
  currency: 'EUR' | 'CHF';
  total: number;
  created_at: Date | string;
  pay_by: string | null;
  reminded_at: Date | string | null;
}

/** What one run did: the orders reminded and the orders cancelled. */
export interface PrepaymentRun {
  reminded: string[];
  cancelled: string[];
}

/**
 * The gateway's job for unpaid prepayment orders, on its clock (every minute; tests move the clock):
 * on the tenant's reminder day a reminder mail (once), and after the pay-by day the order is
 * cancelled (`cancelAwaitingOrder`: stock back, voucher free again, payment link ended) with a mail.
 * An order paid meanwhile (by its payment link) is no longer awaiting payment and is left alone.
 */
export async function endUnpaidPrepayments(
  context: GatewayContext,
  staleProducts: (productSkus: readonly string[]) => void = () => undefined,
  /** One order only (the operator's run as of a later time: other shoppers' orders are left to the timer). */
  only?: string,
): Promise<PrepaymentRun> {
  const now = context.clock.now();
  const rows = await context.db.query<WaitingRow>(
    `select number, tenant, customer_id, locale, currency, total, created_at, pay_by::text as pay_by, reminded_at from orders
     where status = 'awaiting-payment' and payment_method = 'PREPAYMENT' and ($1::text is null or number = $1) order by created_at`,
    [only ?? null],
  );
  const run: PrepaymentRun = { reminded: [], cancelled: [] };
  for (const row of rows) {
    const tenant = TENANTS[row.tenant];
    if (!tenant) continue;
    const today = localDay(now, tenant.timeZone);
    const dates = prepaymentDates(localDay(new Date(row.created_at), tenant.timeZone), tenant.order.prepayment);
    const payBy = row.pay_by ?? dates.payBy;
    const orderContext: GatewayContext = { ...context, tenant, shopOrigin: shopOrigins()[row.tenant] ?? context.shopOrigin };
    if (today > payBy) {
      const cancelled = await context.db.transaction((tx) => cancelAwaitingOrder(tx, row.number));
      if (!cancelled) continue;
      run.cancelled.push(row.number);
      if (cancelled.restocked.length) staleProducts(cancelled.restocked);
      await mail(orderContext, row, 'cancelled', payBy, Boolean(cancelled.voucherCode));
    } else if (!row.reminded_at && today >= dates.remindOn) {
      // Claimed before it is sent: two gateways (or a run that overlaps the next) remind once.
      const claimed = await context.db.query('update orders set reminded_at = $2 where number = $1 and reminded_at is null and status = $3 returning number', [
        row.number,
        now.toISOString(),
        'awaiting-payment',
      ]);
      if (!claimed.length) continue;
      run.reminded.push(row.number);
      await mail(orderContext, row, 'reminder', payBy);
    }
  }
  return run;
}

/** The reminder or the cancellation, in the order's shop and language (a failed mail leaves the order as it is). */
async function mail(context: GatewayContext, row: WaitingRow, kind: 'reminder' | 'cancelled', payBy: string, voucherBack = false): Promise<void> {
  try {
    const [customer] = await context.db.query<{ email: string; first_name: string }>('select email, first_name from customers where id = $1', [row.customer_id]);
    if (!customer) return;
    const locale = localeOf(context, row.locale);
    const i18n = await createI18n(locale);
    const link = shopLink(context, locale, 'orderConfirmation', `?order=${row.number}`);
    const base = { shop: SHOP, firstName: customer.first_name, orderNumber: row.number, payBy, link };
    const content =
      kind === 'reminder'
        ? prepaymentReminderMail(i18n, {
            ...base,
            amount: formatMoney(row.total, row.currency, context.tenant.priceFormat),
            reference: `VITRINE ${row.number}`,
            payLink: await payLinkOf(context, row.number, locale),
          })
        : orderCancelledMail(i18n, { ...base, voucherBack });
    await context.mail.send(
      { tenant: context.tenant.key, locale: row.locale, kind: kind === 'reminder' ? 'prepayment-reminder' : 'order-cancelled', to: customer.email, ...content },
      context.clock.now(),
    );
  } catch (error) {
    console.error(`Prepayment ${kind} mail failed`, row.number, error);
  }
}

async function payLinkOf(context: GatewayContext, orderNumber: string, locale: ProductLocale): Promise<string | undefined> {
  const open = await openPaylinkOfOrder(context, orderNumber);
  return open ? paylinkUrl(context, locale, open) : undefined;
}

/** The pay-by day of a prepayment order placed now (stored with the order). */
export function payByOf(now: Date, tenant: Pick<TenantConfig, 'timeZone' | 'order'>): string {
  return prepaymentDates(localDay(now, tenant.timeZone), tenant.order.prepayment).payBy;
}

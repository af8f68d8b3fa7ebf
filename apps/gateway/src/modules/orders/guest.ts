import { email as emailRule } from '@vitrine/form-rules';
import type { GatewayContext } from '../../http/context';
import { assertLocale } from '../../http/input';
import { readOrder } from '../checkout/orders';
import { accountKey } from '../identity/service';
import { reserveAttempt } from '../identity/throttle';
import type { DeliveryLineModel, DeliveryModel, OrderProgressEnum } from './model';
import { withDeliveries } from './service';

export interface GuestOrderModel {
  __typename: 'GuestOrder';
  number: string;
  createdAt: string;
  progress: OrderProgressEnum;
  deliveries: DeliveryModel[];
  inPreparation: DeliveryLineModel[];
}

type Answer = GuestOrderModel | { __typename: 'GuestOrderNotFound'; number: string } | { __typename: 'TooManyAttempts'; retryAfterSeconds: number };

/** Postal codes compared as written on a label: no spaces, upper case (`1012 ab` is `1012AB`). */
const postal = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * An order's status and parcels without logging in: its number, the customer's e-mail and the
 * delivery address's postal code must belong together. A wrong combination answers exactly as an
 * order that does not exist, and counts as a failed attempt for the order number and the address
 * and for the e-mail (the login's throttle, counted over all addresses too: a postal code is quickly guessed).
 */
export async function lookUpOrder(context: GatewayContext, number: string, email: string, postalCode: string, locale: string): Promise<Answer> {
  assertLocale(locale);
  const wanted = number.trim().slice(0, 20);
  const normalizedEmail = email.trim().toLowerCase().slice(0, 254);
  // Counted per order number and per e-mail (walking the numbers for one person's e-mail waits too).
  const keys = [accountKey('order', `${context.tenant.key}:${wanted}`), accountKey('order', `${context.tenant.key}:email:${normalizedEmail}`)];
  const reserved = await reserveAttempt(context.db, { tenant: context.tenant.key, accounts: keys, ip: context.clientIp, clock: context.clock, acrossAddresses: true });
  if (!('attempt' in reserved)) return { __typename: 'TooManyAttempts', retryAfterSeconds: reserved.wait };
  const [row] =
    /^\d{8,12}$/.test(wanted) && !emailRule(normalizedEmail)
      ? await context.db.query<{ customer_id: string }>(
          `select o.customer_id from orders o join customers c on c.id = o.customer_id
            where o.number = $1 and o.tenant = $2 and c.email = $3 and c.erased_at is null
              and upper(regexp_replace(o.address->>'postalCode', '\\s', '', 'g')) = $4`,
          [wanted, context.tenant.key, normalizedEmail, postal(postalCode.slice(0, 20))],
        )
      : [];
  const order = row ? await readOrder(context, row.customer_id, { number: wanted }) : null;
  if (!order) {
    await reserved.attempt.failed();
    return { __typename: 'GuestOrderNotFound', number: wanted };
  }
  await reserved.attempt.succeeded();
  const [view] = await withDeliveries(context, [order]);
  return { __typename: 'GuestOrder', number: order.number, createdAt: order.createdAt, progress: view!.progress, deliveries: view!.deliveries, inPreparation: view!.inPreparation };
}

import type { ProductLocale } from '@vitrine/i18n';
import { FINAL_STATUSES, type ProviderMethod } from '../../adapters/payments';
import type { Database } from '../../db/database';
import type { GatewayContext } from '../../http/context';
import { assertLocale } from '../../http/input';
import { shopLink } from '../../http/links';
import { applyPaymentEvent } from '../payments/service';

/** How long a payment link of an order can be used. */
export const PAYLINK_DAYS = 30;

type MethodKey = GatewayContext['tenant']['order']['paylinkPaymentMethods'][number];
export type PaylinkMethodEnum = 'CREDIT_CARD' | 'PAYPAL' | 'TWINT' | 'IDEAL' | 'PREPAYMENT';
const METHOD_ENUM: Record<MethodKey, PaylinkMethodEnum> = { creditCard: 'CREDIT_CARD', paypal: 'PAYPAL', twint: 'TWINT', ideal: 'IDEAL', prepayment: 'PREPAYMENT' };
const METHOD_KEY = Object.fromEntries(Object.entries(METHOD_ENUM).map(([k, v]) => [v, k])) as Record<PaylinkMethodEnum, MethodKey>;

export interface PaylinkModel {
  __typename: 'Paylink';
  reference: string;
  orderNumber: string | null;
  amount: number;
  currency: 'EUR' | 'CHF';
  status: 'OPEN' | 'PAID' | 'CANCELLED' | 'EXPIRED';
  expiresAt: string;
  paidAt: string | null;
  paidMethod: PaylinkMethodEnum | null;
  methods: PaylinkMethodEnum[];
  bankTransferReference: string;
}

export type PayPaylinkModel =
  | { __typename: 'PaylinkRedirect'; redirectUrl: string }
  | { __typename: 'PaylinkBankTransfer'; amount: number; currency: 'EUR' | 'CHF'; bankTransferReference: string }
  | { __typename: 'PaylinkRefused'; reason: 'UNKNOWN' | 'ALREADY_PAID' | 'CANCELLED' | 'EXPIRED' | 'METHOD_UNAVAILABLE' };

interface PaylinkRow {
  id: string;
  reference: string;
  order_number: string | null;
  amount: number;
  currency: 'EUR' | 'CHF';
  status: 'open' | 'paid' | 'cancelled';
  expires_at: Date | string;
  paid_method: MethodKey | null;
  paid_at: Date | string | null;
}

const TOKEN = /^(pl[a-f0-9]{24})\.([A-Za-z0-9_-]{32})$/;

/** The link's token: its id and the gateway's signature of it. */
export const paylinkToken = (context: Pick<GatewayContext, 'paylinkSignature'>, id: string) => `${id}.${context.paylinkSignature(id)}`;

/** The shop's payment-link page for this link, in `locale`. */
export const paylinkUrl = (context: GatewayContext, locale: ProductLocale, id: string) =>
  shopLink(context, locale, 'paylink', `?${new URLSearchParams({ token: paylinkToken(context, id) })}`);

/** The id of a token the gateway made (its signature checked), or undefined. */
function idOf(context: Pick<GatewayContext, 'paylinkSigned'>, token: string): string | undefined {
  const match = TOKEN.exec(token);
  return match && context.paylinkSigned(match[1]!, match[2]!) ? match[1] : undefined;
}

/**
 * A payment link for an order's open amount (invoice and prepayment orders), made in the order's
 * transaction: valid for PAYLINK_DAYS days.
 */
export async function createOrderPaylink(
  context: Pick<GatewayContext, 'random' | 'tenant'>,
  tx: Pick<Database, 'query'>,
  order: { number: string; customerId: string; amount: number; currency: 'EUR' | 'CHF'; createdAt: Date },
): Promise<string> {
  const id = `pl${context.random.uuid().replace(/-/g, '').slice(0, 24)}`;
  await tx.query(
    `insert into paylinks (id, tenant, customer_id, order_number, reference, amount, currency, status, expires_at, created_at)
     values ($1, $2, $3, $4, $4, $5, $6, 'open', $7, $8) on conflict do nothing`,
    [
      id,
      context.tenant.key,
      order.customerId,
      order.number,
      order.amount,
      order.currency,
      new Date(order.createdAt.getTime() + PAYLINK_DAYS * 86_400_000).toISOString(),
      order.createdAt.toISOString(),
    ],
  );
  return id;
}

/** The open payment link of an order (its id), if it has one. */
export async function openPaylinkOfOrder(context: GatewayContext, orderNumber: string): Promise<string | undefined> {
  const [row] = await context.db.query<{ id: string }>(`select id from paylinks where order_number = $1 and status = 'open' and expires_at > $2`, [
    orderNumber,
    context.clock.now().toISOString(),
  ]);
  return row?.id;
}

async function rowOf(context: GatewayContext, id: string): Promise<PaylinkRow | undefined> {
  const [row] = await context.db.query<PaylinkRow>(
    'select id, reference, order_number, amount, currency, status, expires_at, paid_method, paid_at from paylinks where id = $1 and tenant = $2',
    [id, context.tenant.key],
  );
  return row;
}

/** What a bank transfer for the link quotes (the prepayment hint's reference of its order). */
const transferReference = (row: Pick<PaylinkRow, 'reference'>) => `VITRINE ${row.reference}`;

function model(context: GatewayContext, row: PaylinkRow): PaylinkModel {
  const expired = row.status === 'open' && new Date(row.expires_at).getTime() <= context.clock.now().getTime();
  return {
    __typename: 'Paylink',
    reference: row.reference,
    orderNumber: row.order_number,
    amount: row.amount,
    currency: row.currency,
    status: expired ? 'EXPIRED' : (row.status.toUpperCase() as PaylinkModel['status']),
    expiresAt: new Date(row.expires_at).toISOString(),
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    paidMethod: row.paid_method ? METHOD_ENUM[row.paid_method] : null,
    methods: context.tenant.order.paylinkPaymentMethods.map((m) => METHOD_ENUM[m]),
    bankTransferReference: transferReference(row),
  };
}

/** A payment link by its token (null: not one of this shop's). */
export async function paylinkOf(context: GatewayContext, token: string, locale: string): Promise<PaylinkModel | null> {
  assertLocale(locale);
  const id = idOf(context, token);
  const row = id ? await rowOf(context, id) : undefined;
  return row ? model(context, row) : null;
}

/**
 * Pays an open link: at the provider (an open payment of the link is started again rather than a
 * second one made), or by bank transfer with the reference.
 */
export async function payPaylink(context: GatewayContext, token: string, method: PaylinkMethodEnum, locale: string): Promise<PayPaylinkModel> {
  const productLocale = assertLocale(locale);
  const refused = (reason: Extract<PayPaylinkModel, { __typename: 'PaylinkRefused' }>['reason']): PayPaylinkModel => ({ __typename: 'PaylinkRefused', reason });
  const id = idOf(context, token);
  const row = id ? await rowOf(context, id) : undefined;
  if (!row) return refused('UNKNOWN');
  const link = model(context, row);
  if (link.status === 'PAID') return refused('ALREADY_PAID');
  if (link.status === 'CANCELLED') return refused('CANCELLED');
  if (link.status === 'EXPIRED') return refused('EXPIRED');
  if (!link.methods.includes(method)) return refused('METHOD_UNAVAILABLE');
  if (method === 'PREPAYMENT') return { __typename: 'PaylinkBankTransfer', amount: row.amount, currency: row.currency, bankTransferReference: transferReference(row) };
  const providerMethod = METHOD_KEY[method] as ProviderMethod;
  const [open] = await context.db.query<{ id: string }>(
    `select id from payments where paylink_id = $1 and method = $2 and status in ('open', 'challenge') order by created_at desc limit 1`,
    [row.id, providerMethod],
  );
  const paymentId = open?.id ?? `pay_${context.random.uuid().replace(/-/g, '')}`;
  const { redirectUrl } = await context.payments.start(
    {
      id: paymentId,
      tenant: context.tenant.key,
      paylinkId: row.id,
      method: providerMethod,
      amount: row.amount,
      currency: row.currency,
      locale: productLocale,
      returnUrl: shopLink(context, productLocale, 'paylinkReturningSuccess', `?${new URLSearchParams({ token })}`),
    },
    context.clock.now(),
  );
  return { __typename: 'PaylinkRedirect', redirectUrl };
}

/**
 * The shopper back from the provider: its signed word, checked against where the payment stands
 * there, applied once; the link as it is then.
 */
export async function completePaylinkPayment(
  context: GatewayContext,
  token: string,
  paymentId: string,
  status: string,
  signature: string,
): Promise<PaylinkModel | { __typename: 'PaylinkPaymentFailed'; reason: 'DECLINED' | 'ABANDONED' | 'PENDING' | 'INVALID' }> {
  const failed = (reason: 'DECLINED' | 'ABANDONED' | 'PENDING' | 'INVALID') => ({ __typename: 'PaylinkPaymentFailed' as const, reason });
  const id = idOf(context, token);
  if (!id || !/^pay_[a-z0-9]{8,64}$/.test(paymentId) || !context.payments.verifyReturn(paymentId, status, signature.slice(0, 200))) return failed('INVALID');
  const [payment] = await context.db.query<{ id: string }>('select id from payments where id = $1 and paylink_id = $2 and tenant = $3', [paymentId, id, context.tenant.key]);
  if (!payment) return failed('INVALID');
  const actual = await context.payments.status(paymentId);
  if (!actual || !FINAL_STATUSES.has(actual)) return failed('PENDING');
  await applyPaymentEvent(
    context.db,
    { id: `return_${paymentId}_${actual}`, paymentId, status: actual, occurredAt: context.clock.now() },
    context.clock.now(),
    context.staleProducts,
  );
  if (actual !== 'authorised') return failed(actual === 'abandoned' ? 'ABANDONED' : 'DECLINED');
  return model(context, (await rowOf(context, id))!);
}

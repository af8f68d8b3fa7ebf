import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database';

/** How a shopper pays at the provider: card, iDEAL (shop-nl), and the wallets PayPal and TWINT (payment links). */
export type ProviderMethod = 'creditCard' | 'ideal' | 'paypal' | 'twint';
export const PROVIDER_METHOD_KEYS: readonly ProviderMethod[] = ['creditCard', 'ideal', 'paypal', 'twint'];

/** Where a payment stands at the provider. `authorised`, `declined` and `abandoned` are final. */
export type PaymentStatus = 'open' | 'challenge' | 'authorised' | 'declined' | 'abandoned';
export const FINAL_STATUSES: ReadonlySet<PaymentStatus> = new Set(['authorised', 'declined', 'abandoned']);

export interface PaymentStart {
  id: string;
  tenant: string;
  /** What it pays: an order, or a payment link (exactly one). */
  orderNumber?: string | undefined;
  paylinkId?: string | undefined;
  method: ProviderMethod;
  /** Minor units. */
  amount: number;
  currency: 'EUR' | 'CHF';
  locale: string;
  /** The shop's after-payment page: the provider appends `payment`, `status` and `sig`. */
  returnUrl: string;
}

/**
 * A payment service provider as the gateway uses it: it starts a payment (where to send the shopper),
 * signs the shopper's return and its webhooks, and says where a payment stands. The sandbox below
 * behaves like a real one (a hosted page of its own, a challenge step, declines, abandonment, a
 * late webhook); a real provider plugs in by implementing this.
 */
export interface PaymentProvider {
  start(payment: PaymentStart, at: Date): Promise<{ redirectUrl: string }>;
  /** The provider's signature of a return (`payment`, `status`). */
  signReturn(paymentId: string, status: PaymentStatus): string;
  verifyReturn(paymentId: string, status: string, signature: string): boolean;
  /** The signature header of a webhook body sent at `at`: the time is signed with the body. */
  signWebhook(body: string, at: Date): string;
  /**
   * Whether a webhook's signature header is the provider's for this body, and was made within
   * {@link WEBHOOK_TOLERANCE_SECONDS} of `now`: a captured delivery cannot be replayed later.
   */
  verifyWebhook(body: string, header: string | undefined, now: Date): WebhookCheck;
  /** Where the payment stands now (the provider's word, not the shopper's). */
  status(paymentId: string): Promise<PaymentStatus | undefined>;
  /**
   * The sandbox only (a real provider keeps its own clock): ends the payment sessions a shopper left
   * open longer than {@link SANDBOX_SESSION_MS} as abandoned, and says which, so that their webhooks go
   * out as a real provider's expiry notifications would.
   */
  expireSessions?(now: Date): Promise<string[]>;
  /**
   * The sandbox only (a real provider is configured with the gateway's webhook address at its own
   * end): where it delivers its webhooks, from configuration, never from a request's Host header.
   */
  webhookOrigin?(): string;
}

/**
 * How far a webhook's signed time may lie from the gateway's clock, either way (Stripe's default):
 * enough for a provider's retries in flight and a skewed clock, too little to replay one captured.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** A webhook's signature header: `malformed` (not `t=<seconds>,v1=<signature>`), `forged`, `stale` (outside the window) or `ok`. */
export type WebhookCheck = 'ok' | 'malformed' | 'forged' | 'stale';

/** `t=<unix seconds>,v1=<43 characters of base64url HMAC-SHA256>`. */
const WEBHOOK_HEADER = /^t=(\d{1,12}),v1=([A-Za-z0-9_-]{43})$/;

/** How long the sandbox keeps a hosted payment session open (real providers: 15 minutes to a day). */
export const SANDBOX_SESSION_MS = 30 * 60_000;

const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');
/** Constant-time equality of two signatures; one of another length (in bytes: a header may carry Latin-1) is simply not equal. */
const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

export interface SandboxOptions {
  /** The provider's own address as the shopper's browser reaches it (the gateway's, on loopback); read when a payment starts. */
  origin: () => string;
  /** The gateway's address as the provider reaches it for its webhooks (configuration). */
  webhookOrigin: () => string;
  /** Its signing secret (derived from the gateway secret). */
  secret: string;
}

/**
 * The sandbox provider: its payments live in the gateway's database (`payments`), its hosted pages
 * are the gateway's `/sandbox-psp/` routes, and it signs with a secret of its own.
 */
export function sandboxPayments(db: Pick<Database, 'query'>, { origin, webhookOrigin, secret }: SandboxOptions): PaymentProvider {
  return {
    webhookOrigin,
    async start(payment, at) {
      await db.query(
        `insert into payments (id, tenant, order_number, paylink_id, method, amount, currency, locale, status, return_url, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'open', $9, $10, $10) on conflict (id) do nothing`,
        [
          payment.id,
          payment.tenant,
          payment.orderNumber ?? null,
          payment.paylinkId ?? null,
          payment.method,
          payment.amount,
          payment.currency,
          payment.locale,
          payment.returnUrl,
          at.toISOString(),
        ],
      );
      return { redirectUrl: `${origin()}/sandbox-psp/pay/${encodeURIComponent(payment.id)}` };
    },
    signReturn: (paymentId, status) => hmac(secret, `return:${paymentId}:${status}`),
    verifyReturn: (paymentId, status, signature) => same(hmac(secret, `return:${paymentId}:${status}`), signature),
    signWebhook(body, at) {
      const t = Math.floor(at.getTime() / 1000);
      return `t=${t},v1=${hmac(secret, `webhook:${t}.${body}`)}`;
    },
    verifyWebhook(body, header, now) {
      const parts = WEBHOOK_HEADER.exec(header ?? '');
      if (!parts) return 'malformed';
      if (!same(hmac(secret, `webhook:${parts[1]}.${body}`), parts[2]!)) return 'forged';
      return Math.abs(now.getTime() / 1000 - Number(parts[1])) > WEBHOOK_TOLERANCE_SECONDS ? 'stale' : 'ok';
    },
    async status(paymentId) {
      const [row] = await db.query<{ status: PaymentStatus }>('select status from payments where id = $1', [paymentId]);
      return row?.status;
    },
    async expireSessions(now) {
      const rows = await db.query<{ id: string }>(
        `update payments set status = 'abandoned', updated_at = $2 where status in ('open', 'challenge') and created_at <= $1 returning id`,
        [new Date(now.getTime() - SANDBOX_SESSION_MS).toISOString(), now.toISOString()],
      );
      return rows.map((row) => row.id);
    },
  };
}

/** The sandbox provider's secret, derived from the gateway's (never the same bytes). */
export const sandboxSecret = (gatewaySecret: string) => hmac(gatewaySecret, 'sandbox-payment-provider');

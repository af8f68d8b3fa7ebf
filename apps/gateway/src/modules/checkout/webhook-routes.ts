import { FINAL_STATUSES, type PaymentStatus, WEBHOOK_TOLERANCE_SECONDS } from '../../adapters/payments';
import { readBody } from '../../http/body';
import { type Route, sendJson } from '../../http/router';
import { mailOrderConfirmation } from './orders';
import { applyPaymentEvent } from '../payments/service';

/** The provider's webhook into the gateway (any provider's, checked with its signature). */
export const paymentWebhookRoutes: Route[] = [
  {
    // The provider's webhook: signed, recorded once per event id; a late or repeated one changes nothing twice.
    path: /^\/api\/payments\/webhook$/,
    fuzz: { requests: [{ method: 'POST', path: '/api/payments/webhook', body: ['id', 'paymentId', 'status', 'occurredAt'], headers: ['x-sandbox-signature'] }] },
    async handle(context, req, res) {
      if (req.method !== 'POST') return sendJson(res, 405, { error: 'method not allowed' });
      const body = (await readBody(req, 4096)).toString('utf8');
      const signature = req.headers['x-sandbox-signature'];
      const check = context.payments.verifyWebhook(body, typeof signature === 'string' ? signature : undefined, context.clock.now());
      if (check === 'malformed') return sendJson(res, 400, { error: 'bad signature header: t=<unix seconds>,v1=<signature>' });
      if (check === 'forged') return sendJson(res, 401, { error: 'bad signature' });
      if (check === 'stale') return sendJson(res, 401, { error: `signed more than ${WEBHOOK_TOLERANCE_SECONDS} s away from now` });
      let event: { id?: unknown; paymentId?: unknown; status?: unknown; occurredAt?: unknown; amount?: unknown; currency?: unknown } | null;
      try {
        event = JSON.parse(body) as typeof event;
      } catch {
        return sendJson(res, 400, { error: 'bad json' });
      }
      if (typeof event !== 'object' || event === null) return sendJson(res, 400, { error: 'bad event' });
      const status = event.status as PaymentStatus;
      if (
        typeof event.id !== 'string' ||
        typeof event.paymentId !== 'string' ||
        !FINAL_STATUSES.has(status) ||
        typeof event.occurredAt !== 'string' ||
        Number.isNaN(Date.parse(event.occurredAt)) ||
        !Number.isSafeInteger(event.amount) ||
        typeof event.currency !== 'string'
      )
        return sendJson(res, 400, { error: 'bad event' });
      const outcome = await applyPaymentEvent(
        context.db,
        { id: event.id, paymentId: event.paymentId, status, occurredAt: new Date(event.occurredAt), amount: event.amount as number, currency: event.currency },
        context.clock.now(),
        context.staleProducts,
      );
      if (outcome === 'amount-mismatch')
        console.error(`payment ${event.paymentId}: the webhook's ${String(event.amount)} ${event.currency} is not the payment's amount: not applied`);
      if (outcome === 'applied' && status === 'authorised') {
        const [payment] = await context.db.query<{ order_number: string | null }>('select order_number from payments where id = $1', [event.paymentId]);
        if (payment?.order_number) await mailOrderConfirmation(context, payment.order_number);
      }
      return sendJson(res, outcome === 'unknown-payment' ? 404 : outcome === 'amount-mismatch' ? 422 : 200, { outcome });
    },
  },
];

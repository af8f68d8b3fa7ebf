import type { PaymentProvider } from '../adapters/payments';
import { expireSandboxSessions } from '../adapters/payments/routes';
import type { Database } from '../db/database';
import type { Clock, GatewayContext } from '../http/context';
import { confirmPaidOrder } from '../modules/checkout/orders';
import { reconcilePayments } from '../modules/payments/service';
import { endUnpaidPrepayments } from '../modules/checkout/prepayments';
import { runFulfilment } from '../modules/fulfilment/service';
import { purge } from '../modules/operations/purge';

export interface JobDeps {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  /** The gateway's own context (no shopper; each job takes its order's own shop and language). */
  systemContext: () => GatewayContext;
  staleProducts: (skus: readonly string[]) => void;
  log: (line: string) => void;
}

/**
 * The gateway's timed work, wired by the composition root (src/app.ts): every minute the sandbox
 * provider's expired sessions (their webhooks), payments still without word (asked at the
 * provider), the prepayments whose day came, then the sandbox warehouse and carrier; every hour the
 * housekeeping. Each can also be run now (the tests, the operator). In one process they run on
 * timers; across instances they belong on the job queue (issue 31).
 */
export function createJobs({ db, clock, payments, systemContext, staleProducts, log }: JobDeps) {
  /** The sandbox provider's session timer (a real provider sends its expiry notifications itself). */
  const expirePayments = async () => {
    const origin = payments.webhookOrigin?.();
    return origin ? expireSandboxSessions(db, payments, origin, () => clock.now()) : [];
  };
  /** Payments whose word never arrived, asked about at the provider (any provider). */
  const reconcile = () => reconcilePayments(db, payments, clock.now(), (orderNumber) => confirmPaidOrder(systemContext(), orderNumber), undefined, staleProducts);
  /** Unpaid prepayment orders: reminded on their day, cancelled after their pay-by day (each order's own shop). */
  const endPrepayments = () => endUnpaidPrepayments(systemContext(), staleProducts);
  /** The sandbox warehouse and carrier: orders shipped, parcels delivered, returns received and booked back when due. */
  const fulfil = async () => {
    const run = await runFulfilment(db, clock.now());
    for (const failure of run.failed) log(`fulfilment: ${failure}`);
    return run;
  };
  /** Housekeeping: old idempotency keys, dead sessions, login failures and reset requests past their windows. */
  const purgeNow = () => purge(db, clock.now());

  const paymentTimer = setInterval(() => {
    (async () => {
      if (payments.expireSessions) await expirePayments();
      await reconcile();
      await endPrepayments();
    })()
      .catch((error: unknown) => log(`payments: ${error instanceof Error ? error.message : String(error)}`))
      .then(fulfil)
      .catch((error: unknown) => log(`fulfilment: ${error instanceof Error ? error.message : String(error)}`));
  }, 60_000).unref();
  const purgeTimer = setInterval(() => {
    purgeNow().catch((error: unknown) => log(`purge: ${error instanceof Error ? error.message : String(error)}`));
  }, 3_600_000).unref();

  return {
    /** Stops the timers (the gateway drains or closes). */
    stop() {
      clearInterval(paymentTimer);
      clearInterval(purgeTimer);
    },
    /** Runs the sandbox provider's session timer now (tests; it runs every minute by itself). */
    expirePayments,
    /** Runs the payment reconciliation now (tests; it runs every minute by itself). */
    reconcilePayments: reconcile,
    /** Runs the unpaid prepayments' reminders and cancellations now (tests; it runs every minute by itself). */
    endPrepayments,
    /** Runs the housekeeping now (tests; it runs every hour by itself). */
    purge: purgeNow,
    /** Runs the sandbox warehouse and carrier now (tests; it runs every minute by itself). */
    fulfil,
  };
}

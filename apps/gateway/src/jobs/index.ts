import type { PaymentProvider } from '../adapters/payments';
import { expireSandboxSessions } from '../adapters/payments/routes';
import type { Database } from '../db/database';
import type { Clock, GatewayContext, JobQueue } from '../http/context';
import { mailOrderConfirmation, sendOwedConfirmations } from '../modules/checkout/orders';
import { reconcilePayments } from '../modules/payments/service';
import { endUnpaidPrepayments } from '../modules/checkout/prepayments';
import { runFulfilment } from '../modules/fulfilment/service';
import { purge } from '../modules/operations/purge';

/** What the timed work needs of the job queue (src/jobs/queue.ts): its clock, and its jobs (a webhook's later delivery). */
export interface Scheduler extends JobQueue {
  schedule(name: string, cron: string, handler: () => Promise<void>): void;
}

export interface JobDeps {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  /** The gateway's own context (no shopper; each job takes its order's own shop and language). */
  systemContext: () => GatewayContext;
  staleProducts: (skus: readonly string[]) => void;
  log: (line: string) => void;
  /** The job queue's clock: each timed job runs once across every gateway. */
  scheduler: Scheduler;
}

/**
 * The gateway's timed work, wired by the composition root (src/app.ts): every minute the sandbox
 * provider's expired sessions (their webhooks), payments still without word (asked at the
 * provider), the prepayments whose day came, then the sandbox warehouse and carrier; every hour the
 * housekeeping. Each can also be run now (the tests, the operator). They run on the job queue's
 * schedules: once per period across every gateway of the deployment, whichever takes it.
 */
export function createJobs({ db, clock, payments, systemContext, staleProducts, log, scheduler }: JobDeps) {
  /** The sandbox provider's session timer (a real provider sends its expiry notifications itself). */
  const expirePayments = async () => {
    const origin = payments.webhookOrigin?.();
    return origin ? expireSandboxSessions(db, payments, origin, () => clock.now(), scheduler) : [];
  };
  /** Payments whose word never arrived, asked about at the provider (any provider). */
  const reconcile = () => reconcilePayments(db, payments, clock.now(), (orderNumber) => mailOrderConfirmation(systemContext(), orderNumber), undefined, staleProducts);
  /** Unpaid prepayment orders: reminded on their day, cancelled after their pay-by day (each order's own shop). */
  const endPrepayments = () => endUnpaidPrepayments(systemContext(), staleProducts);
  /** The sandbox warehouse and carrier: orders shipped, parcels delivered, returns received and booked back when due. */
  const fulfil = async () => {
    const run = await runFulfilment(db, clock.now());
    for (const failure of run.failed) log(`fulfilment: ${failure}`);
    return run;
  };
  /** Confirmation mails still owed a minute after their order was placed or paid (a gateway died before mailing, or the mail failed). */
  const confirmOrders = () => sendOwedConfirmations(systemContext(), clock.now());
  /** Housekeeping: old idempotency keys, dead sessions, login failures and reset requests past their windows. */
  const purgeNow = () => purge(db, clock.now(), systemContext().files);

  // Every minute: the sandbox's expired sessions first (their webhooks), then what is still without
  // word, then the prepayments whose day came, then the confirmation mails still owed; then the warehouse. Every hour: the housekeeping.
  scheduler.schedule('payments-every-minute', '* * * * *', async () => {
    try {
      if (payments.expireSessions) await expirePayments();
      await reconcile();
      await endPrepayments();
      await confirmOrders();
    } catch (error) {
      log(`payments: ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      await fulfil();
    } catch (error) {
      log(`fulfilment: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  scheduler.schedule('purge-every-hour', '0 * * * *', async () => {
    await purgeNow().then(
      () => undefined,
      (error: unknown) => log(`purge: ${error instanceof Error ? error.message : String(error)}`),
    );
  });

  return {
    /** Runs the sandbox provider's session timer now (tests; it runs every minute by itself). */
    expirePayments,
    /** Runs the payment reconciliation now (tests; it runs every minute by itself). */
    reconcilePayments: reconcile,
    /** Runs the unpaid prepayments' reminders and cancellations now (tests; it runs every minute by itself). */
    endPrepayments,
    /** Sends the confirmation mails still owed now (tests; it runs every minute by itself). */
    confirmOrders,
    /** Runs the housekeeping now (tests; it runs every hour by itself). */
    purge: purgeNow,
    /** Runs the sandbox warehouse and carrier now (tests; it runs every minute by itself). */
    fulfil,
  };
}

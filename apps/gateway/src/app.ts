import type { Resolvers } from './generated/resolvers';
import { addPasswordList } from '@vitrine/form-rules';
import { RANKED_PASSWORDS } from '@vitrine/form-rules/ranked-passwords';
import { keyRingOf } from '@vitrine/session/server';
import { sandboxCreditBureau } from './adapters/credit-bureau';
import { fileStoreFrom } from './adapters/file-store';
import { outboxMail } from './adapters/mail';
import { contactResolvers } from './modules/contact/resolvers';
import { newsletterResolvers } from './modules/newsletter/resolvers';
import { mailingRoutes } from './modules/newsletter/routes';
import { contactRoutes } from './modules/contact/routes';
import { stopSearchCounts } from './modules/search/analytics';
import { startHeartbeat } from './http/instance';
import { lendMoneyResolvers } from './modules/lend-money/resolvers';
import { FINAL_STATUSES, type PaymentStatus, sandboxPayments, sandboxSecret } from './adapters/payments';
import { deliverSandboxWebhook, SANDBOX_WEBHOOK_JOB, sandboxProviderRoutes } from './adapters/payments/routes';
import { paymentWebhookRoutes } from './modules/checkout/webhook-routes';
import { STALE_PAGES_JOB } from './modules/checkout/orders';
import { withAccess } from './http/access';
import { mergeResolvers } from './http/resolvers';
import type { Route } from './http/router';
import { systemClock } from './http/context';
import { createGateway, type GatewayOptions } from './http/server';
import { createJobs } from './jobs';
import { createJobQueue } from './jobs/queue';
import { PASSWORD_RESET_JOB, sendPasswordResetMail } from './modules/identity/accounts';
import { TENANTS } from './http/tenants';
import { PRODUCT_LOCALES, type ProductLocale } from '@vitrine/i18n';
import { abTestingRoutes } from './modules/ab-testing/routes';
import { chatbotRoutes } from './modules/chatbot/routes';
import { contentRoutes } from './modules/content/routes';
import { customerRatingRoutes } from './modules/customer-ratings/routes';
import { healthRoutes } from './modules/health/routes';
import { imageRoutes } from './modules/images/routes';
import { operationsRoutes } from './modules/operations/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { parcelShopRoutes } from './modules/parcel-shops/routes';
import { searchRoutes } from './modules/search/routes';
import { vitalsRoutes } from './modules/vitals/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { returnRoutes } from './modules/returns/routes';
import { personalDataRoutes } from './modules/personal-data/routes';
import { orderRoutes } from './modules/orders/routes';
import { addressBookResolvers } from './modules/address-book/resolvers';
import { bookingResolvers } from './modules/bookings/resolvers';
import { overviewResolvers } from './modules/overview/resolvers';
import { voucherResolvers } from './modules/vouchers/resolvers';
import { basketResolvers } from './modules/basket/resolvers';
import { catalogResolvers } from './modules/catalog/resolvers';
import { checkoutResolvers } from './modules/checkout/resolvers';
import { healthResolvers } from './modules/health/resolvers';
import { identityResolvers } from './modules/identity/resolvers';
import { invoiceResolvers } from './modules/invoices/resolvers';
import { orderResolvers } from './modules/orders/resolvers';
import { paylinkResolvers } from './modules/paylinks/resolvers';
import { personalDataResolvers } from './modules/personal-data/resolvers';
import { paybackResolvers } from './modules/payback/resolvers';
import { createPasswords, type ScryptParams } from './modules/identity/passwords';
import { recommendationResolvers } from './modules/recommendations/resolvers';
import { returnResolvers } from './modules/returns/resolvers';
import { reviewResolvers } from './modules/reviews/resolvers';
import { wishlistResolvers } from './modules/wishlist/resolvers';

/*
 * The gateway's composition root: which modules it serves. The HTTP layer (src/http) knows routes
 * and resolvers only as what it is given here.
 */

/** The REST routes of the modules (GraphQL is served at /api/gateway/). */
export const ROUTES: readonly Route[] = [
  ...healthRoutes,
  ...imageRoutes,
  ...contentRoutes,
  ...searchRoutes,
  ...vitalsRoutes,
  ...abTestingRoutes,
  ...chatbotRoutes,
  ...parcelShopRoutes,
  ...customerRatingRoutes,
  ...contactRoutes,
  ...mailingRoutes,
  ...operationsRoutes,
  ...outboxRoutes,
  ...sandboxProviderRoutes,
  ...paymentWebhookRoutes,
  ...invoiceRoutes,
  ...returnRoutes,
  ...personalDataRoutes,
  ...orderRoutes,
];

/** Every module's resolvers, the full-login fields guarded (./access.ts). */
export const resolvers: Resolvers = withAccess(
  mergeResolvers(
    catalogResolvers,
    reviewResolvers,
    recommendationResolvers,
    basketResolvers,
    identityResolvers,
    wishlistResolvers,
    checkoutResolvers,
    addressBookResolvers,
    personalDataResolvers,
    paybackResolvers,
    orderResolvers,
    invoiceResolvers,
    bookingResolvers,
    overviewResolvers,
    voucherResolvers,
    returnResolvers,
    paylinkResolvers,
    healthResolvers,
    lendMoneyResolvers,
    contactResolvers,
    newsletterResolvers,
  ),
);

/** Where the gateway runs (`VITRINE_DEPLOYMENT`): `local` (the embedded default, the tests; the default), `staging` or `production`. */
export type Deployment = 'local' | 'staging' | 'production';

/** The adapters that have a sandbox, and what the sandbox does in place of the real thing. */
export const SANDBOX_ADAPTERS = {
  payments: 'payment provider: the sandbox marks a card order PAID for 4242 4242 4242 4242',
  mail: 'mail: the sandbox keeps every mail in the outbox instead of sending it',
  creditBureau: "credit bureau: the sandbox answers the lend-money check from the demo customers' credit profiles",
} as const;
export type SandboxAdapter = keyof typeof SANDBOX_ADAPTERS;

/** A configuration the gateway refuses to start with; the message names what is missing. */
export class DeploymentRefused extends Error {
  override name = 'DeploymentRefused';
}

/**
 * Which adapters this deployment runs. No real payment provider, mail server or credit bureau is implemented yet:
 * each runs its sandbox, which a `production` deployment refuses unless each is named on purpose
 * in `VITRINE_SANDBOX_ADAPTERS` (`payments,mail,creditBureau`: a staging setting). `NODE_ENV` decides nothing
 * here: every built start (the embedded default's too) runs with `NODE_ENV=production`.
 */
export function chooseAdapters(env: Record<string, string | undefined> = process.env): { deployment: Deployment; sandboxes: readonly SandboxAdapter[] } {
  const deployment = (env.VITRINE_DEPLOYMENT || 'local') as Deployment;
  if (!['local', 'staging', 'production'].includes(deployment)) throw new DeploymentRefused(`VITRINE_DEPLOYMENT is "${deployment}": local, staging or production`);
  const named = (env.VITRINE_SANDBOX_ADAPTERS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = named.filter((name) => !(name in SANDBOX_ADAPTERS));
  if (unknown.length) throw new DeploymentRefused(`VITRINE_SANDBOX_ADAPTERS names ${unknown.join(', ')}: the sandboxes are ${Object.keys(SANDBOX_ADAPTERS).join(', ')}`);
  const sandboxes = Object.keys(SANDBOX_ADAPTERS) as SandboxAdapter[];
  if (deployment === 'production') {
    const missing = sandboxes.filter((adapter) => !named.includes(adapter));
    if (missing.length)
      throw new DeploymentRefused(
        `a production gateway does not start on sandbox adapters; missing: ${missing.map((adapter) => SANDBOX_ADAPTERS[adapter]).join('; ')}. ` +
          `Configure the real adapter, or name the sandbox on purpose (staging): VITRINE_SANDBOX_ADAPTERS=${sandboxes.join(',')}`,
      );
  }
  return { deployment, sandboxes };
}

/** The secrets a gateway needs, by setting, with what each signs. */
export const GATEWAY_SECRETS = {
  /** The shops' signatures over the requests they forward (a key ring: one key per shop, each with its id). */
  identitySecret: 'VITRINE_GATEWAY_SECRET',
  /** Session tokens (a key ring). */
  sessionSecret: 'VITRINE_SESSION_SECRET',
  /** Payment links and editors' preview links (a key ring of their own: rotating the shops' keys ends no link). */
  linkSecret: 'VITRINE_LINK_SECRET',
} as const;

export type GatewaySecrets = Record<keyof typeof GATEWAY_SECRETS, string>;

/**
 * The secrets every gateway and shop of a deployment share (each 32 characters or more, or a key
 * ring `kid:secret,kid:secret` whose first key signs; `npm start` makes them once in
 * `.data/secrets.json`): a missing or malformed one stops the start, naming it, instead of a random
 * one per process, with which two instances would refuse each other's tokens and signatures.
 */
export function requireSecrets(env: Record<string, string | undefined> = process.env): GatewaySecrets {
  const problems: string[] = [];
  const out = {} as GatewaySecrets;
  for (const [role, name] of Object.entries(GATEWAY_SECRETS) as [keyof GatewaySecrets, string][]) {
    const value = env[name] ?? '';
    out[role] = value;
    if (!value) problems.push(`${name} is missing`);
    else if (value.length < 32) problems.push(`${name} is shorter than 32 characters`);
    else {
      try {
        keyRingOf(value, name);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
  }
  if (problems.length) throw new DeploymentRefused(`the gateway needs the secrets it shares with the shops: ${problems.join(', ')}`);
  return out;
}

/** The routes of a gateway with these adapters: a sandbox's own pages only where it runs. */
export function routesFor(sandboxes: readonly SandboxAdapter[]): Route[] {
  return ROUTES.filter((route) => (!sandboxProviderRoutes.includes(route) || sandboxes.includes('payments')) && (!outboxRoutes.includes(route) || sandboxes.includes('mail')));
}

/**
 * A gateway serving every module (main.ts, the tests' harness), its adapters chosen by
 * configuration ({@link chooseAdapters}: throws {@link DeploymentRefused}). `passwordHashing`:
 * scrypt's parameters for new hashes; production's (SCRYPT of the identity module) unless given, and
 * main.ts never gives any: lower ones are for the gateway's own tests, which make and check hundreds
 * of passwords. `paymentOrigin`: the sandbox provider's address as browsers reach it;
 * `webhookOrigin`: the gateway's as the provider reaches it with its webhooks (configuration, never a
 * request's Host).
 */
export function createApp({
  passwordHashing,
  env = process.env,
  paymentOrigin = () => env.VITRINE_PAYMENT_ORIGIN || `http://127.0.0.1:${env.GATEWAY_PORT || 4000}`,
  webhookOrigin = () => env.VITRINE_PAYMENT_WEBHOOK_ORIGIN || `http://127.0.0.1:${env.GATEWAY_PORT || 4000}`,
  ...options
}: Omit<GatewayOptions, 'routes' | 'resolvers' | 'passwords' | 'payments' | 'mail' | 'jobs' | 'creditBureau' | 'files' | keyof GatewaySecrets> & {
  /** Given by tests; otherwise read from `env` ({@link requireSecrets}). */
  secrets?: GatewaySecrets;
  /** Seconds between the job queue's looks for new jobs (default 1; tests 0.5). */
  jobPollingSeconds?: number;
  /** Runs the timed jobs on the queue's schedules (default true; test gateways run them by hand). */
  jobSchedules?: boolean;
  passwordHashing?: ScryptParams;
  env?: Record<string, string | undefined>;
  paymentOrigin?: () => string;
  webhookOrigin?: () => string;
}) {
  const { sandboxes } = chooseAdapters(env);
  // A new password is also checked against the ranked breach lists (too large for the shop's browser bundle).
  addPasswordList(RANKED_PASSWORDS);
  const { secrets, jobPollingSeconds, jobSchedules = true, ...rest } = options;
  const { identitySecret, sessionSecret, linkSecret } = secrets ?? requireSecrets(env);
  const log = options.log ?? (() => undefined);
  const payments = sandboxPayments(options.db, { origin: paymentOrigin, webhookOrigin, secret: sandboxSecret(identitySecret) });
  const queue = createJobQueue(options.db, { log, schedules: jobSchedules, ...(jobPollingSeconds ? { pollingIntervalSeconds: jobPollingSeconds } : {}) });
  const gateway = createGateway({
    ...rest,
    identitySecret,
    sessionSecret,
    linkSecret,
    payments,
    jobs: queue,
    creditBureau: sandboxCreditBureau(options.db),
    files: fileStoreFrom(env, options.db),
    mail: outboxMail(options.db),
    passwords: createPasswords(passwordHashing),
    routes: routesFor(sandboxes),
    resolvers,
  });
  // The modules' jobs, run in the tenant the job names.
  queue.work(PASSWORD_RESET_JOB, async (data) => {
    const tenant = typeof data.tenant === 'string' ? data.tenant : '';
    const email = typeof data.email === 'string' ? data.email : '';
    const locale = typeof data.locale === 'string' && (PRODUCT_LOCALES as readonly string[]).includes(data.locale) ? (data.locale as ProductLocale) : undefined;
    if (!TENANTS[tenant] || !email || !locale) return log(`jobs: a password reset job without tenant, e-mail or locale was dropped`);
    await sendPasswordResetMail(gateway.systemContext(tenant), { email, locale });
  });
  // An order's sold-out products told to the shops again (src/modules/checkout/orders.ts), whichever gateway takes it.
  queue.work(STALE_PAGES_JOB, async (data) => {
    const products = Array.isArray(data.products) ? data.products.filter((sku): sku is string => typeof sku === 'string') : [];
    if (products.length) await gateway.notifyStaleProducts(products);
  });
  // The sandbox provider's webhook deliveries (src/adapters/payments/routes.ts), whichever gateway takes them.
  queue.work(SANDBOX_WEBHOOK_JOB, async (data) => {
    const origin = payments.webhookOrigin?.();
    const paymentId = typeof data.paymentId === 'string' ? data.paymentId : '';
    const status = typeof data.status === 'string' && FINAL_STATUSES.has(data.status as PaymentStatus) ? (data.status as PaymentStatus) : undefined;
    const occurredAt = typeof data.occurredAt === 'string' && !Number.isNaN(Date.parse(data.occurredAt)) ? data.occurredAt : undefined;
    if (!origin) return;
    if (!paymentId || !status || !occurredAt) return log(`jobs: a webhook job without payment, final status or time was dropped`);
    await deliverSandboxWebhook(options.db, payments, origin, { paymentId, status, occurredAt }, () => (options.clock ?? systemClock).now());
  });
  const jobs = createJobs({
    db: options.db,
    clock: options.clock ?? systemClock,
    payments,
    systemContext: gateway.systemContext,
    staleProducts: gateway.staleProducts,
    log,
    scheduler: queue,
  });
  // Alive, once a second: what this gateway leaves running when it dies is taken over within seconds.
  const heartbeat = startHeartbeat(options.db, log);
  return {
    ...gateway,
    ...jobs,
    /** Resolves once the job queue runs (true), or could not start (false: logged, the gateway serves on). */
    ready: queue.start(),
    /** Stops the heartbeat and the job queue, and writes the searches counted in memory (before the database closes). */
    async stop() {
      await heartbeat.stop();
      await queue.stop();
      await stopSearchCounts(options.db);
    },
  };
}

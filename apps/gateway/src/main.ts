import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from './db/database';
import { migrate, MigrationError } from './db/migrate';
import { DEFAULT_PRODUCT_COUNT, seed } from './modules/catalog/seed';
import { refreshSearchIndex } from './modules/catalog/search-index';
import { productCount } from './modules/health/service';
import { seedOrderHistory } from './modules/orders/history';
import { moderateReview, pendingReviews } from './modules/reviews/service';

async function seededBeforeReviews(db: Awaited<ReturnType<typeof openDatabase>>): Promise<boolean> {
  const [row] = await db.query<{ orders: number }>('select count(*)::int as orders from sorting_orders');
  return row?.orders === 0;
}
import { chooseAdapters, createApp, DeploymentRefused, requireSecrets } from './app';
import { RateLimiter } from './http/rate-limit';
import { connectRedis } from './http/redis';

const USAGE = `usage: gateway <setup|serve|migrate|seed|reviews|approve ID|reject ID> [--products N] [--port 4000] [--host 127.0.0.1] [--ops-port PORT+1] [--ops-host 127.0.0.1] [--data-dir DIR]
  setup    migrate and seed (idempotent)
  serve    migrate, seed when the catalog is empty, then serve GraphQL on /api/gateway/, and the
           operator pages (/outbox, /ops) on --ops-port, bound to --ops-host (loopback)
  reviews  list the reviews waiting for moderation; approve ID / reject ID decides one
Environment: DATABASE_URL selects a PostgreSQL server instead of embedded PGlite;
             REDIS_URL shares the rate limits of several gateways (default: each counts in memory);
             VITRINE_DEPLOYMENT=production: a deployment to the internet (stricter checks at start);
             VITRINE_OPS_TOKEN: the operator pages' token (HTTP Basic password; required in production);
             VITRINE_DATA_DIR (default .data/pglite at the repository root) holds PGlite's files.`;

const log = (line: string) => process.stdout.write(`[gateway] ${line}\n`);

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      products: { type: 'string' },
      port: { type: 'string', default: process.env.GATEWAY_PORT ?? '4000' },
      host: { type: 'string', default: '127.0.0.1' },
      'ops-port': { type: 'string', default: process.env.GATEWAY_OPS_PORT },
      'ops-host': { type: 'string', default: '127.0.0.1' },
      'data-dir': { type: 'string' },
    },
  });
  const command = positionals[0];
  if (!command || !['setup', 'serve', 'migrate', 'seed', 'reviews', 'approve', 'reject'].includes(command)) {
    console.error(USAGE);
    process.exit(2);
  }
  const products = values.products === undefined ? undefined : Number(values.products);
  if (products !== undefined && (!Number.isInteger(products) || products < 1 || products > 2_000_000)) {
    console.error('--products must be a whole number from 1 to 2000000');
    process.exit(2);
  }
  // The secrets shared with the shops: a start without them stops here, naming them (never a random one per process).
  const secrets = command === 'serve' ? requireSecrets() : undefined;
  // A deployment to the internet says so (VITRINE_DEPLOYMENT=production; NODE_ENV=production is every
  // built start, the embedded default's too): its operator pages, which show every customer's mails
  // and the editors' preview links, then ask for a token.
  if (command === 'serve' && process.env.VITRINE_DEPLOYMENT === 'production' && !process.env.VITRINE_OPS_TOKEN) {
    console.error('[gateway] a production deployment needs VITRINE_OPS_TOKEN: the operator pages (/outbox, /ops) ask for it');
    process.exit(1);
  }
  // The adapters this deployment runs, before anything is opened: a production start on sandboxes stops here, naming them.
  if (command === 'serve') chooseAdapters();
  const dataDir = values['data-dir'] ?? process.env.VITRINE_DATA_DIR ?? resolve(import.meta.dirname, '../../../.data/pglite');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  // Migrations and seeding run statements far longer than a request may (the search index of 100 000
  // products): on a server their session has no statement cut-off; serving opens one with the limits.
  const setupTimeouts = { statementMs: 3_600_000, idleInTransactionMs: 3_600_000 };
  let db = await openDatabase({ databaseUrl, dataDir, timeouts: databaseUrl ? setupTimeouts : {} });
  log(`database: ${databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `PGlite at ${dataDir}`}`);

  if ((await migrate(db, { log })) > 0) await db.exec('analyze');
  if (command === 'migrate') return db.close();
  if (command === 'reviews') {
    const pending = await pendingReviews(db);
    for (const r of pending) process.stdout.write(`${r.id}\t${r.sku}\t${'★'.repeat(r.stars)}\t${r.author}\t${r.title}\t${r.createdAt}\n`);
    log(`${pending.length} review(s) waiting for moderation`);
    return db.close();
  }
  if (command === 'approve' || command === 'reject') {
    const done = await moderateReview(db, positionals[1] ?? '', command === 'approve' ? 'published' : 'rejected');
    log(done ? `review ${positionals[1]} ${command === 'approve' ? 'published' : 'rejected'}` : `no pending review ${positionals[1] ?? ''}`);
    await db.close();
    process.exit(done ? 0 : 1);
  }
  const existing = await productCount(db);
  if (command === 'serve' && products !== undefined && existing >= products) {
    log(`catalog already holds ${existing} products`);
  } else if (command === 'seed' || command === 'setup' || products !== undefined) {
    await seed(db, { products: products ?? DEFAULT_PRODUCT_COUNT, log });
    log(`seeded ${products ?? DEFAULT_PRODUCT_COUNT} products`);
  } else if (existing === 0) {
    await seed(db, { log });
    log(`seeded ${DEFAULT_PRODUCT_COUNT} products into an empty catalog`);
  } else if (await seededBeforeReviews(db)) {
    // A catalog from before migration 5 gets its reviews, services, sponsorships and unit prices.
    await seed(db, { products: existing, log });
    log(`catalog of ${existing} products completed with reviews and services`);
  }
  // A database from before the search migration has products but no search documents yet.
  const [index] = await db.query<{ documents: number; products: number }>(
    'select (select count(*)::int from search_documents) as documents, (select count(*)::int from products) as products',
  );
  if (index && index.products > 0 && index.documents === 0) {
    await refreshSearchIndex(db);
    log('search index built');
  }
  // The demo customers' past orders (their accounts show a history); once per customer.
  const history = await seedOrderHistory(db);
  if (history) log(`order history: ${history} demo orders`);
  if (command !== 'serve') return db.close();
  if (databaseUrl) {
    await db.close();
    db = await openDatabase({ databaseUrl, dataDir });
  }

  const redisUrl = process.env.REDIS_URL || undefined;
  const redis = redisUrl ? connectRedis(redisUrl, log) : undefined;
  if (redisUrl) log('rate limits: shared in Redis (REDIS_URL)');
  const port = Number(values.port);
  const opsPort = values['ops-port'] === undefined ? port + 1 : Number(values['ops-port']);
  // The sandbox's webhooks reach the gateway where it listens (a wildcard host by loopback).
  const reachable = ['0.0.0.0', '::', ''].includes(values.host) ? '127.0.0.1' : values.host;
  const {
    server,
    operatorServer,
    drain,
    ready,
    stop: stopJobs,
  } = createApp({
    db,
    log,
    limiter: new RateLimiter({ redis }),
    ...(secrets ? { secrets } : {}),
    paymentOrigin: () => process.env.VITRINE_PAYMENT_ORIGIN || `http://${values.host}:${port}`,
    webhookOrigin: () => process.env.VITRINE_PAYMENT_WEBHOOK_ORIGIN || `http://${reachable}:${port}`,
  });
  // The job queue first (its schema is made or migrated under its own lock): a request may hand it work at once.
  await ready;
  server.listen(port, values.host, () => log(`listening on http://${values.host}:${port}/api/gateway/`));
  operatorServer.listen(opsPort, values['ops-host'], () => log(`operator pages on http://${values['ops-host']}:${opsPort}/ops and /outbox`));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: closing`);
    drain();
    server.closeIdleConnections();
    operatorServer.close();
    operatorServer.closeIdleConnections();
    server.close(() => {
      stopJobs()
        .then(() => redis?.close())
        .then(() => db.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
    setTimeout(() => process.exit(1), 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // A migration that cannot be trusted says so in one line, without a stack.
  if (error instanceof MigrationError || error instanceof DeploymentRefused) console.error(`[gateway] ${error.message}`);
  else console.error(error);
  process.exit(1);
});

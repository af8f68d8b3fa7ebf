// `pnpm bench`: production build, then figures next to their budgets (printed, never asserted in CI).
//   - first-load JavaScript per tenant and route (the checkout's and the account's pages as a logged-in
//     demo customer): gzip bytes of the scripts the HTML references, and
//     beside them the inline scripts (the RSC payload) and the message bytes of the page's Lingui catalog
//   - SSR requests/s of the product page, cached (autocannon on loopback; server and load on different
//     cores) and uncached (each of many different skus asked once)
//   - the checkout's pages (delivery, payment, check and order) as a logged-in demo customer sees them
//   - Lighthouse mobile performance, TBT, LCP and CLS of the storefront, the search results, the product page, the basket and check and order, the LCP beside the framework floor's (issue 30: within 500 ms, CLS 0)
//     (median of the finished runs, at least five), beside the framework floor (a bare Next.js page
//     on the same machine) and what fresh memory costs here
//   - orders while the gateway is killed at random moments (the crash test with 200 trials)
//   - the fuzz of every REST route of the gateway's router and every persisted GraphQL document
//     (1000 generated inputs each: no answer ≥ 500, no stack trace, no row changed by a refused input)
//   - search latency (suggest, searchv2) for 1 000, 10 000 and 100 000 products on PGlite and on a PostgreSQL server
//     (re-seeded when the seed changes)
//   - "forgot password": the answer time for known and unknown e-mails side by side (issue 29)
// Options: --only-identity (the reset timing alone), --only-load (SSR throughput and the search page at 50 connections), --no-lighthouse, --no-search, --only-search, --only-lighthouse, --lighthouse-pages storefront,search,product,basket,'check and order', --no-floor, --no-crash, --crash-trials N (default 200), --no-fuzz, --fuzz-runs N (default 1000), --only-proofs (crash trials and fuzz alone), --search-sizes 1000,10000, --search-db pglite,server, --duration <s> (default 10),
//          --check (exit 1 when a figure is over its budget), --cluster (the cluster under load and fault: bench-cluster.mjs, --duration there is the fault run's, default 60).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, globSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureSecrets } from './secrets.mjs';
import { buildStack, ROOT, startStack, waitFor } from './stack.mjs';

const args = process.argv.slice(2);
// --cluster: the cluster of `npm run cluster` under load and under fault (issue 31), a run of its own.
if (args.includes('--cluster')) {
  const run = spawnSync(process.execPath, [join(ROOT, 'tooling/scripts/bench-cluster.mjs'), ...args.filter((a) => a !== '--cluster')], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
const duration = Number(args[args.indexOf('--duration') + 1]) || 10;
const withLighthouse = !args.includes('--no-lighthouse');
const withSearch = !args.includes('--no-search') && !args.includes('--only-lighthouse') && !args.includes('--only-proofs');
const withCrash = !args.includes('--no-crash');
const crashTrials = Number(args.includes('--crash-trials') ? args[args.indexOf('--crash-trials') + 1] : 200);
const withFuzz = !args.includes('--no-fuzz');
const fuzzRuns = Number(args.includes('--fuzz-runs') ? args[args.indexOf('--fuzz-runs') + 1] : 1000);
const onlySearch = args.includes('--only-search');
/** The gateway's heavy proofs alone: the order crash trials and the fuzz (no shops, no Lighthouse, no search). */
const onlyProofs = args.includes('--only-proofs');
/** Lighthouse alone (no first-load table, no SSR throughput, no crash or search run): to study a score. */
const onlyLighthouse = args.includes('--only-lighthouse');
/** The identity figures alone (issue 29: "forgot password" as fast for a known e-mail as for an unknown one). */
const onlyIdentity = args.includes('--only-identity');
/** The figures under load alone (SSR throughput, uncached product pages, the search page at 50 connections): to study them. */
const onlyLoad = args.includes('--only-load');
const check = args.includes('--check');
const overBudget = [];
const searchSizes = (args.includes('--search-sizes') ? args[args.indexOf('--search-sizes') + 1] : '1000,10000,100000').split(',').map(Number);
const searchDatabases = (args.includes('--search-db') ? args[args.indexOf('--search-db') + 1] : 'pglite,server').split(',');
/** Lighthouse runs per page: a single run on two busy cores varies by ±3 points, the median of five far less. */
const LIGHTHOUSE_RUNS = 5;
const BUDGET = { firstLoadKiB: 150, searchKiB: 170, lighthouse: 95, cls: 0.02, ssrRatio: 0.5 };
/** Issue 30's goals for every route, over the route budget above: first-load JavaScript and the page's own HTML. */
const PAGE_GOAL = { firstLoadKiB: 140, htmlGzipKiB: 25 };
/** Issue 30's goal for the largest paint: at most this much over the framework floor's, same Lighthouse run. */
const LCP_OVER_FLOOR_MS = 500;
/**
 * Lighthouse's budgets are judged only where fresh memory costs at most this many µs per 4 KiB page at
 * its first touch: on slower machines every renderer task is long, Lighthouse's four-fold CPU
 * simulation multiplies that, and even a bare Next.js page scores far below 95 (issue 12's note).
 * Declared here: the bench's top-level await reaches the Lighthouse part before the end of this module.
 */
const LIGHTHOUSE_MAX_FIRST_TOUCH_US = 3;
const ports = { gateway: 4200, 'shop-de': 3200, 'shop-ch': 3201, 'shop-nl': 3202 };
const cores = spawnSync('nproc', { encoding: 'utf8' }).stdout.trim();
const pin = Number(cores) >= 2;
const out = join(ROOT, '.bench');
mkdirSync(out, { recursive: true });

const kib = (bytes) => (bytes / 1024).toFixed(1);
/** Says whether a figure is within its budget, and remembers it for --check when it is not. */
const verdict = (ok, what = 'a figure') => {
  if (!ok) overBudget.push(what);
  return ok ? 'within budget' : 'OVER BUDGET';
};

/** A fingerprint of what the gateway seeds: a catalog seeded by other code is seeded again. */
function seedFingerprint() {
  const files = globSync('apps/gateway/src/**/*.{ts,sql}', { cwd: ROOT })
    .filter((f) => /seed|data|migration/.test(f))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(join(ROOT, file)));
  return hash.digest('hex').slice(0, 16);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** Search at 100 000 products (issue 13): suggest p95 ≤ 10 ms, searchv2 p95 ≤ 50 ms. */
const SEARCH_BUDGET = { suggestP95: 10, searchP95: 50 };

/**
 * Search latency on loopback for growing catalogs (budgets above, at 100 000 products), with the
 * growth between the sizes, on embedded PGlite and on a PostgreSQL server (Debian's, see
 * postgres.mjs) side by side. Terms that find nothing as typed (a misspelling corrected, a word that
 * is nowhere) run up to two more queries: timed on their own line. Catalogs are seeded once into
 * .bench/search-N (PGlite) and .bench/pg-search-N (the server's data folder) and reused.
 */
async function benchSearch() {
  const { startPostgres } = await import('./postgres.mjs');
  const terms = ['sofa', 'kühlschrank', 'kleid', 'jacke rot', 'tisch eiche', 'waschmaschine', 'kopfhörer', 'b75', 'bh spitze', 'ecksofa'];
  const frTerms = ['canapé', 'robe', 'réfrigérateur', 'veste', 'table'];
  const prefixes = ['so', 'küh', 'kle', 'jac', 'wasch', 'kopf', 'ecks', 'tis', 'waschmaschiene', 'kühlschrnk'];
  const missed = ['waschmachine', 'sofq', 'kühlschrnk', 'zzqxy'];
  const rows = [];
  console.log(
    `\nSearch latency on loopback (sequential requests), budget at 100 000 products: suggest p95 ≤ ${SEARCH_BUDGET.suggestP95} ms, searchv2 p95 ≤ ${SEARCH_BUDGET.searchP95} ms`,
  );
  const fingerprint = seedFingerprint();
  /** A catalog folder seeded by other code is emptied, so that it is seeded again. */
  const fresh = (dir, stamp, size) => {
    if (existsSync(dir) && (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== fingerprint)) {
      console.log(`  ${size} products: the seed changed since this catalog was made; seeding it again`);
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const time = async (url) => {
    const t = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return performance.now() - t;
  };

  async function measure(size, database) {
    const port = 4300;
    const started = Date.now();
    const dir = join(out, `search-${size}`);
    const stamp = join(out, `${database.key}-${size}.seed`);
    const gw = spawn(
      pin ? 'taskset' : process.execPath,
      [...(pin ? ['-c', '0', process.execPath] : []), join(ROOT, 'apps/gateway/dist/main.js'), 'serve', '--products', String(size), '--data-dir', dir, '--port', String(port)],
      // The secrets it shares with the shops (.data/secrets.json, as the stack's): it refuses to start without them.
      { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...ensureSecrets(ROOT), NODE_ENV: 'production', DATABASE_URL: database.url ?? '' } },
    );
    try {
      // Seeding 100 000 products (with reviews, services and the search index) takes about a minute
      // on two cores; the catalog is kept in .bench and reused until the seed changes.
      await waitFor(`http://127.0.0.1:${port}/health`, { child: gw, timeoutMs: 2_400_000 });
      writeFileSync(stamp, fingerprint);
      const ready = ((Date.now() - started) / 1000).toFixed(0);
      const base = `http://127.0.0.1:${port}/api/search`;
      for (const q of terms.slice(0, 3)) await time(`${base}/searchv2?q=${encodeURIComponent(q)}&locale=de-DE`); // warm up
      const suggestMs = [];
      const searchMs = [];
      const missedMs = [];
      for (let round = 0; round < 10; round++) {
        for (const q of missed) missedMs.push(await time(`${base}/searchv2?q=${encodeURIComponent(q)}&locale=de-DE&limit=24`));
        for (const q of prefixes) suggestMs.push(await time(`${base}/suggest?q=${encodeURIComponent(q)}&locale=de-DE`));
        for (const q of terms) searchMs.push(await time(`${base}/searchv2?q=${encodeURIComponent(q)}&locale=de-DE&limit=24`));
        for (const q of frTerms) searchMs.push(await time(`${base}/searchv2?q=${encodeURIComponent(q)}&locale=fr-CH&currency=CHF&limit=24`));
      }
      const row = {
        database: database.key,
        products: size,
        readySeconds: Number(ready),
        suggest: { p50: percentile(suggestMs, 50), p95: percentile(suggestMs, 95), n: suggestMs.length },
        searchv2: { p50: percentile(searchMs, 50), p95: percentile(searchMs, 95), n: searchMs.length },
        missed: { p50: percentile(missedMs, 50), p95: percentile(missedMs, 95), n: missedMs.length },
      };
      const judge =
        size >= 100_000
          ? `  suggest ${verdict(row.suggest.p95 <= SEARCH_BUDGET.suggestP95, `suggest p95 at ${size} (${database.label})`)}, searchv2 ${verdict(row.searchv2.p95 <= SEARCH_BUDGET.searchP95, `searchv2 p95 at ${size} (${database.label})`)}`
          : '';
      console.log(
        `  ${database.label.padEnd(17)} ${String(size).padStart(7)} products (ready in ${ready} s): suggest p50 ${row.suggest.p50.toFixed(1)} ms p95 ${row.suggest.p95.toFixed(1)} ms; searchv2 p50 ${row.searchv2.p50.toFixed(1)} ms p95 ${row.searchv2.p95.toFixed(1)} ms${judge}`,
      );
      // Issue 30: a term found only corrected, or not at all, is held to the same budget as one found as typed.
      const missedJudge =
        size >= 100_000 ? `  ${verdict(row.missed.p95 <= SEARCH_BUDGET.searchP95, `searchv2 p95 of misspelled and unknown terms at ${size} (${database.label})`)}` : '';
      console.log(`  ${' '.repeat(43)}found only corrected or not at all: searchv2 p50 ${row.missed.p50.toFixed(1)} ms p95 ${row.missed.p95.toFixed(1)} ms${missedJudge}`);
      return row;
    } finally {
      // A gateway that already ended (a failed seed) has no exit event to wait for.
      if (gw.exitCode === null && gw.signalCode === null) {
        const exited = new Promise((r) => gw.once('exit', r));
        gw.kill('SIGTERM');
        await exited;
      }
    }
  }

  for (const size of searchSizes) {
    if (searchDatabases.includes('pglite')) {
      fresh(join(out, `search-${size}`), join(out, `pglite-${size}.seed`), size);
      rows.push(await measure(size, { key: 'pglite', label: 'PGlite' }));
    }
    if (searchDatabases.includes('server')) {
      // The server is not pinned (the gateway is, to the first core); its data folder is kept between runs.
      const keep = join(out, `pg-search-${size}`);
      fresh(keep, join(out, `server-${size}.seed`), size);
      const server = await startPostgres({ keep });
      try {
        rows.push(await measure(size, { key: 'server', label: 'PostgreSQL server', url: server.url }));
      } finally {
        await server.stop();
      }
    }
  }
  // How the p95 grows with the catalog: tenfold products should not mean tenfold time.
  for (const key of searchDatabases) {
    const own = rows.filter((row) => row.database === key);
    for (let i = 1; i < own.length; i++) {
      const [a, b] = [own[i - 1], own[i]];
      const factor = (x, y) => (x > 0 ? `×${(y / x).toFixed(2)}` : 'n/a');
      console.log(
        `  growth ${a.products} → ${b.products} products (${key === 'server' ? 'PostgreSQL server' : 'PGlite'}): suggest p95 ${factor(a.suggest.p95, b.suggest.p95)}, searchv2 p95 ${factor(a.searchv2.p95, b.searchv2.p95)}`,
      );
    }
  }
  return rows;
}

/** Every message text of the five compiled catalogs, to recognise them in a page's payload. */
const catalogTexts = (() => {
  const texts = new Set();
  for (const file of globSync('packages/i18n/src/locales/*.ts', { cwd: ROOT })) {
    const json = /JSON\.parse\((".*")\)/s.exec(readFileSync(join(ROOT, file), 'utf8'))?.[1];
    if (!json) continue;
    for (const value of Object.values(JSON.parse(JSON.parse(json)))) texts.add(JSON.stringify(value));
  }
  return [...texts].filter((t) => t.length > 12);
})();

/** next-adapter's rewrite of a page's scripts (Node strips its types; it imports only lru-cache). */
let adapter;
const nextAdapter = async () => (adapter ??= await import(join(ROOT, 'packages/next-adapter/src/scripts-after-paint.ts')));

async function firstLoad(url, cookie) {
  const answer = await fetch(url, cookie ? { headers: { cookie } } : {});
  // A page that redirected is said; a logged-in one (the checkout's, the account's) that did would measure the login: over budget.
  const landed = answer.redirected ? new URL(answer.url).pathname : null;
  const html = await answer.text();
  const tags = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  // noModule polyfills are never loaded by the browsers that run modules: not counted.
  const scripts = tags
    .filter((m) => !/nomodule/i.test(m[1]))
    .map((m) => /src="([^"]+)"/.exec(m[1])?.[1])
    .filter((src) => src?.startsWith('/_next/'))
    // The framework's chunks the page adds after its first paint (next-adapter's scriptsAfterPaint).
    .concat((await nextAdapter()).scriptsAddedAfterPaint(html));
  const unique = [...new Set(scripts)];
  let gzip = 0;
  for (const src of unique) gzip += gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer()), { level: 9 }).length;
  // Inline scripts: the RSC payload the page hydrates from, the theme script, JSON-LD.
  const inline = tags
    .filter((m) => !/src=/.test(m[1]))
    .map((m) => m[2])
    .join('\n');
  const inlineGzip = gzipSync(Buffer.from(inline), { level: 9 }).length;
  // The Lingui messages the page ships to the browser (inside the payload, JSON-escaped once more).
  let messageBytes = 0;
  for (const text of catalogTexts) {
    const escaped = JSON.stringify(text).slice(1, -1);
    if (inline.includes(escaped)) messageBytes += Buffer.byteLength(escaped);
  }
  // The page's own bytes and its CSS (inline <style> and linked stylesheets), as sent and gzipped.
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  // Each linked stylesheet is a render-blocking request (Lighthouse's mobile simulation opens a new
  // connection for each one beyond the first): counted.
  let stylesheets = 0;
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(m[0])?.[1];
    if (!href) continue;
    stylesheets++;
    styles.push(await (await fetch(new URL(href.replaceAll('&amp;', '&'), url))).text());
  }
  const css = styles.join('\n');
  return {
    landed,
    scripts: unique.length,
    gzip,
    inlineBytes: Buffer.byteLength(inline),
    inlineGzip,
    messageBytes,
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gzipSync(Buffer.from(html), { level: 9 }).length,
    stylesheets,
    cssBytes: Buffer.byteLength(css),
    cssGzip: gzipSync(Buffer.from(css), { level: 9 }).length,
  };
}

console.log('[bench] production build…');
buildStack(onlySearch || onlyProofs ? { filter: ['@vitrine/gateway'] } : undefined);
const results = { date: new Date().toISOString(), cores, firstLoad: [], ssr: null, lighthouse: null };
if (onlyIdentity) await benchIdentity();
if (!onlySearch && !onlyProofs && !onlyIdentity) await benchShops();
if (withSearch && !onlyIdentity && !onlyLoad) results.search = await benchSearch();
if (withCrash && !onlySearch && !onlyLighthouse && !onlyIdentity && !onlyLoad) results.orderCrash = benchOrderCrash();
if (withFuzz && !onlySearch && !onlyLighthouse && !onlyIdentity && !onlyLoad) results.fuzz = benchFuzz();
writeFileSync(join(out, 'results.json'), JSON.stringify(results, null, 2));
console.log(`\n[bench] figures saved to .bench/results.json`);
if (overBudget.length) console.log(`[bench] over budget: ${overBudget.join('; ')}`);
if (check && overBudget.length) process.exit(1);

/** What a failed Vitest run says about its failures (Vitest writes a failure's account to stderr). */
function failureLines(run) {
  return `${run.stdout}\n${run.stderr}`
    .split('\n')
    .filter((l) => /FAIL|Caused by|Counterexample|Error|timed out/.test(l))
    .slice(0, 12)
    .join('\n');
}

/**
 * Orders while the gateway is killed (SIGKILL) at random moments, then asked again with the same
 * attempt: the gateway's crash test with 200 trials (the test suite runs a dozen).
 */
function benchOrderCrash() {
  console.log(`\nOrders while the gateway is killed at a random moment (${crashTrials} trials, PGlite): exactly one order per attempt`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [join(ROOT, 'apps/gateway/node_modules/vitest/vitest.mjs'), 'run', 'test/order-crash.test.ts'], {
    cwd: join(ROOT, 'apps/gateway'),
    encoding: 'utf8',
    env: { ...process.env, VITRINE_CRASH_TRIALS: String(crashTrials), TEST_DATABASE_URL: '' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = /order crash trials: .*/.exec(run.stdout)?.[0] ?? 'no summary';
  const passed = run.status === 0;
  if (!passed) console.log(failureLines(run));
  console.log(`  ${line} (${((Date.now() - started) / 1000).toFixed(0)} s); ${verdict(passed, 'order crash trials')}`);
  return { trials: crashTrials, passed, summary: line };
}

/**
 * The gateway's fuzz test with a thousand inputs for every REST endpoint of its router and every
 * persisted GraphQL document (the test suite sends a hundred), on PGlite.
 */
function benchFuzz() {
  console.log(
    `\nFuzz of every REST route and every persisted GraphQL document (${fuzzRuns} generated inputs each, PGlite): no answer ≥ 500, no stack trace, no row changed by a refused input`,
  );
  const started = Date.now();
  const run = spawnSync(process.execPath, [join(ROOT, 'apps/gateway/node_modules/vitest/vitest.mjs'), 'run', 'test/fuzz.test.ts'], {
    cwd: join(ROOT, 'apps/gateway'),
    encoding: 'utf8',
    env: { ...process.env, VITRINE_FUZZ_RUNS: String(fuzzRuns), TEST_DATABASE_URL: '' },
    maxBuffer: 256 * 1024 * 1024,
  });
  const line = /fuzz summary: .*/.exec(run.stdout)?.[0] ?? 'no summary';
  const passed = run.status === 0;
  if (!passed) console.log(failureLines(run));
  console.log(`  ${line} (${((Date.now() - started) / 1000).toFixed(0)} s); ${verdict(passed, 'fuzz')}`);
  return { runs: fuzzRuns, passed, summary: line };
}

/** Cookies of a response, as a Cookie header merged into `jar`. */
function remember(jar, response) {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * A logged-in demo customer with a basket, a delivery and a payment chosen: the cookies with which the
 * checkout's pages render (their JavaScript and Lighthouse need a customer, not a guest).
 */
async function checkoutCookies(shopUrl, persisted, { email, password, addressId, locale, variantSku }) {
  const jar = new Map();
  const doc = (name) => Object.keys(persisted).find((id) => new RegExp(`(mutation|query) ${name}\\b`).test(persisted[id]));
  remember(jar, await fetch(`${shopUrl}/`));
  let cookie = remember(
    jar,
    await fetch(`${shopUrl}/api/session/login`, {
      method: 'POST',
      headers: { origin: shopUrl, 'content-type': 'application/json', cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: JSON.stringify({ email, password }),
    }),
  );
  const gateway = async (name, variables) => {
    const res = await fetch(`${shopUrl}/api/gateway/`, {
      method: 'POST',
      headers: { origin: shopUrl, 'content-type': 'application/json', cookie },
      body: JSON.stringify({ documentId: doc(name), variables }),
    });
    cookie = remember(jar, res);
    return res.json();
  };
  await gateway('AddToBasket', { variantSku, quantity: 1 });
  await gateway('SetDelivery', { input: { locale, addressId, option: 'STANDARD' } });
  const payment = await gateway('SetPayment', { input: { locale, method: 'INVOICE' } });
  if (payment.data?.setPayment?.__typename !== 'Checkout') throw new Error(`the checkout of ${email} is not ready: ${JSON.stringify(payment)}`);
  return cookie;
}

async function benchShops() {
  const stack = await startStack({
    ports,
    dataDir: 'memory://',
    quiet: true,
    // Servers on core 0, the load generator on core 1.
    taskset: pin ? () => ['taskset', '-c', '0'] : undefined,
  });
  try {
    // A production gateway runs only the shops' persisted documents: the listing's, by its id.
    const persisted = JSON.parse(readFileSync(join(ROOT, 'packages/graphql-client/src/generated/persisted-documents.json'), 'utf8'));
    const documentId = Object.keys(persisted).find((id) => persisted[id].includes('query StorefrontProducts'));
    const gql = await fetch(`${stack.gatewayUrl}/api/gateway/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documentId, variables: { locale: 'de-DE', currency: 'EUR', first: 1 } }),
    }).then((r) => r.json());
    const { sku, slug } = gql.data.products.nodes[0];
    const routes = {
      'shop-de': {
        storefront: '/',
        product: `/p/${slug}-${sku}`,
        search: '/s/sofa',
        category: '/kategorie/moebel',
        service: '/service-hilfe',
        basket: '/warenkorb',
        'not found': '/gibt-es-nicht',
      },
      'shop-ch': {
        storefront: '/',
        'storefront fr': '/fr',
        product: `/p/${slug}-${sku}`,
        search: '/s/sofa',
        'search fr': '/fr/s/canap%C3%A9',
        'basket fr': '/fr/panier',
        'not found': '/gibt-es-nicht',
      },
      'shop-nl': { storefront: '/', product: `/p/${slug}-${sku}`, search: '/s/bank', basket: '/winkelwagen', 'not found': '/bestaat-niet' },
    };
    console.log(
      `\nFirst-load JavaScript (gzip, external scripts), budget ≤ ${BUDGET.firstLoadKiB} KiB per route (search results ≤ ${BUDGET.searchKiB} KiB); beside it the inline scripts (RSC payload) and the Lingui message bytes they carry`,
    );
    // The checkout's pages, as a logged-in demo customer with a ready checkout sees them.
    // A jacket's size in stock in the seeded catalog (product 100017, size 2: 21 pieces).
    const variantSku = '10001702';
    const customers = {
      'shop-de': { email: 'anna.schmidt@example.de', password: 'Vitrine-Demo-2026', addressId: 'a-de-0001', locale: 'de-DE', variantSku },
      'shop-ch': { email: 'claire.dubois@example.ch', password: 'Vitrine-Kunde-2026', addressId: 'a-ch-0002', locale: 'fr-CH', variantSku },
      'shop-nl': { email: 'sanne.devries@example.nl', password: 'Vitrine-Kunde-2026', addressId: 'a-nl-0001', locale: 'nl-NL', variantSku },
    };
    const checkoutPaths = {
      'shop-de': ['/kasse/lieferservice', '/kasse/zahlung', '/kasse'],
      'shop-ch': ['/fr/caisse/livraison', '/fr/caisse/paiement', '/fr/caisse'],
      'shop-nl': ['/kassa/bezorging', '/kassa/betaling', '/kassa'],
    };
    const cookies = {};
    // The account's pages as the same customers see them (paths from the route table, built by the stack's build).
    const { hasRoute, pathFor } = await import(join(ROOT, 'packages/i18n/dist/index.js'));
    const accountSettings = {
      'shop-de': { defaultLocale: 'de-DE', locales: ['de-DE'] },
      'shop-ch': { defaultLocale: 'de-CH', locales: ['de-CH', 'fr-CH'] },
      'shop-nl': { defaultLocale: 'nl-NL', locales: ['nl-NL'] },
    };
    const accountScreens = {
      'ac start': 'account',
      'ac overview': 'accountOverview',
      'ac orders': 'accountOrders',
      'ac invoices': 'accountInvoices',
      'ac bookings': 'accountBookings',
      'ac pay dates': 'accountPaymentDates',
      'ac payback': 'accountPayback',
      'ac personal': 'accountPersonalData',
      'ac addresses': 'accountAddressBook',
    };
    for (const [shop, customer] of Object.entries(customers)) {
      cookies[shop] = await checkoutCookies(stack.urls[shop], persisted, customer);
      const [delivery, payment, checkPage] = checkoutPaths[shop];
      Object.assign(routes[shop], { 'co delivery': delivery, 'co payment': payment, 'co check': checkPage });
      // Every account page the shop serves in the customer's locale (payback and payment dates: de-DE only).
      for (const [route, screen] of Object.entries(accountScreens))
        if (hasRoute(screen, customer.locale)) routes[shop][route] = pathFor(screen, customer.locale, accountSettings[shop]);
      // The service forms (issue 28): the contact form with a subject chosen, the newsletter's sign-up,
      // and (de-DE, logged in) the lend-money request.
      routes[shop]['fo contact'] = `${pathFor('contact', customer.locale, accountSettings[shop])}?thema=returns`;
      routes[shop]['fo newsletter'] = pathFor('newsletter', customer.locale, accountSettings[shop]);
      if (hasRoute('lendMoney', customer.locale)) routes[shop]['ac lend money'] = pathFor('lendMoney', customer.locale, accountSettings[shop]);
    }
    for (const [shop, list] of onlyLighthouse || onlyLoad ? [] : Object.entries(routes)) {
      for (const [route, path] of Object.entries(list)) {
        const url = `${stack.urls[shop]}${path}`;
        const cookie = route.startsWith('co ') || route.startsWith('ac ') ? cookies[shop] : undefined;
        await fetch(url, cookie ? { headers: { cookie } } : {}); // warm the ISR cache
        const { landed, scripts, gzip, inlineBytes, inlineGzip, messageBytes, htmlBytes, htmlGzip, stylesheets, cssBytes, cssGzip } = await firstLoad(url, cookie);
        results.firstLoad.push({
          shop,
          route,
          path,
          scripts,
          gzipBytes: gzip,
          inlineBytes,
          inlineGzipBytes: inlineGzip,
          messageBytes,
          htmlBytes,
          htmlGzip,
          stylesheets,
          cssBytes,
          cssGzip,
        });
        const budget = route.startsWith('search') ? BUDGET.searchKiB : BUDGET.firstLoadKiB;
        console.log(
          `  ${shop.padEnd(8)} ${route.padEnd(15)} ${kib(gzip).padStart(6)} KiB  ${String(scripts).padStart(2)} scripts  ${verdict(gzip / 1024 <= budget && (landed === null || !/^(ac|co) /.test(route)), `first-load JS of ${shop} ${route}${landed ? ` (redirected to ${landed})` : ''}`).padEnd(13)}` +
            (landed ? `  REDIRECTED to ${landed};` : '') +
            `  inline ${kib(inlineGzip).padStart(5)} KiB gzip (${kib(inlineBytes)} KiB), messages ${kib(messageBytes).padStart(5)} KiB;` +
            `  HTML ${kib(htmlGzip).padStart(5)} KiB gzip (${kib(htmlBytes)} KiB), CSS ${kib(cssGzip).padStart(5)} KiB gzip (${kib(cssBytes)} KiB) in ${stylesheets} ${stylesheets === 1 ? 'file' : 'files'}`,
        );
      }
    }

    if (results.firstLoad.length) {
      const pages = results.firstLoad;
      const heaviest = (key) => pages.reduce((a, b) => (b[key] > a[key] ? b : a));
      const js = heaviest('gzipBytes');
      const html = heaviest('htmlGzip');
      const jsOver = pages.filter((p) => p.gzipBytes / 1024 > PAGE_GOAL.firstLoadKiB);
      const htmlOver = pages.filter((p) => p.htmlGzip / 1024 > PAGE_GOAL.htmlGzipKiB);
      console.log(
        `  issue 30's goals: first-load JS ≤ ${PAGE_GOAL.firstLoadKiB} KiB on every route: ${pages.length - jsOver.length} of ${pages.length} (largest ${js.shop} ${js.route} ${kib(js.gzipBytes)} KiB)  ${verdict(jsOver.length === 0, `first-load JS ≤ ${PAGE_GOAL.firstLoadKiB} KiB (${jsOver.length} routes over)`)}`,
      );
      // Every route of each build, not only the pages above: the chunks its first load carries (the
      // build's route-bundle stats), gzip level 9 like the pages', the nomodule polyfill left out.
      const everyRoute = Object.keys(routes).flatMap((shop) => routeBundles(shop));
      const routesOver = everyRoute.filter((r) => r.gzipBytes / 1024 > PAGE_GOAL.firstLoadKiB);
      const largestRoute = everyRoute.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a), everyRoute[0]);
      results.firstLoadEveryRoute = everyRoute;
      if (largestRoute)
        console.log(
          `  issue 30's goals: first-load JS ≤ ${PAGE_GOAL.firstLoadKiB} KiB on every route of the builds: ${everyRoute.length - routesOver.length} of ${everyRoute.length} (largest ${largestRoute.shop} ${largestRoute.route} ${kib(largestRoute.gzipBytes)} KiB)  ${verdict(routesOver.length === 0, `first-load JS ≤ ${PAGE_GOAL.firstLoadKiB} KiB on every route (${routesOver.map((r) => `${r.shop} ${r.route}`).join(', ')})`)}`,
        );
      console.log(
        `  issue 30's goals: HTML ≤ ${PAGE_GOAL.htmlGzipKiB} KiB gzip on every page: ${pages.length - htmlOver.length} of ${pages.length} (largest ${html.shop} ${html.route} ${kib(html.htmlGzip)} KiB)  ${verdict(htmlOver.length === 0, `HTML ≤ ${PAGE_GOAL.htmlGzipKiB} KiB gzip (${htmlOver.map((p) => `${p.shop} ${p.route}`).join(', ')})`)}`,
      );
    }

    const productUrl = `${stack.urls['shop-de']}${routes['shop-de'].product}`;
    if (!onlyLighthouse && !onlyLoad) await benchResetTiming(stack, persisted);
    if (!onlyLighthouse) await benchThroughput(stack, productUrl, documentId, sku);
    if (!onlyLighthouse) await benchSearchPage(stack);
    if (!onlyLighthouse && !args.includes('--no-floor')) await benchProductAgainstFloor(productUrl);
    if (withLighthouse && !onlyLoad) await benchLighthouse(stack, productUrl, cookies);
  } finally {
    await stack.stop();
  }
}

/** The identity figures on a stack of their own (`--only-identity`). */
async function benchIdentity() {
  const stack = await startStack({ ports, dataDir: 'memory://', quiet: true });
  try {
    await benchResetTiming(stack, JSON.parse(readFileSync(join(ROOT, 'packages/graphql-client/src/generated/persisted-documents.json'), 'utf8')));
  } finally {
    await stack.stop();
  }
}

/**
 * Issue 29: "forgot password" must not tell who has an account by its time. The request only counts
 * and hands a job to the queue, the same for every e-mail; here the gateway's answer times of the
 * base shop's demo accounts (three requests each: the per-account limit) against as many unknown
 * e-mails, interleaved, each from an address of its own, signed as a shop signs.
 */
async function benchResetTiming(stack, persisted) {
  const { signRequest } = await import(join(ROOT, 'packages/session/dist/server/index.js'));
  const secret = ensureSecrets(ROOT).VITRINE_GATEWAY_SECRET;
  const documentId = Object.keys(persisted).find((id) => persisted[id].startsWith('mutation RequestPasswordReset'));
  const accounts = [
    'anna.schmidt',
    'klaus.becker',
    'eva.hartmann',
    'jonas.krueger',
    'lea.wolf',
    'horst.brandt',
    'mehmet.yilmaz',
    'sophie.lange',
    'paul.schubert',
    'ingrid.vogt',
    'tim.berger',
  ].map((name) => `${name}@example.de`);
  let n = 0;
  const timed = async (email) => {
    n++;
    const clientIp = `198.18.${n >> 8}.${n & 255}`;
    const body = JSON.stringify({ documentId, variables: { email, locale: 'de-DE' } });
    const signature = signRequest({ tenant: 'base', clientIp }, { method: 'POST', path: '/api/gateway/', body }, secret, Date.now() / 1000);
    const headers = { 'content-type': 'application/json', 'x-vitrine-tenant': 'base', 'x-vitrine-client-ip': clientIp, 'x-vitrine-signature': signature };
    const started = performance.now();
    const answer = await (await fetch(`${stack.gatewayUrl}/api/gateway/`, { method: 'POST', headers, body })).json();
    const ms = performance.now() - started;
    if (answer.data?.requestPasswordReset?.__typename !== 'PasswordResetRequested') throw new Error(`reset for ${email}: ${JSON.stringify(answer).slice(0, 200)}`);
    return ms;
  };
  const known = [];
  const unknown = [];
  // Warm-up (the first requests load the mail templates and the queue's statements).
  await timed('warm-up-1@example.org');
  await timed('warm-up-2@example.org');
  for (let round = 0; round < 3; round++)
    for (const [i, email] of accounts.entries()) {
      known.push(await timed(email));
      unknown.push(await timed(`nobody-${round}-${i}@example.org`));
    }
  const median = (list) => percentile(list, 50);
  const difference = Math.abs(median(known) - median(unknown));
  const allowed = Math.max(2, 0.1 * median(unknown));
  results.resetTiming = {
    known: { n: known.length, p50: median(known), p90: percentile(known, 90) },
    unknown: { n: unknown.length, p50: median(unknown), p90: percentile(unknown, 90) },
  };
  console.log(`
"Forgot password" answer time, ${known.length} requests each, interleaved (issue 29: the same for a known and an unknown e-mail)`);
  console.log(`  known e-mail    p50 ${median(known).toFixed(1)} ms  p90 ${percentile(known, 90).toFixed(1)} ms`);
  console.log(`  unknown e-mail  p50 ${median(unknown).toFixed(1)} ms  p90 ${percentile(unknown, 90).toFixed(1)} ms`);
  console.log(
    `  difference of the medians ${difference.toFixed(1)} ms (allowed ${allowed.toFixed(1)} ms)  ${verdict(difference <= allowed, 'reset timing: known and unknown e-mails differ')}`,
  );
}

/** autocannon against one URL on loopback (the load on core 1 where there are two): its figures. */
function cannon(url, connections, seconds = duration, { cookie, acceptEncoding, newIds } = {}) {
  // autocannon's API in a child (on core 1 where there are two). With `newIds`, each `[<id>]` of
  // the URL is a new id in each request (the CLI's argument parser takes brackets for its own).
  const CANNON = `const [url, connections, duration, headers, ids] = process.argv.slice(1);
require(${JSON.stringify(join(ROOT, 'node_modules/autocannon'))})(
  { url, connections: Number(connections), duration: Number(duration), headers: JSON.parse(headers), idReplacement: ids === '1' },
  (error, result) => { if (error) throw error; process.stdout.write(JSON.stringify(result)); },
);`;
  const headers = { ...(cookie ? { cookie } : {}), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
  const run = spawnSync(
    pin ? 'taskset' : process.execPath,
    [...(pin ? ['-c', '1', process.execPath] : []), '-e', CANNON, url, String(connections), String(seconds), JSON.stringify(headers), newIds ? '1' : '0'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(run.stdout);
  return {
    url,
    connections,
    requestsPerSecond: report.requests.average,
    bytesPerRequest: Math.round(report.throughput.average / Math.max(1, report.requests.average)),
    latencyP50: report.latency.p50,
    latencyP99: report.latency.p99,
    non2xx: report.non2xx,
    errors: report.errors + report.timeouts,
  };
}

/**
 * The search results page under a sale's load (issue 30): 50 connections on one term, then on
 * terms that find nothing as typed (a misspelling), each for the run's duration; budget p99 ≤ 250 ms
 * and ≥ 200 requests/s with no error.
 */
async function benchSearchPage(stack) {
  const budget = { p99: 250, rps: 200 };
  console.log(
    `\nThe search results page under load (${duration} s each, 50 connections, autocannon on loopback, ${cores} cores${pin ? ': shops on core 0, load on core 1' : ''}); budget p99 ≤ ${budget.p99} ms and ≥ ${budget.rps} requests/s, 0 errors`,
  );
  results.searchPage = {};
  for (const [name, path] of [
    ['/s/tisch', '/s/tisch'],
    ['/s/tish (typo)', '/s/tish'],
  ]) {
    const url = `${stack.urls['shop-de']}${path}`;
    await fetch(url).then((r) => r.arrayBuffer()); // the shop's first render of it
    const r = cannon(url, 50);
    results.searchPage[name] = r;
    const ok = r.latencyP99 <= budget.p99 && r.requestsPerSecond >= budget.rps && r.errors === 0 && r.non2xx === 0;
    console.log(
      `  ${name.padEnd(15)} ${r.requestsPerSecond.toFixed(0).padStart(5)} requests/s, p50 ${r.latencyP50} ms, p99 ${r.latencyP99} ms, ${(r.bytesPerRequest / 1024).toFixed(1)} KiB per answer, non-2xx ${r.non2xx}, errors ${r.errors}  ${verdict(ok, `search page ${name} under load`)}`,
    );
  }
}

/**
 * The visitor cookie a shop gives a first visit (`name=value`): with it, requests are those of a
 * returning shopper, whose pages of the cached screens skip the proxy.
 */
async function visitorCookie(url) {
  const answer = await fetch(url);
  await answer.arrayBuffer();
  const cookie = answer.headers.getSetCookie().find((c) => /^(__Host-)?vt_visitor=/.test(c));
  if (!cookie) throw new Error(`${url} set no visitor cookie on a first visit`);
  return cookie.split(';')[0];
}

/** SSR requests/s of the cached product page against the static help page, then of uncached product pages. */
async function benchThroughput(stack, productUrl, documentId, sku) {
  const staticUrl = `${stack.urls['shop-de']}/service-hilfe`;
  // Both pages come from the same app and the same run: a cached (ISR) product page and a static page.
  // The same runner as the search page's, at 10 connections.
  // A returning shopper (the visitor cookie of an earlier page), as most requests of a shop are.
  const cookie = await visitorCookie(productUrl);
  const throughput = (url) => cannon(url, 10, duration, { cookie });
  console.log(
    `\nSSR throughput, product page against the static service page (${duration} s each, 10 connections, a returning shopper${pin ? ', server on core 0, load on core 1' : ''}); budget ≥ ${BUDGET.ssrRatio * 100} %`,
  );
  for (const url of [productUrl, staticUrl]) await fetch(url, { headers: { cookie } }); // warm both caches
  const product = throughput(productUrl);
  const staticPage = throughput(staticUrl);
  const ratio = product.requestsPerSecond / staticPage.requestsPerSecond;
  results.ssr = { product, static: staticPage, ratio };
  for (const [name, r] of [
    ['product page', product],
    ['static page', staticPage],
  ]) {
    console.log(
      `  ${name.padEnd(13)} ${r.requestsPerSecond.toFixed(0).padStart(5)} requests/s, ${(r.bytesPerRequest / 1024).toFixed(1)} KiB per answer, p50 ${r.latencyP50} ms, p99 ${r.latencyP99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`,
    );
  }
  console.log(
    `  ratio ${(ratio * 100).toFixed(0)} %  ${verdict(ratio >= BUDGET.ssrRatio && product.non2xx === 0 && staticPage.non2xx === 0, 'SSR ratio of the cached product page')}`,
  );

  // Uncached: every product of the catalog asked once (no ISR entry yet), 10 at a time. Asked twice
  // at most: a connection kept alive from minutes ago can be closed by the server as it is reused.
  // Pages of 24, as the shop asks (a single page of 100 is over the gateway's cost limit).
  const askPage = (after) =>
    fetch(`${stack.gatewayUrl}/api/gateway/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ documentId, variables: { locale: 'de-DE', currency: 'EUR', first: 24, after } }),
    }).then((r) => r.json());
  const nodes = [];
  for (let after = null; nodes.length < 100;) {
    const page = await askPage(after).catch(() => askPage(after));
    if (!page.data) throw new Error(`the gateway refused the product list: ${JSON.stringify(page.errors ?? page)}`);
    nodes.push(...page.data.products.nodes);
    if (!page.data.products.hasNextPage) break;
    after = page.data.products.endCursor;
  }
  const all = { data: { products: { nodes: nodes.slice(0, 100) } } };
  const allPaths = all.data.products.nodes.filter((n) => n.sku !== sku).map((n) => `/p/${n.slug}-${n.sku}`);
  // Half of them one at a time (a first render's own cost, issue 30's budget: p50 ≤ 40 ms), the other half 10 at a time (under load).
  const alone = allPaths.filter((_, i) => i % 2 === 0);
  const paths = allPaths.filter((_, i) => i % 2 === 1);
  const aloneTimes = [];
  for (const path of alone) {
    const t = performance.now();
    const res = await fetch(`${stack.urls['shop-de']}${path}`);
    await res.arrayBuffer();
    aloneTimes.push(performance.now() - t);
  }
  const aloneP50 = percentile(aloneTimes, 50);
  console.log(
    `  uncached product pages, one at a time: ${alone.length} different skus once each, p50 ${aloneP50.toFixed(0)} ms, p95 ${percentile(aloneTimes, 95).toFixed(0)} ms (budget p50 ≤ 40 ms)  ${verdict(aloneP50 <= 40, 'uncached product page p50')}`,
  );
  const times = [];
  let failures = 0;
  const began = performance.now();
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let path = queue.shift(); path; path = queue.shift()) {
        const t = performance.now();
        const res = await fetch(`${stack.urls['shop-de']}${path}`);
        await res.arrayBuffer();
        if (!res.ok) failures++;
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  results.ssr.uncached = { pages: paths.length, requestsPerSecond: paths.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95), failures, aloneP50 };
  console.log(
    `  uncached product pages: ${paths.length} different skus once each, 10 at a time: ${(paths.length / seconds).toFixed(0)} requests/s, p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, failures ${failures}`,
  );
}

/** One page's Lighthouse mobile runs (at least LIGHTHOUSE_RUNS finished, at most three more tries), with the medians. */
function lighthouseRuns(name, url, cookie) {
  const runs = [];
  const failed = [];
  for (let i = 0; runs.length < LIGHTHOUSE_RUNS && i < LIGHTHOUSE_RUNS + 3; i++) {
    const file = join(out, `lighthouse-${name.replace(/ /g, '-')}-${i}.json`);
    const lh = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${file}`,
        // VITRINE_LH_TRACES=1 keeps each run's trace beside its report (…-N.trace.json), to study a score.
        ...(process.env.VITRINE_LH_TRACES ? ['--save-assets'] : []),
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --no-first-run',
      ],
      { encoding: 'utf8', env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
    );
    if (lh.status !== 0) {
      failed.push(i + 1);
      console.log(`  run ${i + 1} failed: ${lh.stderr.split('\n').slice(-3).join(' ')}`);
      continue;
    }
    const json = JSON.parse(readFileSync(file, 'utf8'));
    runs.push({
      score: Math.round(json.categories.performance.score * 100),
      cls: json.audits['cumulative-layout-shift'].numericValue,
      lcp: json.audits['largest-contentful-paint'].numericValue,
      tbt: json.audits['total-blocking-time'].numericValue,
      finalUrl: json.finalDisplayedUrl ?? json.finalUrl,
    });
  }
  const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  // The largest layout shift of any run besides the median: a shift in one load of five is one a shopper sees (the median hid 0.26 and 0.47).
  const worstCls = Math.max(...runs.map((r) => r.cls));
  return runs.length ? { runs, failedRuns: failed, score: median('score'), cls: median('cls'), worstCls, lcp: median('lcp'), tbt: median('tbt') } : { runs, failedRuns: failed };
}

/**
 * What this machine scores for the framework alone: a bare Next.js page (the workspace's next, react
 * and react-dom; a heading, a paragraph and a list, no CSS, no client component), built once into
 * .bench/floor and started beside the shops. Every shop page carries this framework (and more),
 * so the budget reads against it: Lighthouse simulates a phone by multiplying the main-thread work it
 * observes here by four, and the same page scores differently on a host whose memory is slow to map.
 */
/** Builds and starts the framework floor (a bare Next.js page) on its own port: its URL and how to stop it. */
async function startFloor({ sizedBytes } = {}) {
  const dir = join(out, 'floor');
  mkdirSync(join(dir, 'app'), { recursive: true });
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  for (const pkg of ['next', 'react', 'react-dom']) {
    const link = join(dir, 'node_modules', pkg);
    rmSync(link, { force: true, recursive: true });
    symlinkSync(realpathSync(join(ROOT, 'apps/shop-de/node_modules', pkg)), link);
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'vitrine-bench-floor', private: true, type: 'module' }));
  writeFileSync(join(dir, 'app/layout.js'), `export default function Layout({ children }) {\n  return <html lang="de"><body>{children}</body></html>;\n}\n`);
  writeFileSync(
    join(dir, 'app/page.js'),
    `export default function Page() {\n  return <main><h1>Warenkorb</h1><p>Eine Seite des Frameworks allein.</p><ul>{Array.from({ length: 20 }, (_, i) => <li key={i}>Zeile {i}</li>)}</ul></main>;\n}\n`,
  );
  // The same page grown to a given size (a list of lines, each in the HTML and again in the RSC
  // payload, about 200 bytes each): what the framework itself serves per second at that size.
  rmSync(join(dir, 'app/sized'), { recursive: true, force: true });
  if (sizedBytes) {
    mkdirSync(join(dir, 'app/sized'), { recursive: true });
    const lines = Math.max(0, Math.round((sizedBytes - 6500) / 200));
    writeFileSync(
      join(dir, 'app/sized/page.js'),
      `export default function Page() {\n  return <main><h1>Warenkorb</h1><ul>{Array.from({ length: ${lines} }, (_, i) => <li key={i}>Zeile {i} einer Seite des Frameworks, so groß wie eine Seite des Shops</li>)}</ul></main>;\n}\n`,
    );
  }
  const next = join(dir, 'node_modules/next/dist/bin/next');
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) {
    console.log(`  the bare page did not build: ${(build.stderr || build.stdout).split('\n').slice(-5).join(' ')}`);
    return undefined;
  }
  const port = 3290;
  const server = spawn(pin ? 'taskset' : process.execPath, [...(pin ? ['-c', '0', process.execPath] : []), next, 'start', '-p', String(port), '-H', 'localhost'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url, { child: server });
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

async function frameworkFloor() {
  const floor = await startFloor();
  if (!floor) return undefined;
  try {
    return lighthouseRuns('framework floor', floor.url);
  } finally {
    await floor.stop();
  }
}

/**
 * The cached product page at 50 connections against the framework floor's bare page at 50
 * connections, in the same run (issue 30: at least 60 % of its requests per second, security headers kept).
 */
async function benchProductAgainstFloor(productUrl) {
  console.log(
    `\nThe cached product page against the framework's bare page (${duration} s each after 3 s of warm-up, 50 connections, ${cores} cores${pin ? ': servers on core 0, load on core 1' : ''}); budget ≥ 60 % for a returning shopper`,
  );
  // A returning shopper (the visitor cookie of an earlier page) skips the proxy; a first visit
  // passes it (it makes the visitor id): shown beside it, without a budget.
  const cookie = await visitorCookie(productUrl);
  const productBytes = (await fetch(productUrl, { headers: { cookie } }).then((r) => r.arrayBuffer())).byteLength;
  const floor = await startFloor({ sizedBytes: productBytes });
  if (!floor) return;
  try {
    await fetch(floor.url).then((r) => r.arrayBuffer());
    await fetch(`${floor.url}sized`).then((r) => r.arrayBuffer());
    // Each measured run follows a warm-up run of the same requests (3 s, not counted): the figures
    // of a server's first seconds at 50 connections (its code compiled, its heap grown) swung by a
    // third from run to run, the bare page's and the shop's alike.
    const measured = (url, options) => (cannon(url, 50, 3, options), cannon(url, 50, duration, options));
    const bare = measured(floor.url);
    const sized = measured(`${floor.url}sized`);
    const product = measured(productUrl, { cookie });
    const firstVisit = measured(productUrl);
    // What a browser asks (compressed answers): without a budget, beside the rest.
    const browser = measured(productUrl, { cookie, acceptEncoding: 'gzip, deflate, br, zstd' });
    // The same page under a new URL each request (a query the page ignores): never from the shop's
    // microcache (a page answered again for a second), always through Next's cache.
    const throughNext = measured(`${productUrl}?bench=[<id>]`, { cookie, newIds: true });
    const ratio = product.requestsPerSecond / bare.requestsPerSecond;
    results.productAgainstFloor = {
      product,
      firstVisit,
      browser,
      throughNext,
      floor: bare,
      sizedFloor: sized,
      ratio,
      firstVisitRatio: firstVisit.requestsPerSecond / bare.requestsPerSecond,
    };
    for (const [name, r] of [
      ['product page', product],
      ['first visit', firstVisit],
      ['browser (br)', browser],
      ['through Next', throughNext],
      ['bare page', bare],
      ['bare, as big', sized],
    ])
      console.log(
        `  ${name.padEnd(13)} ${r.requestsPerSecond.toFixed(0).padStart(5)} requests/s, ${(r.bytesPerRequest / 1024).toFixed(1)} KiB per answer, p50 ${r.latencyP50} ms, p99 ${r.latencyP99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`,
      );
    console.log(
      `  ratio ${(ratio * 100).toFixed(0)} % (a first visit ${((firstVisit.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0)} %, each URL new ${((throughNext.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0)} %)  ${verdict(ratio >= 0.6 && product.non2xx === 0, 'cached product page against the framework floor')}`,
    );
  } finally {
    await floor.stop();
  }
}

/** First-load JavaScript (gzip, level 9) of every route of a shop's build, from its route-bundle stats; the nomodule polyfills left out. */
function routeBundles(shop) {
  const dir = join(ROOT, 'apps', shop, '.next');
  const stats = join(dir, 'diagnostics/route-bundle-stats.json');
  if (!existsSync(stats)) return [];
  const polyfills = new Set(JSON.parse(readFileSync(join(dir, 'build-manifest.json'), 'utf8')).polyfillFiles ?? []);
  const sizes = new Map();
  const sizeOf = (chunk) => {
    if (!sizes.has(chunk)) sizes.set(chunk, gzipSync(readFileSync(join(dir, chunk)), { level: 9 }).length);
    return sizes.get(chunk);
  };
  return JSON.parse(readFileSync(stats, 'utf8')).map(({ route, firstLoadChunkPaths }) => {
    const chunks = firstLoadChunkPaths.map((path) => path.replace(/^\.next\//, '')).filter((chunk) => !polyfills.has(chunk));
    return { shop, route, gzipBytes: chunks.reduce((sum, chunk) => sum + sizeOf(chunk), 0) };
  });
}

/** How long this machine takes to map fresh memory: first and second touch of 64 MiB, per 4 KiB page. */
function memoryTouch() {
  const bytes = 64 * 1024 * 1024;
  const buffer = Buffer.alloc(bytes);
  let t = performance.now();
  buffer.fill(1);
  const first = performance.now() - t;
  t = performance.now();
  buffer.fill(2);
  const second = performance.now() - t;
  const pages = bytes / 4096;
  return { firstMicrosPerPage: (first * 1000) / pages, secondMicrosPerPage: (second * 1000) / pages };
}

/** Lighthouse mobile of the storefront, the search results, the product page, the basket and check and order (--lighthouse-pages to choose), beside the framework floor. */
async function benchLighthouse(stack, productUrl, cookies) {
  results.lighthouse = {};
  const pages = {
    storefront: { url: `${stack.urls['shop-de']}/` },
    search: { url: `${stack.urls['shop-de']}/s/tisch` },
    product: { url: productUrl },
    basket: { url: `${stack.urls['shop-de']}/warenkorb`, cookie: cookies['shop-de'] },
    'check and order': { url: `${stack.urls['shop-de']}/kasse`, cookie: cookies['shop-de'] },
  };
  const describe = (r) =>
    `performance ${r.score}, TBT ${r.tbt.toFixed(0)} ms, LCP ${r.lcp.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}; runs (performance, LCP, CLS): ${r.runs.map((x) => `${x.score} ${x.lcp.toFixed(0)} ms ${x.cls.toFixed(3)}`).join(', ')}; failed runs: ${r.failedRuns.length}`;
  const memory = memoryTouch();
  const judged = memory.firstMicrosPerPage <= LIGHTHOUSE_MAX_FIRST_TOUCH_US;
  results.machine = { memory, lighthouseJudged: judged };
  console.log(
    `\nThis machine: fresh memory costs ${memory.firstMicrosPerPage.toFixed(2)} µs per 4 KiB page at its first touch, ${memory.secondMicrosPerPage.toFixed(2)} µs at the second (Lighthouse multiplies the main-thread work it sees by four)`,
  );
  console.log(
    judged
      ? `  at most ${LIGHTHOUSE_MAX_FIRST_TOUCH_US} µs: the Lighthouse budgets are judged here`
      : `  more than ${LIGHTHOUSE_MAX_FIRST_TOUCH_US} µs: the Lighthouse figures are printed beside the floor and NOT JUDGED on this machine (judged only where fresh memory costs at most ${LIGHTHOUSE_MAX_FIRST_TOUCH_US} µs a page)`,
  );
  if (!args.includes('--no-floor')) {
    console.log(`\nLighthouse mobile, the framework floor: a bare Next.js page, no CSS, no client component (median of the finished runs)`);
    const floor = await frameworkFloor();
    if (floor?.runs.length) {
      results.lighthouse['framework floor'] = floor;
      console.log(`  ${describe(floor)}; the framework alone, which every shop page carries (and more)`);
    }
  }
  const chosen = args.includes('--lighthouse-pages') ? args[args.indexOf('--lighthouse-pages') + 1].split(',') : Object.keys(pages);
  for (const [name, { url, cookie }] of Object.entries(pages).filter(([name]) => chosen.includes(name))) {
    console.log(`\nLighthouse mobile, ${name} (median of the finished runs, at least 5, at most 8 tries), budget performance ≥ 95, CLS ≤ 0.02`);
    const r = lighthouseRuns(name, url, cookie);
    if (r.runs.length) {
      results.lighthouse[name] = r;
      if (judged) {
        verdict(r.score >= BUDGET.lighthouse, `Lighthouse performance of ${name}`);
        verdict(r.cls <= BUDGET.cls, `CLS of ${name}`);
      }
      const floor = results.lighthouse['framework floor'];
      if (floor) {
        // Issue 30: the largest paint within 500 ms of the framework floor's in the same run, and no
        // layout shift in any run (0 as Lighthouse shows it, three decimals).
        const lcpOk = r.lcp <= floor.lcp + LCP_OVER_FLOOR_MS;
        const clsOk = Number(r.worstCls.toFixed(3)) === 0;
        // The floor's own runs fall in two modes (its code run before or after its paint): its fastest
        // run is printed beside the median, the budget reads against the median.
        const floorBest = Math.min(...floor.runs.map((run) => run.lcp));
        const goal = `LCP ${r.lcp.toFixed(0)} ms, ${(r.lcp - floor.lcp).toFixed(0)} ms over the floor's ${floor.lcp.toFixed(0)} (goal ≤ ${LCP_OVER_FLOOR_MS}; ${(r.lcp - floorBest).toFixed(0)} over its fastest run, ${floorBest.toFixed(0)}), CLS ${r.cls.toFixed(3)}, worst run ${r.worstCls.toFixed(3)} (goal 0 in every run)`;
        console.log(`  issue 30's goals: ${goal}  ${judged ? verdict(lcpOk && clsOk, `LCP and CLS of ${name} beside the framework floor`) : 'not judged on this machine'}`);
      }
      const verdicts = judged
        ? `performance ${r.score >= BUDGET.lighthouse ? 'within budget' : 'OVER BUDGET'}, CLS ${r.cls <= BUDGET.cls ? 'within budget' : 'OVER BUDGET'}`
        : `not judged on this machine${floor ? ` (${floor.score - r.score} points under the floor's ${floor.score})` : ''}`;
      console.log(`  ${describe(r)} — ${verdicts}; page: ${r.runs[0].finalUrl}`);
    }
    if (judged && r.runs.length < LIGHTHOUSE_RUNS) verdict(false, `Lighthouse ${name}: only ${r.runs.length} of at least ${LIGHTHOUSE_RUNS} runs finished`);
  }
}
